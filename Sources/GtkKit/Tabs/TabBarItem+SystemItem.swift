extension TabBarItem {
    /// UIKit's system tab kinds (`UITabBarItem.SystemItem`): each a translated title and the
    /// GNOME symbolic icon that plays its picture's role.
    public enum SystemItem: Sendable, CaseIterable {
        /// “More”, with an ellipsis: the tabs that do not fit.
        case more
        /// “Favorites”, with a filled star.
        case favorites
        /// “Featured”, with a star outline.
        case featured
        /// “Top Rated”, with a filled star.
        case topRated
        /// “Recents”, with a clock.
        case recents
        /// “Contacts”, with a person.
        case contacts
        /// “History”, with a clock.
        case history
        /// “Bookmarks”, with a bookmark.
        case bookmarks
        /// “Search”, with a magnifying glass.
        case search
        /// “Downloads”, with a downward arrow.
        case downloads
        /// “Most Recent”, with a clock.
        case mostRecent
        /// “Most Viewed”, with a list.
        case mostViewed

        /// The tab's title, in the user's language.
        var title: String {
            switch self {
            case .more: gettextString("More")
            case .favorites: gettextString("Favorites")
            case .featured: gettextString("Featured")
            case .topRated: gettextString("Top Rated")
            case .recents: gettextString("Recents")
            case .contacts: gettextString("Contacts")
            case .history: gettextString("History")
            case .bookmarks: gettextString("Bookmarks")
            case .search: gettextString("Search")
            case .downloads: gettextString("Downloads")
            case .mostRecent: gettextString("Most Recent")
            case .mostViewed: gettextString("Most Viewed")
            }
        }

        /// The SF Symbols name of its picture, whose GNOME icon (``Image/systemNameIcons``) it shows.
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .topRated: "star.fill"
            case .featured: "star"
            case .recents, .history, .mostRecent: "clock"
            case .contacts: "person"
            case .bookmarks: "bookmark"
            case .search: "magnifyingglass"
            case .downloads: "square.and.arrow.down"
            case .mostViewed: "list.bullet"
            }
        }
    }
}
