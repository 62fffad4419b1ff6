import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A list of fruit that filters itself as its search controller's text changes.
@MainActor
private final class FruitList: TableViewController, SearchResultsUpdating, SearchControllerDelegate {
    let fruit = ["Apple", "Banana", "Cherry", "Apricot", "Crème brûlée"]
    private(set) var shown: [String]
    private(set) var updates: [(text: String, active: Bool)] = []
    private(set) var events: [String] = []

    required init?(coder: Coder) { nil }

    override init() {
        shown = fruit
        super.init()
        title = "Fruit"
        tableView.emptyStateView = Label("No fruit")
        let search = SearchController()
        search.searchResultsUpdater = self
        search.delegate = self
        search.searchBar.placeholder = "Search Fruit"
        navigationItem.searchController = search
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.text = shown[indexPath.row]
        return cell
    }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text
        updates.append((text, searchController.isActive))
        shown = text.isEmpty ? fruit : fruit.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    func willPresentSearchController(_ searchController: SearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: SearchController) { events.append("didPresent") }
    func willDismissSearchController(_ searchController: SearchController) { events.append("willDismiss") }
    func didDismissSearchController(_ searchController: SearchController) { events.append("didDismiss") }
}

/// `SearchController` on GtkSearchBar: Ctrl+F and typing start a search, each key filters, Down
/// goes to the results, Escape ends it with the whole list and the focus back on it.
final class SearchControllerTests: GtkTestCase {
    @MainActor
    private func makeList() -> (Window, FruitList, NavigationController) {
        let list = FruitList()
        let navigation = NavigationController(rootViewController: list)
        let window = presentInWindow(navigation)
        _ = pump(until: { list.tableView.isDrawable })
        return (window, list, navigation)
    }

    @MainActor
    private func focusedText(_ window: Window) -> String? {
        guard var focus = gtk_root_get_focus(OpaquePointer(window.widget)) else { return nil }
        while gtk_widget_get_parent(focus) != nil, !Bool(gboolean: gtkkit_is_a(focus, gtk_list_box_row_get_type())) {
            if Bool(gboolean: gtkkit_is_a(focus, gtk_search_entry_get_type())) { return "search field" }
            focus = gtk_widget_get_parent(focus)
        }
        return WidgetTree.visibleLabelTexts(under: focus).first
    }

    @MainActor
    func testTypingInTheListSearchesAsYouTypeAndEscapeBringsTheWholeListBackWithTheFocus() async throws {
        let (window, list, _) = makeList()
        let search = try XCTUnwrap(list.navigationItem.searchController)
        XCTAssertFalse(search.isActive)
        let field = try XCTUnwrap(WidgetTree.first(ofType: gtk_search_entry_get_type(), under: window.widget))
        XCTAssertFalse(Bool(gboolean: gtk_widget_is_drawable(field)), "GNOME's way: no field until a search begins")
        XCTAssertFalse(Bool(gboolean: gtk_widget_get_visible(field)), "hidden outright: GTK 4.8 would tell screen readers of it")
        _ = list.tableView.focusRow(at: IndexPath(row: 1, section: 0))
        try XKeyboard.type("ap", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { list.shown == ["Apple", "Apricot"] }), "typing in the list searched: \(list.shown)")
        XCTAssertTrue(search.isActive)
        XCTAssertEqual(search.searchBar.text, "ap", "the first key typed is kept, not replaced")
        XCTAssertEqual(list.tableView.numberOfRows, 2)
        XCTAssertEqual(focusedText(window), "search field")
        XCTAssertEqual(list.events, ["willPresent", "didPresent"])

