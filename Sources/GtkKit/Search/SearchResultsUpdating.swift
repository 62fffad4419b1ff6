/// The object that filters a list as its ``SearchController``'s text changes, after UIKit's
/// `UISearchResultsUpdating`: usually the list's own controller.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search text changed, or the search began or ended (``SearchController/isActive``):
    /// show what matches ``SearchBar/text`` — everything when the search is not active.
    func updateSearchResults(for searchController: SearchController)
}
