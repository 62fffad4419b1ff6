internal import CGtk

/// Filters a list as the user types, after UIKit's `UISearchController`: set it as a list
/// controller's ``NavigationItem/searchController`` and give it a ``searchResultsUpdater``.
///
/// ```swift
/// let search = SearchController()
/// search.searchResultsUpdater = self
/// search.searchBar.placeholder = "Search Tasks"
/// navigationItem.searchController = search
/// ```
///
/// On GNOME, a list is searched in place, as GNOME's own apps do (UIKit's default, with a nil
/// `searchResultsController`): the ``SearchBar`` slides in over the list when the user presses
/// Ctrl+F, types while the list has the focus, or clicks the header's search button; each change
/// asks the updater to filter; Down moves from the field to the results; Escape (in the field or
/// the list) ends the search, shows the whole list again and puts the focus back on it. While
/// text is typed, a list that shows nothing says "No Results" in place of its empty state, and a
/// screen reader hears how many results there are (both when the controller is a
/// ``TableViewController``).
@MainActor
public final class SearchController {
    /// The search field and its bar.
    public let searchBar = SearchBar()
    /// Filters the list as the text changes (held weakly, as UIKit's).
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Told as the search begins and ends (held weakly).
    public weak var delegate: SearchControllerDelegate?

    /// A grid showing the same results as the owner's table (a list page's "View as Grid"):
    /// while it is on screen instead of the table, Down in the field goes to its first item,
    /// it shows "No Results" when the search finds nothing, and Escape returns the focus to it.
    /// (GtkKit's addition: GNOME's file and photo browsers switch a list to a grid in place.)
    public weak var resultsCollectionView: CollectionView?

    /// Whether the owner table's number of rows is announced after each update (true by
    /// default). A list whose results arrive later — counted off the main thread — sets it false
    /// while they are coming, and calls ``announceResultCount(_:)`` when they have. (GtkKit's
    /// addition: UIKit leaves what VoiceOver hears to the app.)
    public var announcesResultCount = true

    /// Says how many results the search found ("No results", "1 result", "12 results"), as a
    /// screen reader's announcement.
    public func announceResultCount(_ count: Int) {
        WindowAccessibility.announce(Self.resultCountText(count), near: searchBar)
    }

    /// The header's search button (GNOME's magnifier toggle), pressed while the search is on.
    let searchButton: View
    /// The controller whose navigation item holds this search.
    weak var owner: ViewController?
    /// The page the search bar shows on, which also feeds it the keys typed in the list.
    private weak var page: View?
    /// The owner table's own empty state, put back when the search ends.
    var ownEmptyState: View?
    /// A results grid's own empty state, put back when the search ends.
    var gridEmptyState: View?
    /// The text last filtered by, and the "No Results" and "Searching…" pages; changed through
    /// its own methods (`SearchResultsState`).
    var results = SearchResultsState()

    /// Whether the results are still coming (found off the main thread): while the list shows
    /// none, it says "Searching…" rather than "No Results". Set it back to false when they have
    /// come. (GtkKit's addition, as ``announcesResultCount``: UIKit leaves this to the app.)
    public var isLoadingResults = false {
        didSet { if oldValue != isLoadingResults { showEmptyStates() } }
    }
    private var isSyncingButton = false

    /// A search controller showing its results in its owner's list (UIKit's
    /// `UISearchController(searchResultsController: nil)`; a separate results controller is not
    /// GNOME's way, and GtkKit has none).
    public init() {
        searchButton = View.wrapping(untyped(gtk_toggle_button_new()), ownership: .full)
        gtk_button_set_icon_name(searchButton.pointer(), "system-search-symbolic")
        // Named by its own label alone, not "GtkImage Search" (AccessibilityRepair.nameIconButtonAlone).
        if AccessibilityRepair.nameIconButtonAlone.isNeeded {
            gtk_accessible_reset_relation(searchButton.opaque, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        }
        searchButton.accessibilityLabel = gettextString("Search")
        searchButton.tooltip = gettextString("Search (Ctrl+F)")
        searchButton.connect("toggled") { [weak self] in
            guard let self, !self.isSyncingButton else { return }
            self.isActive = Bool(gboolean: gtk_toggle_button_get_active(self.searchButton.pointer()))
        }
        searchBar.onSearchModeChange = { [weak self] active in self?.searchModeChanged(active) }
        searchBar.onTextChange = { [weak self] in self?.textChanged() }
        searchBar.onMoveToResults = { [weak self] in self?.focusResults() ?? false }
    }

    /// Whether the search is on: the bar shows and the list is filtered. Setting it shows or
    /// hides the bar, as the user would.
    public var isActive: Bool {
        get { searchBar.isSearchModeEnabled }
        set {
            guard newValue != isActive else { return }
            searchBar.isSearchModeEnabled = newValue
        }
    }

    /// Shows the bar on `page` (the owner's page in its container) and lets the page's keys
    /// start a search: typing in it, Ctrl+F anywhere in the window while it is on screen, and
    /// Escape in it while the search is on.
    func attach(to page: View) {
        guard page !== self.page else { return }
        self.page = page
        searchBar.captureKeys(from: page)
        let find = ShortcutController(global: true)
        find.add("<Control>f") { [weak self, weak page] in
            guard let self, let page, page.isDrawable else { return false }
            self.begin()
            return true
        }
        page.addController(find)
        let escape = ShortcutController(global: false)
        escape.add("Escape") { [weak self] in
            guard let self, self.isActive else { return false }
            self.isActive = false
            return true
        }
        page.addController(escape)
    }

    /// The bar leaves `page` (the search controller was taken off its navigation item).
    func detach() {
        searchBar.captureKeys(from: nil)
        if searchBar.parentPointer != nil { searchBar.removeFromSuperview() }
        page = nil
        owner = nil
    }

    /// Ctrl+F: starts the search, or, already on, puts the focus back in the field.
    private func begin() {
        if isActive {
            searchBar.focusField(selectingText: true)
        } else {
            isActive = true
        }
    }

    private func searchModeChanged(_ active: Bool) {
        isSyncingButton = true
        gtk_toggle_button_set_active(searchButton.pointer(), active.gboolean)
        isSyncingButton = false
        if active {
            delegate?.willPresentSearchController(self)
            // Typing in the list started it: GTK is passing that key to the field, which must not
            // select (and so replace) it.
            if !searchBar.fieldHasFocus { searchBar.focusField(selectingText: false) }
            updateResults(searchModeChanged: true)
            delegate?.didPresentSearchController(self)
        } else {
            delegate?.willDismissSearchController(self)
            // GtkSearchBar has emptied the field already, as its search mode went off.
            let focusWasInSearch = searchBar.fieldHasFocus || owner?.viewIfLoaded?.containsFocus == true
            updateResults(searchModeChanged: true)
            if focusWasInSearch { focusList() }
            delegate?.didDismissSearchController(self)
        }
    }

    private func textChanged() {
        guard isActive else { return }
        updateResults()
    }
}
