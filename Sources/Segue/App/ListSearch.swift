import FoundationEssentials
import GtkKit
import SegueCore

/// A list page's search, wired the same way in every list: each change filters the rows (the
/// logic's `search(for:)`) and reloads the table; when the search ends, the item whose row had the
/// focus among the results has it again in the whole list (by its id: its row changes).
@MainActor
final class ListSearch: SearchResultsUpdating, SearchControllerDelegate {
    /// The search controller to set as the page's `navigationItem.searchController`.
    let controller = SearchController()
    private weak var table: TableView?
    private let itemID: (Int) -> Int64?
    private let row: (Int64) -> Int?
    private let filter: (String) -> Void
    private let countIsPending: () -> Bool
    private var focusedItem: Int64?

    /// A search of `table`'s rows: `itemID` names the item at a row, `row` finds an item's row,
    /// `filter` shows the items matching a text (all of them for ""); `countIsPending` says the
    /// rows are the first results only, the rest still being counted (``resultsCounted()``).
    init(
        table: TableView, placeholder: String, itemID: @escaping (Int) -> Int64?, row: @escaping (Int64) -> Int?,
        filter: @escaping (String) -> Void, countIsPending: @escaping () -> Bool = { false }
    ) {
        self.table = table
        self.itemID = itemID
        self.row = row
        self.filter = filter
        self.countIsPending = countIsPending
        controller.searchBar.placeholder = placeholder
        controller.searchResultsUpdater = self
        controller.delegate = self
    }

    func updateSearchResults(for searchController: SearchController) {
        guard let table else { return }
        if let focused = table.indexPathForFocusedRow, let id = itemID(focused.row) { focusedItem = id }
        filter(searchController.isActive ? searchController.searchBar.text : "")
        table.reloadData()
        // A count still coming is announced when it comes, not as the first rows' number.
        searchController.announcesResultCount = !countIsPending()
    }

    /// The rest of the results were counted: the table shows them all, and a screen reader hears
    /// how many there are.
    func resultsCounted() {
        guard let table else { return }
        let focused = table.indexPathForFocusedRow // among the first results, which stay where they are
        table.reloadData()
        if let focused { _ = table.focusRow(at: focused) }
        if controller.isActive { controller.announceResultCount(table.numberOfRows) }
    }

    func willPresentSearchController(_ searchController: SearchController) { focusedItem = nil }

    func didDismissSearchController(_ searchController: SearchController) {
        defer { focusedItem = nil }
        guard let table, let id = focusedItem, let found = row(id) else { return }
        _ = table.focusRow(at: IndexPath(row: found, section: 0))
    }
}
