import FoundationEssentials

/// What ``TableViewDiffableDataSource`` and ``CollectionViewDiffableDataSource`` share: the
/// snapshot on screen, the look-ups between its items and index paths, and applying a new
/// snapshot as one batch, the focus and the selection following their items. Use one of the two
/// subclasses; this class is their common engine, so the two behave alike by construction.
///
/// A new snapshot is compared with the one on screen in time proportional to the number of
/// items: items deleted, inserted and reloaded are shown in one batch of the list's own; new
/// sections, or a new order among the items that stay, reload the list (GtkKit's batches move
/// one item at a time). Either way the focused and the selected items are focused and selected
/// afterwards, wherever they went. `animatingDifferences` is accepted for UIKit's code and does
/// nothing: lists follow the desktop's animation setting.
@MainActor
open class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The focused item and the selected ones, kept across a change by identifier.
    @usableFromInline typealias Kept = (focused: ItemIdentifierType?, selected: [ItemIdentifierType])

    /// The snapshot on screen.
    @usableFromInline var current = Snapshot()
    /// The table or collection fed (weak: the list holds its data source).
    @usableFromInline weak var list: (any DiffableList)?

    init(list: any DiffableList) { self.list = list }

    /// A copy of the snapshot on screen, to change and apply.
    public func snapshot() -> Snapshot { current }

    /// The item at `indexPath`, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` is shown, if it is.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.place(of: itemIdentifier).map { IndexPath(row: $0.index, section: $0.section) }
    }

    /// The section at `index`, if there is one.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The number of items in the section at `section` (0 when there is no such section).
    func numberOfItems(inSection section: Int) -> Int {
        current.itemsBySection.indices.contains(section) ? current.itemsBySection[section].count : 0
    }

    /// Shows `snapshot`: only what changed since the last one is made again (see the type's
    /// description), then `completion` runs. (Inlinable, and so final: the app's module compiles
    /// the comparison for its identifier types.)
    @inlinable
    public final func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        var next = snapshot
        let reloaded = next.reloadedItems
        next.clearReloads()
        let previous = current
        guard let list else {
            current = next
            completion?()
            return
        }
        let kept = keptItems(in: list)
        current = next
        let difference = SnapshotDifference(from: previous, to: next, reloading: reloaded)
        if difference.needsReload {
            list.reloadAllItems()
        } else if !difference.isEmpty {
            list.applyBatch(deleting: difference.deletes, inserting: difference.inserts, reloading: difference.reloads)
        }
        restore(kept, in: list)
        completion?()
    }

    /// Shows `snapshot` by reloading the whole list (UIKit's `applySnapshotUsingReloadData`).
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil) {
        var next = snapshot
        next.clearReloads()
        let kept = list.map(keptItems(in:))
        current = next
        if let list {
            list.reloadAllItems()
            if let kept { restore(kept, in: list) }
        }
        completion?()
    }

    // MARK: Following the items

    /// The items with the focus and the selection before a change.
    @usableFromInline
    func keptItems(in list: any DiffableList) -> Kept {
        (list.focusedItemPath.flatMap(itemIdentifier(for:)), list.selectedItemPaths.compactMap(itemIdentifier(for:)))
    }

    /// Gives the focus and the selection back to the same items, where they are now (a list whose
    /// cells followed their items through a batch already has them, and nothing is done).
    @usableFromInline
    func restore(_ kept: Kept, in list: any DiffableList) {
        let selected = kept.selected.compactMap(indexPath(for:))
        let selectedNow = list.selectedItemPaths
        if Set(selected) != Set(selectedNow) {
            for path in selectedNow { list.deselectItemPath(path) }
            for path in selected { list.selectItemPath(path) }
        }
        if let focused = kept.focused.flatMap(indexPath(for:)), list.focusedItemPath != focused {
            list.focusItemPath(focused)
        }
    }
}
