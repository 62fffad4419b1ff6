/// The header bar's title, Back button and bar items follow the top controller; a tab bar
/// controller's tab follows its root.
extension NavigationController {
    /// The top controller's header content changed — or, when the top is a tab bar controller, its
    /// selected tab's, or which tab is selected (UIKit's shape with a tab bar pushed on a stack).
    func childTitleDidChange(_ controller: ViewController) {
        if controller === topViewController || controller.tabParent === topViewController { updateHeader() }
    }

    /// Whether the tab bar this navigation controller is a tab of should hide: a controller pushed
    /// above the root asked to (``ViewController/hidesBottomBarWhenPushed``).
    var hidesTabBar: Bool { viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed } }

    /// The controller below the top changed its Back button title.
    func backButtonTitleDidChange() { updateHeader() }

    /// Shows the top controller's title, Back button and bar items in the header bar.
    func updateHeader() {
        let content = topViewController.headerContent
        backButton.isVisible = viewControllers.count > 1 && !content.hidesBackButton
        // The page below may name the way back (UIKit's `backButtonTitle`); else the arrow.
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        if let backTitle = below?.navigationItem.backButtonTitle {
            backButton.label = backTitle
        } else if backButton.label != nil {
            backButton.setIcon("go-previous-symbolic")
        }
        headerBar.showItems(title: content.title, titleView: content.titleView, leading: content.leading, trailing: content.trailing)
        tabParent?.updateTabBarVisibility()
        // The page is named after its controller, so a screen reader entering it says
        // "Toy Story panel", not "GtkStackPage panel" — unless it is a tab bar controller, whose
        // tabs' pages are named (Orca 48 read the page's text twice, once per named panel).
        // (Only a loaded page: a controller may change its title while it loads its view.)
        if let page = pageIfMade(for: topViewController) {
            stack.setAccessibleLabel(topViewController is TabBarController ? "" : headerBar.title, forPage: page)
        }
    }
}
