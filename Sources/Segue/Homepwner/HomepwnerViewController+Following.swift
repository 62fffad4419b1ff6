import FoundationEssentials
import GtkKit
import SegueCore

/// Homepwner follows the file while it shows: an item another program added, deleted, edited
/// or moved appears as it is there, the focus staying with its item.
extension HomepwnerViewController {
    /// F5 or Ctrl+R in the list or the grid: looks at the store now, not at the next second's
    /// look, for a user who knows another program just wrote it.
    func refresh(_ control: RefreshControl) {
        followStore()
        control.endRefreshing()
    }

    /// A refresh control for the list or the grid.
    func makeRefreshControl() -> RefreshControl {
        let refresh = RefreshControl()
        refresh.addTarget(self, action: HomepwnerViewController.refresh, for: .valueChanged)
        return refresh
    }

    /// Shows what another program changed in the store (nothing is read when nothing changed).
    func followStore() {
        guard isViewLoaded else { return }
        let focusedID = tableView.indexPathForFocusedRow.map { logic.items[$0.row].id }
        guard let change = try? logic.followStore(), change != .none else { return }
        applyToListAndGrid(change)
        if let focusedID, let row = logic.row(ofItemWithID: focusedID) {
            tableView.loadCellForRow(at: IndexPath(row: row, section: 0))?.grabFocus()
        }
    }
}
