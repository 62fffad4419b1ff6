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
