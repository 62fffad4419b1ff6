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
    /// A grid showing the same items, searched with them while it is on screen.
    private weak var grid: CollectionView?
    private let itemID: (Int) -> Int64?
    private let row: (Int64) -> Int?
    private let filter: (String) -> Void
    private let countIsPending: () -> Bool
    private let isFinding: () -> Bool
    private var focusedItem: Int64?

    /// A search of `table`'s rows: `itemID` names the item at a row, `row` finds an item's row,
    /// `filter` shows the items matching a text (all of them for ""); `countIsPending` says the
    /// rows are the first results only, the rest still being counted (``resultsCounted()``), and
    /// `isFinding` that they are still being found (the list says "Searching…", not "No Results").
    /// With a `grid` of the same items, the grid is searched while it is the one on screen.
    init(
        table: TableView, grid: CollectionView? = nil, placeholder: String, itemID: @escaping (Int) -> Int64?,
        row: @escaping (Int64) -> Int?, filter: @escaping (String) -> Void, countIsPending: @escaping () -> Bool = { false },
        isFinding: @escaping () -> Bool = { false }
    ) {
        self.table = table
        self.grid = grid
        self.itemID = itemID
        self.row = row
        self.filter = filter
        self.countIsPending = countIsPending
        self.isFinding = isFinding
        controller.searchBar.placeholder = placeholder
        controller.searchResultsUpdater = self
        controller.delegate = self
    }

    /// The grid, while it is the one on screen.
    private var shownGrid: CollectionView? { grid.flatMap { $0.isDrawable ? $0 : nil } }

    /// The row (or grid item) that has the focus.
    private var focusedRow: Int? { shownGrid.map { $0.indexPathForFocusedItem?.item } ?? table?.indexPathForFocusedRow?.row }

    /// Focuses the row (or grid item) at `row`.
    private func focus(row: Int) {
        if let grid = shownGrid {
            grid.focusItem(at: IndexPath(item: row, section: 0))
        } else {
            _ = table?.focusRow(at: IndexPath(row: row, section: 0))
        }
    }

    func updateSearchResults(for searchController: SearchController) {
        guard let table else { return }
        if let focused = focusedRow, let id = itemID(focused) { focusedItem = id }
        filter(searchController.isActive ? searchController.searchBar.text : "")
        table.reloadData()
        shownGrid?.reloadData()
        // A count still coming is announced when it comes, not as the first rows' number; rows
        // still being found are "Searching…", not "No Results", meanwhile.
        searchController.announcesResultCount = !countIsPending()
        searchController.isLoadingResults = isFinding()
    }

    /// The rest of the results were counted: the table shows them all, and a screen reader hears
    /// how many there are.
    func resultsCounted() {
        guard let table else { return }
        let focused = focusedRow // among the first results, which stay where they are
        table.reloadData()
        shownGrid?.reloadData()
        if let focused { focus(row: focused) }
        controller.isLoadingResults = isFinding()
        if controller.isActive { controller.announceResultCount(table.numberOfRows) }
    }

    func willPresentSearchController(_ searchController: SearchController) { focusedItem = nil }

    func didDismissSearchController(_ searchController: SearchController) {
        defer { focusedItem = nil }
        guard let id = focusedItem, let found = row(id) else { return }
        focus(row: found)
    }
}
