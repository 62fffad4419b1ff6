import FoundationEssentials

/// Batches of row changes (UIKit's `performBatchUpdates(_:completion:)` and
/// `beginUpdates()`/`endUpdates()`).
extension TableViewCore {
    /// Opens a batch (or a nested one): row changes are recorded until the outermost one ends.
    func beginBatch() {
        if batch != nil {
            batch?.depth += 1
        } else {
            batch = TableBatch()
        }
    }

    /// Closes a batch; the outermost one's end applies what was recorded. Its counts are checked
    /// once, against the data source as it is after every change: a mismatch is a GLib critical
    /// naming it, and the table reloads from the data source.
    func endBatch() {
        guard var changes = batch else { return }
        changes.depth -= 1
        guard changes.depth == 0 else {
            batch = changes
            return
        }
        batch = nil
        guard !needsReload else { return }
        if changes.reloadsAll { return reloadData() }
        guard matchesDataSource(after: "performBatchUpdates(_:completion:)", inserting: changes.inserts, deleting: changes.deletes)
        else { return }
        // A move among other changes is shown by reloading, which keeps the focus at its place.
        if !changes.moves.isEmpty {
            if changes.moves.count == 1, changes.inserts.isEmpty, changes.deletes.isEmpty, changes.reloads.isEmpty {
                return moveRow(at: changes.moves[0].from, to: changes.moves[0].to)
            }
            return reloadData()
        }
        if !changes.deletes.isEmpty { deleteRows(at: Array(Set(changes.deletes)), checked: false) }
        if !changes.inserts.isEmpty { insertRows(at: Array(Set(changes.inserts)), checked: false) }
        let reloads = changes.reloads.compactMap(changes.rowAfter)
        if !reloads.isEmpty { reloadRows(at: reloads) }
    }
}
