/// What a ``SearchBar`` tells its delegate, after UIKit's `UISearchBarDelegate`. Every method
/// has a default that does nothing, so a delegate implements only what it needs.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The user changed the search text (each key, as UIKit; not when code sets ``SearchBar/text``).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The user pressed Return in the search field (UIKit's Search key on the keyboard).
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The user ended the search with Escape (UIKit's Cancel button; GNOME shows none).
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}
