import FoundationEssentials

/// What a search does to its owner's list: the updater filters, a table that finds nothing says
/// "No Results", a screen reader hears the count, and the focus moves between field and list.
extension SearchController {
    /// The owner's table, when the owner is a table view controller.
    private var table: TableView? { (owner as? TableViewController)?.tableView }

    /// Asks the updater to filter by the current text (once per change, and as the search begins
    /// and ends, as UIKit does), then shows and says what it found.
    func updateResults(searchModeChanged: Bool = false) {
        let text = isActive ? searchBar.text : ""
        guard searchModeChanged || text != filteredText else { return }
        let wasFiltered = !(filteredText ?? "").isEmpty
        filteredText = text
        searchResultsUpdater?.updateSearchResults(for: self)
        if let grid = resultsCollectionView { showNoResults(!text.isEmpty, in: grid) }
        if let table { showNoResults(!text.isEmpty, in: table) }
        guard let count = table?.numberOfRows ?? resultsCollectionView?.numberOfItems else { return }
        if announcesResultCount, !text.isEmpty || wasFiltered && isActive { announceResultCount(count) }
    }

    /// While text is typed, an empty table shows "No Results"; otherwise its own empty state.
    private func showNoResults(_ searching: Bool, in table: TableView) {
        swapEmptyState(
            searching, get: { table.emptyStateView }, set: { table.emptyStateView = $0 }, noResults: noResultsView, own: &ownEmptyState)
    }

    /// The same for a results grid (with a "No Results" of its own: a widget has one parent).
    private func showNoResults(_ searching: Bool, in grid: CollectionView) {
        swapEmptyState(
            searching, get: { grid.emptyStateView }, set: { grid.emptyStateView = $0 }, noResults: gridNoResultsView, own: &gridEmptyState)
    }

    /// Puts `noResults` in place of a list's empty state while `searching`, keeping the list's
    /// own in `own`, and puts that back after.
    private func swapEmptyState(
        _ searching: Bool, get: () -> Widget?, set: (Widget?) -> Void, noResults: Widget, own: inout Widget?
    ) {
        if searching {
            if get() !== noResults {
                own = get()
                set(noResults)
            }
        } else if get() === noResults {
            set(own)
            own = nil
        }
    }

    /// "No results", "1 result", "12 results" (translated, with the language's plural forms).
    package static func resultCountText(_ count: Int) -> String {
        count == 0
            ? gettextString("No results")
            : gettextString(format: gettextPlural("%1$@ result", "%1$@ results", count: count), String(count))
    }

    /// Down in the field: the first result takes the focus. Returns false (the key goes on) when
    /// there is none.
    func focusResults() -> Bool {
        if let grid = resultsCollectionView, grid.isDrawable {
            guard let first = (0..<grid.numberOfSections).first(where: { grid.numberOfItems(inSection: $0) > 0 }) else { return false }
            return grid.focusItem(at: IndexPath(item: 0, section: first))
        }
        if let table {
            guard table.numberOfRows > 0 else { return false }
            let first = (0..<table.numberOfSections).first { table.numberOfRows(inSection: $0) > 0 } ?? 0
            return table.focusRow(at: IndexPath(row: 0, section: first))
        }
        return owner?.viewIfLoaded?.focusFirstChild() ?? false
    }

    /// The search ended from the field or the list: the focus goes back to the list.
    func focusList() {
        guard let owner, let view = owner.viewIfLoaded else { return }
        if let grid = resultsCollectionView, grid.isDrawable {
            if let current = grid.currentItem, grid.focusItem(at: current) { return }
            if focusResults() { return }
        }
        if let widget = owner.initialFocusWidget, widget.grabFocus() { return }
        if focusResults() { return }
        _ = view.focusFirstChild()
    }
}
