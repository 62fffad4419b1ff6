import FoundationEssentials

/// The row changes a table records between the start and the end of a batch
/// (`performBatchUpdates`, `beginUpdates`/`endUpdates`), to apply together: as in UIKit, deletes
/// and reloads name rows as they were before the batch, inserts as they are after it.
struct TableBatch {
    /// How many batches are open (they nest; the outermost one's end applies them).
    var depth = 1
    var inserts: [IndexPath] = []
    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// `reloadData()` was called inside the batch: everything is reloaded at its end.
    var reloadsAll = false

    /// Where the row at `indexPath` before the batch is after its deletes and inserts; nil if
    /// it was deleted.
    func rowAfter(_ indexPath: IndexPath) -> IndexPath? {
        let deleted = Set(deletes)
        guard !deleted.contains(indexPath) else { return nil }
        var row = indexPath.row - deleted.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
        for inserted in Set(inserts).filter({ $0.section == indexPath.section }).sorted(by: { $0.row < $1.row }) where inserted.row <= row {
            row += 1
        }
        return IndexPath(row: row, section: indexPath.section)
    }
}
