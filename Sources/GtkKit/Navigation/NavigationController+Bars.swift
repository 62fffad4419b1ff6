internal import CGtk

/// The navigation bar's and the toolbar's visibility (UIKit's `setNavigationBarHidden` and
/// `setToolbarHidden`, and the top controller's `toolbarItems`).
extension NavigationController {
    /// Hides or shows the navigation bar's content: the Back button, the title and the bar
    /// items (UIKit's `setNavigationBarHidden(_:animated:)`).
    ///
    /// GNOME's convention wins here: the header bar is the window's title bar, with its close
    /// button and the place to drag the window by, so it stays; only what the navigation
    /// controller put in it goes, and Alt+Left and Escape still go back.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The navigation bar (UIKit's `navigationBar`): the ``headerBar``, GNOME's header bar,
    /// with UIKit's appearance settings (``HeaderBar/prefersLargeTitles``,
    /// ``View/tintColor``, ``HeaderBar/barTintColor``, ``HeaderBar/titleTextAttributes``).
    public var navigationBar: HeaderBar { headerBar }

    /// Hides or shows the toolbar of the top page (UIKit's `setToolbarHidden(_:animated:)`).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// Shows each page's toolbar as its controller's ``ViewController/toolbarItems`` and
    /// ``isToolbarHidden`` say: a page with no items has no bar (GNOME shows no empty bars).
    func updateToolbar(of controller: ViewController) {
        guard let page = pageIfMade(for: controller) else { return }
        let items = controller.toolbarItems ?? []
        guard !isToolbarHidden, !items.isEmpty else {
            page.bottomBar?.isVisible = false
            return
        }
        let toolbar = (page.bottomBar as? Toolbar) ?? Toolbar()
        if page.bottomBar !== toolbar { page.setBottomBar(toolbar) }
        // Named after its page ("Notes tool bar"): GTK 4.8 names an unnamed one by its class.
        toolbar.accessibilityLabel = controller.headerContent.title
        toolbar.setItems(items, animated: false)
        toolbar.isVisible = true
    }

    /// Shows or hides what the navigation controller puts in the header bar.
    func updateNavigationBarContent() {
        headerBar.setContentHidden(isNavigationBarHidden)
    }
}
