import FoundationEssentials
import GtkKit
import SegueCore

/// Ctrl+F (or typing in the list) searches the tasks in the store as you type; Escape shows them
/// all again, the focus on the task that had it among the results.
extension TasksViewController: SearchResultsUpdating, SearchControllerDelegate {
    func installSearch() {
        let search = SearchController()
        search.searchBar.placeholder = logic.searchPlaceholder
        search.searchResultsUpdater = self
        search.delegate = self
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: SearchController) {
        if let focused = tableView.indexPathForFocusedRow, logic.tasks.indices.contains(focused.row) {
            taskFocusedInSearch = logic.tasks[focused.row].id
        }
        do {
            try logic.search(for: searchController.isActive ? searchController.searchBar.text : "")
        } catch {
            Alert.showProblem(localized("The tasks could not be searched"), error.description, over: view)
        }
        tableView.reloadData()
    }

    func willPresentSearchController(_ searchController: SearchController) { taskFocusedInSearch = nil }

    func didDismissSearchController(_ searchController: SearchController) {
        guard let id = taskFocusedInSearch, let row = logic.row(ofTaskWithID: id) else { return }
        taskFocusedInSearch = nil
        _ = tableView.focusRow(at: IndexPath(row: row, section: 0))
    }
}
