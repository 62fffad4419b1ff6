import FoundationEssentials
import GtkKit
import SegueCore

/// Ctrl+F (or typing in the list) searches the tasks in the store as you type; Escape shows them
/// all again, the focus on the task that had it among the results.
extension TasksViewController {
    func makeSearch() -> ListSearch {
        ListSearch(
            table: tableView, placeholder: logic.searchPlaceholder,
            itemID: { [weak self] row in self.flatMap { $0.logic.tasks.indices.contains(row) ? $0.logic.tasks[row].id : nil } },
            row: { [weak self] id in self?.logic.row(ofTaskWithID: id) },
            filter: { [weak self] text in self?.showTasks(matching: text) },
            countIsPending: { [weak self] in self?.logic.isCountingResults ?? false },
            isFinding: { [weak self] in self?.logic.isFindingResults ?? false })
    }

    /// Shows the tasks matching `text`; a store that cannot be read says why.
    private func showTasks(matching text: String) {
        do {
            try logic.search(for: text)
        } catch {
            showProblem(localized("The tasks could not be searched"), error.description)
        }
    }
}