        try XKeyboard.press("Down", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { self.focusedText(window) == "Apple" }), "Down goes to the first result")
        try XKeyboard.press("Escape", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { !search.isActive && list.shown.count == 5 }), "Escape in the results ends the search")
        XCTAssertEqual(search.searchBar.text, "")
        XCTAssertEqual(list.tableView.numberOfRows, 5)
        XCTAssertEqual(list.updates.last?.active, false)
        XCTAssertNotNil(focusedText(window).flatMap { list.fruit.contains($0) ? $0 : nil }, "the focus is back on the list")
        XCTAssertEqual(list.events, ["willPresent", "didPresent", "willDismiss", "didDismiss"])
    }

    @MainActor
    func testControlFOpensTheFieldNothingFoundSaysNoResultsAndEscapeInTheFieldEndsIt() async throws {
        let (window, list, _) = makeList()
        let search = try XCTUnwrap(list.navigationItem.searchController)
        try XKeyboard.press("ctrl+f", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { search.isActive && self.focusedText(window) == "search field" }), "Ctrl+F opens the field")
        try XKeyboard.type("zz", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { list.shown.isEmpty }))
        let empty = try XCTUnwrap(list.tableView.emptyStateView)
        XCTAssertEqual(empty.accessibilityLabel, "No Results", "an empty result says so, not the list's own empty state")
        XCTAssertTrue(pump(until: { empty.isDrawable }))
        try XKeyboard.press("ctrl+a", inWindowTitled: window.title)
        try XKeyboard.press("BackSpace", inWindowTitled: window.title)
        // Under a loaded CI run the next keys once arrived before the selection was made.
        XCTAssertTrue(pump(until: { search.searchBar.text.isEmpty }), "Ctrl+A and Backspace empty the field")
        try XKeyboard.type("crème", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { list.shown == ["Crème brûlée"] }), "the field's text is replaced: \(list.shown)")
        try XKeyboard.press("Escape", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { !search.isActive && list.shown.count == 5 }))
        XCTAssertTrue(WidgetTree.visibleLabelTexts(under: list.tableView.widget).contains("Banana"))
        XCTAssertFalse(empty.isDrawable)
        XCTAssertTrue(pump(until: { self.focusedText(window) == "Apple" }), "Escape in the field puts the focus on the list")
    }

    /// Results found off the main thread: until they come, an empty list says "Searching…", not
    /// "No Results" (which a screen reader user would take for the answer).
    @MainActor
    func testAnEmptyListSaysSearchingWhileResultsAreComingThenNoResults() async throws {
        let (_, list, _) = makeList()
        let search = try XCTUnwrap(list.navigationItem.searchController)
        let own = try XCTUnwrap(list.tableView.emptyStateView)
        search.isActive = true
        search.isLoadingResults = true
        search.searchBar.text = "zz"
        XCTAssertTrue(pump(until: { list.shown.isEmpty }))
        let searching = try XCTUnwrap(list.tableView.emptyStateView)
        XCTAssertEqual(searching.accessibilityLabel, "Searching…")
        XCTAssertTrue(pump(until: { searching.isDrawable }))
        search.isLoadingResults = false
        let none = try XCTUnwrap(list.tableView.emptyStateView)
        XCTAssertEqual(none.accessibilityLabel, "No Results", "once they have come, nothing found says so")
        XCTAssertTrue(pump(until: { none.isDrawable && !searching.isDrawable }))
        search.isLoadingResults = true
        XCTAssertTrue(list.tableView.emptyStateView === searching, "each made once")
        search.isActive = false
        XCTAssertTrue(pump(until: { list.shown.count == 5 }))
        XCTAssertTrue(list.tableView.emptyStateView === own, "the list's own empty state is back")
    }

    /// Text typed over a selection empties the field first: the list used to be filtered by the
    /// empty text too (every item shown and reloaded) before the new text's results.
    @MainActor
    func testReplacingTheTextFiltersByTheNewTextOnlyAndClearingItShowsEverything() async throws {
        let (window, list, _) = makeList()
        let search = try XCTUnwrap(list.navigationItem.searchController)
        search.isActive = true
        let field = try XCTUnwrap(WidgetTree.first(ofType: gtk_search_entry_get_type(), under: window.widget))
        XCTAssertTrue(pump(until: { Bool(gboolean: gtk_widget_is_drawable(field)) }))
        gtk_editable_set_text(OpaquePointer(field), "ban")
        XCTAssertTrue(pump(until: { list.shown == ["Banana"] }))
        gtk_editable_set_text(OpaquePointer(field), "ap") // as typing over the selected text does
        XCTAssertTrue(pump(until: { list.shown == ["Apple", "Apricot"] }))
        XCTAssertEqual(list.updates.map(\.text), ["", "ban", "ap"], "never the empty text in between")
        gtk_editable_set_text(OpaquePointer(field), "")
        XCTAssertTrue(pump(until: { list.shown.count == 5 }), "an emptied field shows every item")
        XCTAssertEqual(list.updates.map(\.text), ["", "ban", "ap", ""])
    }

    @MainActor
    func testTheHeaderButtonAndIsActiveShowTheSearchAndTheCountIsWorded() async throws {
        let (window, list, _) = makeList()
        let search = try XCTUnwrap(list.navigationItem.searchController)
        let button = try XCTUnwrap(WidgetTree.first(ofType: gtk_toggle_button_get_type(), under: window.widget))
        let toggle = UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkToggleButton.self)
        XCTAssertEqual(
            String(cString: gtk_button_get_icon_name(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self))),
            "system-search-symbolic")
        gtk_toggle_button_set_active(toggle, 1)
        XCTAssertTrue(search.isActive, "the header's search button starts a search")
        XCTAssertTrue(pump(until: { search.searchBar.isDrawable }))
        search.isActive = false
        XCTAssertFalse(Bool(gboolean: gtk_toggle_button_get_active(toggle)), "the button follows the search")
        XCTAssertEqual(list.updates.map(\.active), [true, false], "the updater hears the search begin and end, as UIKit's")
        XCTAssertEqual(list.updates.map(\.text), ["", ""])
        XCTAssertEqual(SearchController.resultCountText(0), "No results")
        XCTAssertEqual(SearchController.resultCountText(1), "1 result")
        XCTAssertEqual(SearchController.resultCountText(12), "12 results")
    }
}
