import FoundationEssentials

/// Feeds a ``CollectionView`` from snapshots of identifiers, after UIKit's
/// `UICollectionViewDiffableDataSource`: the collection asks it for sections, items and cells,
/// and ``apply(_:animatingDifferences:completion:)`` shows only what changed between two
/// snapshots — items deleted, inserted and made again — in one batch.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Int, Photo.ID>(collectionView: grid) { grid, indexPath, id in
///     let cell = grid.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///     cell.accessibilityLabel = photos[id]?.title
///     return cell
/// }
/// ```
///
/// Items keep their cells across a batch, so the focused and the selected items stay focused
/// and selected wherever they go; a new order within the items that stay, or new sections,
/// reload the collection, and the focus and selection are given back to the same items. The
/// difference is found in time proportional to the number of items. `animatingDifferences` is
/// accepted and does nothing, as with ``TableViewDiffableDataSource``.
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: CollectionViewDataSource {
    /// Makes the cell for an item (UIKit's `CellProvider`); nil gives an empty cell.
    public typealias CellProvider = @MainActor (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a section's header or footer (UIKit's `SupplementaryViewProvider`).
    public typealias SupplementaryViewProvider = @MainActor (CollectionView, String, IndexPath) -> CollectionReusableView?
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    @usableFromInline weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    @usableFromInline var current = Snapshot()

    /// Makes headers and footers, when the layout gives them a height (UIKit's
    /// `supplementaryViewProvider`).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (which it becomes the data source of), making cells
    /// with `cellProvider`. The collection is empty until a snapshot is applied.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the snapshot on screen, to change and apply.
    public func snapshot() -> Snapshot { current }

    /// The item at `indexPath`, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` is shown, if it is.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.place(of: itemIdentifier).map { IndexPath(item: $0.index, section: $0.section) }
    }

    /// The section at `index`, if there is one.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// Shows `snapshot`: only what changed since the last one is made again, then `completion`
    /// runs. (Inlinable, and so final: the app's module compiles the comparison for its
    /// identifier types.)
    @inlinable
    public final func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        var next = snapshot
        let reloaded = next.reloadedItems
        next.clearReloads()
        let previous = current
        guard let collectionView else {
            current = next
            completion?()
            return
        }
        let kept = keptItems(from: collectionView)
        current = next
        let difference = SnapshotDifference(from: previous, to: next, reloading: reloaded)
        if difference.needsReload {
            collectionView.reloadData()
            restore(kept, in: collectionView)
        } else if !difference.isEmpty {
            collectionView.performBatchUpdates {
                if !difference.deletes.isEmpty { collectionView.deleteItems(at: difference.deletes) }
                if !difference.inserts.isEmpty { collectionView.insertItems(at: difference.inserts) }
                if !difference.reloads.isEmpty { collectionView.reloadItems(at: difference.reloads) }
            }
        }
        completion?()
    }

    /// Shows `snapshot` by reloading the whole collection (UIKit's `applySnapshotUsingReloadData`).
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil) {
        var next = snapshot
        next.clearReloads()
        let kept = collectionView.map(keptItems(from:))
        current = next
        if let collectionView {
            collectionView.reloadData()
            if let kept { restore(kept, in: collectionView) }
        }
        completion?()
    }

    // MARK: CollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The number of items in the section at `section`.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemsBySection.indices.contains(section) ? current.itemsBySection[section].count : 0
    }

    /// The cell provider's cell for the item.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return CollectionViewCell() }
        return cellProvider(collectionView, indexPath, item) ?? CollectionViewCell()
    }

    /// The supplementary view provider's header or footer.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }

    // MARK: Following the items

    /// The items with the focus and the selection before a change.
    @usableFromInline
    func keptItems(from collectionView: CollectionView) -> (focused: ItemIdentifierType?, selected: [ItemIdentifierType]) {
        (
            collectionView.indexPathForFocusedItem.flatMap(itemIdentifier(for:)),
            collectionView.indexPathsForSelectedItems.compactMap(itemIdentifier(for:))
        )
    }

    /// Gives the focus and the selection back to the same items, where they are now (after a
    /// reload, which keeps neither).
    @usableFromInline
    func restore(_ kept: (focused: ItemIdentifierType?, selected: [ItemIdentifierType]), in collectionView: CollectionView) {
        for path in kept.selected.compactMap(indexPath(for:)) { collectionView.selectItem(at: path, animated: false, scrollPosition: []) }
        if let focused = kept.focused.flatMap(indexPath(for:)), collectionView.indexPathForFocusedItem != focused {
            collectionView.focusItem(at: focused)
        }
    }
}
