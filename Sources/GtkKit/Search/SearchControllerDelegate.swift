/// What a ``SearchController`` tells its delegate as its search begins and ends, after UIKit's
/// `UISearchControllerDelegate`. Every method has a default that does nothing.
@MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// The search bar is about to show.
    func willPresentSearchController(_ searchController: SearchController)
    /// The search bar shows and has the focus.
    func didPresentSearchController(_ searchController: SearchController)
    /// The search is about to end (its text is still there).
    func willDismissSearchController(_ searchController: SearchController)
    /// The search ended: the list shows everything again. GtkKit has put the focus back on the
    /// list's page; a delegate that knows which item the user was on can focus its row.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
}
