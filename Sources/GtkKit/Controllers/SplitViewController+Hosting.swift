/// What a split view controller shows of its columns when it is a page: the primary's header, the
/// focus, restoration, and going back from the secondary when collapsed.
extension SplitViewController {
    /// The split view's title and items, then its primary column's: a split view pushed onto a
    /// navigation stack shows its list's title and buttons in the window's one header bar (GNOME's
    /// adaptive apps keep one header; UIKit gives each column its own navigation bar).
    var mergedHeaderContent: HeaderContent {
        let own = ownHeaderContent
        guard let primary = viewController(for: .primary), !hostsItsOwnHeader(primary) else { return own }
        let column = primary.headerContent
        return HeaderContent(
            title: title ?? column.title, titleView: own.titleView ?? column.titleView, leading: own.leading + column.leading,
            trailing: own.trailing + column.trailing, hidesBackButton: own.hidesBackButton || column.hidesBackButton)
    }

    /// Whether `primary` shows its header on a header bar of its own (a navigation controller),
    /// not through this split view's. A tab bar controller does only when its selected tab is a
    /// navigation controller: its own header bar is for a window it is the root of (and asking
    /// it for its header host would make it take the header's widgets).
    private func hostsItsOwnHeader(_ primary: ViewController) -> Bool {
        if let tabs = primary as? TabBarController { return tabs.selectedViewController?.headerHost != nil }
        return primary.headerHost != nil
    }

    /// A header property of a column changed: the primary's is part of this split view's header.
    func columnHeaderDidChange(_ controller: ViewController) {
        if controller === viewController(for: .primary), controller.containmentParent === self { headerContentDidChange() }
    }

    /// The user went back from the secondary pushed while collapsed: it is no longer the top
    /// column (it stays the secondary, shown in its column when the window widens, as in UIKit
    /// and libadwaita).
    func secondaryWasPopped(_ controller: ViewController) {
        guard isCollapsed, !collapsing.isTakingBackSecondary, controller === viewController(for: .secondary) else { return }
        collapsing.secondaryOpened(false)
        collapsing.pushed(nil)
    }

    // MARK: - Restoration

    /// Saves the primary's state and the open secondary's identifier and state.
    func encodeColumns(with coder: Coder) {
        if let primary = viewController(for: .primary) {
            let state = Coder()
            primary.encodeRestorableState(with: state)
            coder.encode(state, forKey: "primary")
        }
        // An empty state has no restoration identifier, and is not saved.
        guard collapsing.secondaryIsOpen || !isCollapsed, let secondary = viewController(for: .secondary),
            let identifier = secondary.restorationIdentifier
        else { return }
        let state = Coder()
        secondary.encodeRestorableState(with: state)
        coder.encode(identifier, forKey: "secondaryIdentifier")
        coder.encode(state, forKey: "secondary")
    }

    /// Puts back the primary's state and reopens the secondary saved by ``encodeColumns(with:)``.
    func decodeColumns(with coder: Coder) {
        guard let primary = viewController(for: .primary) else { return }
        if let state = coder.decodeCoder(forKey: "primary") { primary.decodeRestorableState(with: state) }
        guard let identifier = coder.decodeString(forKey: "secondaryIdentifier"), let state = coder.decodeCoder(forKey: "secondary"),
            let secondary = primary.viewControllerToRestore(withIdentifier: identifier, coder: state)
        else { return }
        if secondary.restorationIdentifier == nil { secondary.restorationIdentifier = identifier }
        collapseBeforeFirstLayoutIfNarrow()
        showSecondary(secondary, focusing: false)
        secondary.loadViewIfNeeded()
        secondary.decodeRestorableState(with: state)
    }
}
