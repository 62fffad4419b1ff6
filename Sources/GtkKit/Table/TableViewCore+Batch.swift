import FoundationEssentials

/// Batches of row changes (UIKit's `performBatchUpdates(_:completion:)` and
/// `beginUpdates()`/`endUpdates()`).
extension TableViewCore {
    /// Opens a batch (or a nested one): row changes are recorded until the outermost one ends.
    func beginBatch() { batches.begin() }

    /// Closes a batch; the outermost one's end applies what was recorded. Its counts are checked
    /// once, against the data source as it is after every change: a mismatch is a GLib critical
    /// naming it, and the table reloads from the data source.
    func endBatch() {
        guard let changes = batches.end() else { return }
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
        let deletes = Array(Set(changes.deletes))
        let inserts = Array(Set(changes.inserts))
        if !deletes.isEmpty { deleteRows(at: deletes, checked: false) }
        if !inserts.isEmpty { insertRows(at: inserts, checked: false) }
        let map = BatchUpdateMap(deletions: deletes, insertions: inserts)
        let reloads = changes.reloads.compactMap(map.newIndexPath(for:))
        if !reloads.isEmpty { reloadRows(at: reloads) }
    }
}
