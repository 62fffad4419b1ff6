import FoundationEssentials

/// Feeds a ``CollectionView`` from snapshots of identifiers, after UIKit's
/// `UICollectionViewDiffableDataSource`: the collection asks it for sections, items and cells,
/// and ``DiffableDataSource/apply(_:animatingDifferences:completion:)`` shows only what changed
/// between two snapshots — items deleted, inserted and made again — in one batch.
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
/// and selected wherever they go; the rest is ``DiffableDataSource``'s, shared with
/// ``TableViewDiffableDataSource``.
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, CollectionViewDataSource
{
    /// Makes the cell for an item (UIKit's `CellProvider`); nil gives an empty cell.
    public typealias CellProvider = @MainActor (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a section's header or footer (UIKit's `SupplementaryViewProvider`).
    public typealias SupplementaryViewProvider = @MainActor (CollectionView, String, IndexPath) -> CollectionReusableView?

    private let cellProvider: CellProvider

    /// Makes headers and footers, when the layout gives them a height (UIKit's
    /// `supplementaryViewProvider`).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (which it becomes the data source of), making cells with
    /// `cellProvider`. The collection is empty until a snapshot is applied.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init(list: collectionView)
        collectionView.dataSource = self
    }

    // MARK: CollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The number of items in the section at `section`.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfItems(inSection: section)
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
}
