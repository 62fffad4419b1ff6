internal import CGtk
import FoundationEssentials

/// The selected row (UIKit's `indexPathForSelectedRow`), kept where its row goes.
extension TableViewCore {
    /// See ``TableView/selectRow(at:animated:scrollPosition:)``.
    func selectRow(at indexPath: IndexPath?) {
        guard let indexPath else {
            selectedRow = nil
            return
        }
        guard rowCounts.indices.contains(indexPath.section), indexPath.row >= 0, indexPath.row < rowCounts[indexPath.section] else {
            let counts = rowCounts.map(String.init).joined(separator: ", ")
            gtkkit_log_critical(
                "GtkKit",
                "TableView.selectRow(at:): no row \(indexPath.row) in section \(indexPath.section) (rows per section: \(counts)); nothing selected"
            )
            return
        }
        selectedRow = indexPath
        // On GNOME the focused row is the current one: a table that has the focus moves it there.
        if table.containsFocus { focusRow(at: indexPath) } else { _ = loadCellForRow(at: indexPath) }
    }

    /// The selection after rows were inserted at `indexPaths` (sorted, first to last).
    func selectionAfterInserting(_ indexPaths: [IndexPath]) {
        guard let selected = selectedRow else { return }
        var row = selected.row
        for inserted in indexPaths where inserted.section == selected.section && inserted.row <= row { row += 1 }
        selectedRow = IndexPath(row: row, section: selected.section)
    }

    /// The selection after the rows at `indexPaths` were deleted: gone with its row.
    func selectionAfterDeleting(_ indexPaths: [IndexPath]) {
        guard let selected = selectedRow else { return }
        if indexPaths.contains(selected) {
            selectedRow = nil
            return
        }
        let above = indexPaths.filter { $0.section == selected.section && $0.row < selected.row }.count
        selectedRow = IndexPath(row: selected.row - above, section: selected.section)
    }

    /// The selection after a row moved from `source` to `destination` in one section.
    func selectionAfterMoving(from source: IndexPath, to destination: IndexPath) {
        guard let selected = selectedRow, selected.section == source.section else { return }
        if selected == source {
            selectedRow = destination
            return
        }
        var row = selected.row
        if source.row < row { row -= 1 }
        if destination.row <= row { row += 1 }
        selectedRow = IndexPath(row: row, section: selected.section)
    }
}
