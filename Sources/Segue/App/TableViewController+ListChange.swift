import FoundationEssentials
import GtkKit
import SegueCore

extension TableViewController {
    /// Mirrors a one-section list's change in the rows, rebuilding only what changed. With
    /// `focusingInsertedRow`, an inserted row takes the keyboard focus (an undone deletion: a
    /// screen reader then reads the row that came back).
    func apply(_ change: ListChange, focusingInsertedRow: Bool = false) {
        defer {
            if change != .none, change != .reloaded { showFooterTitles() }
            if focusingInsertedRow, tableView.isDrawable, case .inserted(let row) = change {
                tableView.loadCellForRow(at: IndexPath(row: row, section: 0))?.grabFocus()
            }
        }
        switch change {
        case .none: break
        case .updated(let row): tableView.reloadRows(at: [IndexPath(row: row, section: 0)])
        case .inserted(let row): tableView.insertRows(at: [IndexPath(row: row, section: 0)])
        case .removed(let row): tableView.deleteRows(at: [IndexPath(row: row, section: 0)])
        case .moved(let from, let to): tableView.moveRow(at: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0))
        case .reloaded: tableView.reloadData()
        }
    }

    /// Shows each section's footer title again (a count), without rebuilding a row.
    func showFooterTitles() {
        for section in 0..<tableView.numberOfSections {
            tableView.footerView(forSection: section)?.text = self.tableView(tableView, titleForFooterInSection: section) ?? ""
        }
    }
}
