import GtkKit

extension SplitViewController {
    /// A demo's list and its item's page as GNOME's adaptive apps show them: side by side on a
    /// wide window, `placeholder` in the page's place until an item is chosen; one column, the
    /// page pushed, on a narrow one. The split view has the list's title.
    static func demo(list: ViewController, placeholder: NoSelectionViewController) -> SplitViewController {
        let split = SplitViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(placeholder, for: .secondary)
        return split
    }
}

extension ViewController {
    /// On a wide window, gives the keyboard back to the item's page beside this list if
    /// `isOpen` says it shows the item the user chose again; false when it does not. Opening a
    /// new page instead would prepare it from the stored item before the open page passed its
    /// edit back, and the new page would then write the old text over the edit.
    func focusPageBesideList(if isOpen: (ViewController) -> Bool) -> Bool {
        guard let split = splitViewController, !split.isCollapsed, let open = split.viewController(for: .secondary), isOpen(open)
        else { return false }
        return open.initialFocusWidget?.grabFocus() == true
    }
}
