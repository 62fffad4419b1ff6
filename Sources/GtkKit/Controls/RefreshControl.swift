internal import CGtk

/// UIKit's `UIRefreshControl`: a list's reload, asked for by the user, with a spinner while it
/// runs.
///
/// Where GNOME's convention wins: a desktop has no pull to refresh. Given to a table or a
/// collection view (``TableView/refreshControl``, ``CollectionView/refreshControl``), it reloads
/// on F5 or Ctrl+R while the keyboard focus is in the list, as GNOME apps reload, and on a
/// touchpad or touch screen pull past the list's top; each sends ``Control/Event/valueChanged``
/// to the control's actions, as UIKit's pull does. While refreshing it shows a spinner and
/// "Refreshing…" above the list, and a screen reader hears "Refreshing" when the user asked.
/// Call ``endRefreshing()`` when the reload is done, as in UIKit.
///
/// ```swift
/// let refresh = RefreshControl()
/// refresh.addTarget(self, action: NotesViewController.reload, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
@MainActor
public final class RefreshControl: Control {
    private let spinner = ActivityIndicatorView()
    private let titleLabel = Label()

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`, required of
    /// every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// A control that is not refreshing.
    public init() {
        View.adopt(gtkkit_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)!, ownership: .full)
        super.init(frame: .zero)
        gtk_orientable_set_orientation(opaque, GTK_ORIENTATION_HORIZONTAL)
        gtk_box_set_spacing(pointer(), 8)
        horizontalAlignment = .center
        setMargins(top: 6, bottom: 6, start: 12, end: 12)
        spinner.accessibilityLabel = gettextString("Refreshing")
        titleLabel.addCSSClass("dim-label")
        gtk_box_append(pointer(), spinner.widget)
        gtk_box_append(pointer(), titleLabel.widget)
        title = nil
        isVisible = false
    }

    /// Whether a refresh is under way (UIKit's `isRefreshing`).
    public private(set) var isRefreshing = false

    /// The words beside the spinner (UIKit's `attributedTitle`, as plain text); nil for
    /// "Refreshing…".
    public var title: String? {
        didSet { titleLabel.text = title ?? gettextString("Refreshing…") }
    }

    /// Shows that a refresh is under way (UIKit's `beginRefreshing()`, for one the app starts):
    /// the spinner turns; no action is sent.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        isVisible = true
    }

    /// The refresh is done (UIKit's `endRefreshing()`): the spinner goes.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        isVisible = false
    }

    /// A refresh the user asked for (F5, Ctrl+R, a pull past the top): shows it, says it, and
    /// sends ``Control/Event/valueChanged``; nothing while one is under way.
    func userAskedToRefresh() {
        guard !isRefreshing, isEnabled else { return }
        beginRefreshing()
        WindowAccessibility.announce(gettextString("Refreshing"), near: self)
        sendActions(for: .valueChanged)
    }

    /// Makes `list` (a table's or collection's box, holding `scroller`) show this control above
    /// its content and ask it for a refresh on F5, Ctrl+R and a pull past the top. Returns what
    /// undoes it.
    func attach(to list: View, scroller: ScrolledWindow) -> () -> Void {
        gtk_box_prepend(list.pointer(), widget)
        let keys = ShortcutController(global: false)
        for accelerator in ["F5", "<Control>r"] {
            keys.add(accelerator) { [weak self] in
                guard let self, self.isEnabled else { return false }
                self.userAskedToRefresh()
                return true
            }
        }
        list.addController(keys)
        let pull = scroller.connect(
            "edge-overshot",
            int: { [weak self] position in
                if position == Int(GTK_POS_TOP.rawValue) { self?.userAskedToRefresh() }
            })
        return { [weak self, weak list, weak scroller] in
            guard let self, let list else { return }
            list.removeController(keys)
            if let scroller { scroller.disconnect(pull) }
            gtk_box_remove(list.pointer(), self.widget)
        }
    }
}
