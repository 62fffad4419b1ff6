internal import CGtk

/// A search field in a bar that slides in under the header bar, after UIKit's `UISearchBar`: a
/// `GtkSearchBar` holding a `GtkSearchEntry`. Usually made by a ``SearchController``, which shows
/// it while a search is on.
///
/// GNOME's convention wins over UIKit's here: the bar is hidden until a search begins (Ctrl+F,
/// typing in the list, or the header's search button), has no Cancel button (Escape ends the
/// search), and the text changes are reported as the user types, with no delay.
@MainActor
public final class SearchBar: View {
    /// The search field.
    let entry: View

    /// Told of the user's changes, Return and Escape.
    public weak var delegate: SearchBarDelegate?

    /// Called for each change the user makes (the search controller's hook; the delegate is the app's).
    var onTextChange: (@MainActor () -> Void)?
    /// Called when the user ends the search (Escape) or search mode goes off.
    var onSearchModeChange: (@MainActor (Bool) -> Void)?
    /// Called at Down in the field: the results take the focus.
    var onMoveToResults: (@MainActor () -> Bool)?

    /// Set while code sets the text, so only the user's changes are reported.
    private var isSettingInCode = false
    /// An empty text waiting to be reported (see the "search-changed" handler).
    private var pendingEmptyText: MainLoop.Timer?

    private func reportTextChange() {
        delegate?.searchBar(self, textDidChange: text)
        onTextChange?()
    }

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// A hidden bar with an empty field.
    public init() {
        entry = View.wrapping(untyped(gtk_search_entry_new()), ownership: .full)
        View.adopt(untyped(gtk_search_bar_new()), ownership: .full)
        super.init(frame: .zero)
        gtk_search_bar_set_child(OpaquePointer(widget), entry.widget)
        gtk_search_bar_connect_entry(OpaquePointer(widget), OpaquePointer(entry.widget))
        gtk_search_bar_set_show_close_button(OpaquePointer(widget), 0)
        // GTK's 150 ms pause before "search-changed" would make every key wait; the lists GtkKit
        // serves answer within a frame (make bench), so results follow each key.
        gtk_search_entry_set_search_delay(OpaquePointer(entry.widget), 0)
        entry.expandsHorizontally = true
        gtkkit_object_set_int(entry.raw, "max-width-chars", 40)
        entry.connect("search-changed") { [weak self] in
            guard let self, !self.isSettingInCode else { return }
            self.pendingEmptyText = nil
            guard self.text.isEmpty else { return self.reportTextChange() }
            // Text typed over a selection (or set whole) empties the field first, and
            // GtkSearchEntry reports an empty text at once: every item was shown and reloaded
            // for a moment before the new text's results. An empty
            // text is reported once the main loop has run, if the field is still empty.
            self.pendingEmptyText = MainLoop.after(milliseconds: 0) { [weak self] in
                guard let self, self.text.isEmpty else { return }
                self.pendingEmptyText = nil
                self.reportTextChange()
            }
        }
        entry.connect("activate") { [weak self] in
            guard let self else { return }
            self.delegate?.searchBarSearchButtonClicked(self)
        }
        entry.connect("stop-search") { [weak self] in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
        }
        // Out of search mode, GtkSearchBar only folds its revealer away, and GTK 4.8 still tells
        // screen readers of a "Search" field that is not on screen: the field is hidden outright.
        // (Not the bar: GtkSearchBar hears the keys typed in the list only while it is mapped.)
        entry.isVisible = false
        connect(
            "notify::search-mode-enabled",
            pointer: { [weak self] _ in
                guard let self else { return }
                self.entry.isVisible = self.isSearchModeEnabled
                self.onSearchModeChange?(self.isSearchModeEnabled)
            })
        let keys = ShortcutController(global: false)
        keys.add("Down") { [weak self] in self?.onMoveToResults?() ?? false }
        entry.addController(keys)
        placeholder = nil
    }

    /// The search text.
    public var text: String {
        get { String(cString: gtk_editable_get_text(OpaquePointer(entry.widget))) }
        set {
            isSettingInCode = true
            defer { isSettingInCode = false }
            gtk_editable_set_text(OpaquePointer(entry.widget), newValue)
        }
    }

    /// Grey text shown while the field is empty ("Search Tasks"); it also names the field for
    /// screen readers. nil shows and says "Search".
    public var placeholder: String? {
        didSet {
            let shown = placeholder ?? gettextString("Search")
            gtkkit_object_set_string(entry.raw, "placeholder-text", shown)
            entry.accessibilityLabel = shown
        }
    }

    /// Whether the bar is shown (GtkSearchBar's search mode).
    var isSearchModeEnabled: Bool {
        get { Bool(gboolean: gtk_search_bar_get_search_mode(OpaquePointer(widget))) }
        set { gtk_search_bar_set_search_mode(OpaquePointer(widget), newValue.gboolean) }
    }

    /// Typing while the focus is anywhere in `page` starts a search with what was typed.
    func captureKeys(from page: View?) {
        gtk_search_bar_set_key_capture_widget(OpaquePointer(widget), page?.widget)
    }

    /// Puts the focus in the field; with `selectingText`, its text is selected so typing replaces
    /// it (Ctrl+F in a search already on, as in GNOME's apps), else the cursor goes to its end.
    @discardableResult
    func focusField(selectingText: Bool) -> Bool {
        guard entry.grabFocus() else { return false }
        gtk_editable_select_region(OpaquePointer(entry.widget), selectingText ? 0 : -1, -1)
        return true
    }

    /// Whether the focus is in the field.
    var fieldHasFocus: Bool { entry.containsFocus }
}
