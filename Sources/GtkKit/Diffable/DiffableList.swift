import FoundationEssentials

/// What a diffable data source needs of the list it feeds — a table or a collection — to show a
/// new snapshot and keep the focus and the selection on the same items: the list's own batch and
/// reload, and its focus and selection by index path.
@MainActor
@usableFromInline
protocol DiffableList: AnyObject {
    /// Makes every item again from the data source.
    func reloadAllItems()
    /// Shows one batch: deletes and reloads at the places before it, inserts at those after.
    func applyBatch(deleting deletes: [IndexPath], inserting inserts: [IndexPath], reloading reloads: [IndexPath])
    /// The item with the keyboard focus, if one has it.
    var focusedItemPath: IndexPath? { get }
    /// The selected items.
    var selectedItemPaths: [IndexPath] { get }
    /// Selects the item at `indexPath`, without scrolling.
    func selectItemPath(_ indexPath: IndexPath)
    /// Deselects the item at `indexPath`.
    func deselectItemPath(_ indexPath: IndexPath)
    /// Gives the item at `indexPath` the keyboard focus.
    func focusItemPath(_ indexPath: IndexPath)
}

extension TableView: DiffableList {
    @usableFromInline func reloadAllItems() { reloadData() }

    @usableFromInline func applyBatch(deleting deletes: [IndexPath], inserting inserts: [IndexPath], reloading reloads: [IndexPath]) {
        performBatchUpdates {
            if !deletes.isEmpty { self.deleteRows(at: deletes) }
            if !inserts.isEmpty { self.insertRows(at: inserts) }
            if !reloads.isEmpty { self.reloadRows(at: reloads) }
        }
    }

    @usableFromInline var focusedItemPath: IndexPath? { indexPathForFocusedRow }
    @usableFromInline var selectedItemPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }
    @usableFromInline func selectItemPath(_ indexPath: IndexPath) { selectRow(at: indexPath, animated: false, scrollPosition: .none) }
    @usableFromInline func deselectItemPath(_ indexPath: IndexPath) { deselectRow(at: indexPath, animated: false) }
    @usableFromInline func focusItemPath(_ indexPath: IndexPath) { _ = focusRow(at: indexPath) }
}

extension CollectionView: DiffableList {
    @usableFromInline func reloadAllItems() { reloadData() }

    @usableFromInline func applyBatch(deleting deletes: [IndexPath], inserting inserts: [IndexPath], reloading reloads: [IndexPath]) {
        performBatchUpdates {
            if !deletes.isEmpty { self.deleteItems(at: deletes) }
            if !inserts.isEmpty { self.insertItems(at: inserts) }
            if !reloads.isEmpty { self.reloadItems(at: reloads) }
        }
    }

    @usableFromInline var focusedItemPath: IndexPath? { indexPathForFocusedItem }
    @usableFromInline var selectedItemPaths: [IndexPath] { indexPathsForSelectedItems }
    @usableFromInline func selectItemPath(_ indexPath: IndexPath) { selectItem(at: indexPath, animated: false, scrollPosition: []) }
    @usableFromInline func deselectItemPath(_ indexPath: IndexPath) { deselectItem(at: indexPath, animated: false) }
    @usableFromInline func focusItemPath(_ indexPath: IndexPath) { _ = focusItem(at: indexPath) }
}
