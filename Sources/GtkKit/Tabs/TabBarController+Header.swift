/// The header a tab bar controller shows or passes on (see ViewController+Header.swift), and the
/// tab buttons' visibility under a page that hides the bottom bar.
extension TabBarController {
    /// Hides the tab buttons while the selected tab's navigation controller shows a page that
    /// asked for the whole window (``ViewController/hidesBottomBarWhenPushed``); the tab keyboard
    /// shortcuts stay.
    /// Whether the tab buttons are shown (hidden under a page that hides the bottom bar).
    package var isTabBarVisible: Bool { switcher.isVisible }

    func updateTabBarVisibility() {
        switcher.isVisible = !((selectedViewController as? NavigationController)?.hidesTabBar ?? false)
    }

    /// A header property of the tab `controller` changed: shown if it is the selected tab.
    func tabHeaderDidChange(_ controller: ViewController) {
        if controller === selectedViewController { showOwnHeader() }
    }

    /// Shows the current header content on ``ownHeaderBar``, while a window shows it.
    func showOwnHeader() {
        guard showsOwnHeader else { return }
        let content = headerContent
        ownHeaderBar.showItems(title: content.title, titleView: content.titleView, leading: content.leading, trailing: content.trailing)
    }

    /// Another tab is selected (or the tabs were replaced): the header follows — the navigation
    /// controller above, or the window hosting this tab bar controller.
    func selectedTabHeaderChanged() {
        owningSplitViewController?.columnHeaderDidChange(self)
        navigationController?.childTitleDidChange(self)
        if navigationController == nil {
            showOwnHeader()
            headerHostDidChange()
        }
    }

    /// The badge drawn on the tab at `index`, or nil when none shows (what the user sees).
    package func badgeText(at index: Int) -> String? { badges.badgeText(at: index) }
}
