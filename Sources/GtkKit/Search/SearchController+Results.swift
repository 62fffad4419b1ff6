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
        guard searchModeChanged || text != results.filteredText else { return }
        let wasFiltered = results.filter(by: text)
        searchResultsUpdater?.updateSearchResults(for: self)
        showEmptyStates()
        guard let count = table?.numberOfRows ?? resultsCollectionView?.numberOfItems else { return }
        if announcesResultCount, !text.isEmpty || wasFiltered && isActive { announceResultCount(count) }
    }

    /// While text is typed, an empty list shows "No Results" (or "Searching…", while
    /// ``isLoadingResults``) in place of its own empty state, which is back when the search ends.
    func showEmptyStates() {
        let searching = results.isFiltering
        if let grid = resultsCollectionView {
            swapEmptyState(
                searching ? placeholder(.init(isLoading: isLoadingResults, isForGrid: true)) : nil,
                get: { grid.emptyStateView }, set: { grid.emptyStateView = $0 }, own: &gridEmptyState)
        }
        if let table {
            swapEmptyState(
                searching ? placeholder(.init(isLoading: isLoadingResults, isForGrid: false)) : nil,
                get: { table.emptyStateView }, set: { table.emptyStateView = $0 }, own: &ownEmptyState)
        }
    }

    /// Puts `shown` in place of a list's empty state, keeping the list's own in `own`; with no
    /// `shown`, puts that back.
    private func swapEmptyState(_ shown: View?, get: () -> View?, set: (View?) -> Void, own: inout View?) {
        let current = get()
        let currentIsOurs = results.isPlaceholder(current)
        if let shown {
            guard current !== shown else { return }
            if !currentIsOurs { own = current }
            set(shown)
        } else if currentIsOurs {
            set(own)
            own = nil
        }
    }

    /// The status page for `kind`, made the first time it is needed.
    private func placeholder(_ kind: SearchPlaceholder) -> View {
        results.placeholder(kind) {
            kind.isLoading
                ? StatusPage(
                    iconName: "edit-find-symbolic", title: gettextString("Searching…"),
                    description: gettextString("Results are still being found."))
                : StatusPage(
                    iconName: "edit-find-symbolic", title: gettextString("No Results"),
                    description: gettextString("Try a different search."))
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
