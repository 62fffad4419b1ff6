/// What a controller shows in the header bar while it is on screen, after UIKit's
/// `UINavigationItem`: read by whichever container hosts the header — a navigation controller
/// while the controller is its top, a tab bar controller for its selected tab, a modal window.
/// Changes show at once.
@MainActor
public final class NavigationItem {
    private weak var owner: ViewController?

    init(owner: ViewController) { self.owner = owner }

    /// The header's title; nil shows the controller's ``ViewController/title``.
    public var title: String? { didSet { changed() } }
    /// A widget shown in place of the title, e.g. a tab switcher.
    public var titleView: View? { didSet { changed() } }
    /// Items at the start of the header, after the Back button (UIKit's `leftBarButtonItems`),
    /// e.g. a form's Cancel.
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { changed() } }
    /// Items at the end of the header, the first one outermost (UIKit's `rightBarButtonItems`).
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { changed() } }
    /// Hides the Back button while this controller is on top, for a page whose Cancel takes its
    /// place. Alt+Left and Escape still go back: they are the keyboard's way out of any page.
    public var hidesBackButton = false { didSet { changed() } }
    /// How the title is shown with large titles on (UIKit's `largeTitleDisplayMode`): GNOME
    /// shows the header bar's title at one size (see ``HeaderBar``).
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The label of the Back button on pages pushed above this controller (UIKit's
    /// `backButtonTitle`); nil keeps GtkKit's arrow icon, named "Back".
    public var backButtonTitle: String? { didSet { owner?.navigationController?.backButtonTitleDidChange() } }

    /// The search that filters this controller's list (UIKit's `searchController`): its bar shows
    /// over the controller's page while a search is on, and a search button joins the header's
    /// items. GNOME's convention wins over UIKit's: the bar stays hidden until a search begins, so
    /// UIKit's `hidesSearchBarWhenScrolling` has nothing to do.
    public var searchController: SearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            oldValue?.detach()
            owner?.searchControllerDidChange()
            changed()
        }
    }

    /// The first left item (UIKit's `leftBarButtonItem`).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// The first right item (UIKit's `rightBarButtonItem`).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    private func changed() { owner?.headerContentDidChange() }
}
