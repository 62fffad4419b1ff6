internal import CGtk
import FoundationEssentials

/// Changing the items: each change is a batch (UIKit's rules, ``BatchUpdateMap``). Cells of
/// items that stay keep their widgets, moved to their new places, so the focus and the selection
/// stay on their items; only inserted and reloaded items are asked of the data source.
extension CollectionView {
    /// Asks the data source for everything again (UIKit's `reloadData()`): cells go to the reuse
    /// pool, the selection is cleared, and the focus stays at the same place.
    public func reloadData() {
        items.setNeedsReload()
        reloadIfNeeded()
    }

    /// Items were inserted in the data at `indexPaths` (numbered as after the change).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.inserts += indexPaths } }

    /// Items were deleted from the data at `indexPaths` (numbered as before the change).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletes += indexPaths } }

    /// An item moved in the data from `indexPath` to `newIndexPath`: its cell moves with it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.moves.append((indexPath, newIndexPath)) } }

    /// The items at `indexPaths` changed: their cells are made again by the data source.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloads += indexPaths } }

    /// Sections were inserted: the collection is reloaded (GtkKit keeps cells across item
    /// changes, not section changes).
    public func insertSections(_ sections: some Sequence<Int>) { record { $0.reloadsAll = true } }

    /// Sections were deleted: the collection is reloaded.
    public func deleteSections(_ sections: some Sequence<Int>) { record { $0.reloadsAll = true } }

    /// Sections changed: the collection is reloaded.
    public func reloadSections(_ sections: some Sequence<Int>) { record { $0.reloadsAll = true } }

    /// Makes the changes `updates` asks for as one (UIKit's `performBatchUpdates(_:completion:)`):
    /// deletions and move sources numbered as before, insertions and move destinations as after.
    /// `completion` gets true once they are shown (false when the collection had to reload).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batches.begin()
        updates?()
        guard let recorded = batches.end() else { return }
        // Applied whether or not there is a completion (an optional call skips its arguments).
        let shown = apply(recorded)
        completion?(shown)
    }

    private func record(_ change: (inout ListBatch) -> Void) {
        guard !batches.record(change) else { return }
        var single = ListBatch()
        change(&single)
        apply(single)
    }

    /// Shows `batch`; false when it reloaded instead.
    @discardableResult
    func apply(_ batch: ListBatch) -> Bool {
        // Before the first layout the data source has not been asked: it will be, once.
        if needsReload { return true }
        if batch.reloadsAll { return reload() }
        let map = BatchUpdateMap(deletions: batch.deletes, insertions: batch.inserts, moves: batch.moves)
        let newCounts = countItems()
        guard newCounts.count == counts.count else { return reload(because: "the number of sections changed") }
        for section in counts.indices where newCounts[section] != counts[section] + map.change(in: section) {
            return reload(
                because: "section \(section) has \(newCounts[section]) items after the update, not the \(counts[section]) before it "
                    + "plus those inserted and minus those deleted (\(map.change(in: section)))")
        }
        let hadFocus = containsFocus
        let reloaded = Set(batch.reloads.compactMap { map.newIndexPath(for: $0) })
        let gone = items.applyBatch(map, counts: newCounts, reloaded: reloaded)
        for cell in gone { gtk_widget_set_can_focus(cell.widget, 0) }
        following.needPlacement()
        updateWindow()
        updatePositionTexts()
        if let current, let cell = cells[current] {
            gtk_widget_set_can_focus(cell.widget, 1)
            if hadFocus, !containsFocus || gone.contains(where: { $0.containsFocus }) { _ = cell.grabFocus() }
        }
        for cell in gone { recycle(cell) }
        return true
    }

    private func reload(because reason: String? = nil) -> Bool {
        if let reason { logProgrammingError("CollectionView: invalid batch update: \(reason); the collection is reloaded") }
        reloadData()
        return false
    }
}
