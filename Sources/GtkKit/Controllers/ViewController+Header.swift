/// What a controller shows in the header bar of the container that hosts it, and how a change
/// reaches that header wherever the controller sits: on a navigation stack, as a tab, or as the
/// root of a window or a tab.
struct HeaderContent {
    var title: String
    var titleView: View?
    var leading: [View]
    var trailing: [View]
    var hidesBackButton: Bool
}

extension ViewController {
    /// The controller's own header content (a tab bar controller adds its selected tab's).
    var ownHeaderContent: HeaderContent {
        let item = navigationItem
        return HeaderContent(
            title: item.title ?? title ?? "", titleView: item.titleView, leading: item.leftBarButtonItems.map(\.view),
            trailing: item.rightBarButtonItems.reversed().map(\.view) + [item.searchController?.searchButton].compactMap { $0 },
            hidesBackButton: item.hidesBackButton)
    }

    /// The outermost container above this controller (itself when it has none): the one a window
    /// or a modal hosts.
    var outermostContainer: ViewController {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// The header bar that shows this controller's part of the screen changed (another tab was
    /// selected): the window hosting the outermost container shows the new one.
    func headerHostDidChange() {
        outermostContainer.hostWindow?.refreshTitlebar()
    }
}
