/// The Disclosure Buttons screen without its widgets: the seed's `BIDDisclosureButtonController`.
///
/// Rows are movie titles. Selecting a row (not its button) answers with the seed's "do you see the
/// disclosure button?" alert; the button drills down to a detail whose title is the movie and
/// whose message names it. A search shows only the movies whose title has the query's text; rows
/// are then the matching movies, in the catalogue's order.
public struct DisclosureButtonsLogic: Sendable {
    /// The movies, in order.
    public let catalog: MovieCatalog
    /// The search the rows follow (empty: every movie).
    public private(set) var query = SearchQuery("")
    /// The catalogue index of each row.
    private var shownMovies: [Int]

    /// The screen's logic over `catalog`.
    public init(catalog: MovieCatalog) {
        self.catalog = catalog
        shownMovies = Array(catalog.titles.indices)
    }

    /// Shows only the movies whose title has `text` (every movie for an empty text).
    public mutating func search(for text: String) {
        query = SearchQuery(text)
        shownMovies = catalog.titles.indices.filter { query.matches(catalog.titles[$0]) }
    }

    /// The catalogue index of the movie at `row` (what a detail page remembers: rows change
    /// with the search).
    public func movieIndex(at row: Int) -> Int { shownMovies[row] }

    /// The row showing the catalogue's movie `index`, or nil when the search hides it.
    public func row(ofMovie index: Int) -> Int? { shownMovies.firstIndex(of: index) }

    /// The screen title (the first-level row that opens it).
    public var title: String { localized("Disclosure Buttons") }

    /// The search field's placeholder, which also names it for screen readers.
    public var searchPlaceholder: String { localized("Search Movies") }

    /// The number of rows.
    public var numberOfRows: Int { shownMovies.count }

    /// The movie title of `row`.
    public func movieTitle(at row: Int) -> String { catalog.titles[shownMovies[row]] }

    /// The accessible name of a row's disclosure button, e.g. "Show details for Up".
    public func disclosureButtonLabel(at row: Int) -> String {
        localized(format: "Show details for %1$@", movieTitle(at: row))
    }

    /// The alert shown when a row itself is selected.
    public var selectionAlert: AlertContent {
        AlertContent(
            title: localized("Hey, do you see the disclosure button?"),
            message: localized("If you're trying to drill down, touch that instead"),
            cancelButtonTitle: localized("Won't happen again"))
    }

    /// The detail page's title for the catalogue's movie `index`: the movie.
    public func detailTitle(forMovie index: Int) -> String { catalog.titles[index] }

    /// The detail page's message for the catalogue's movie `index`, with the seed's final full stop.
    public func detailMessage(forMovie index: Int) -> String {
        localized(format: "You pressed the disclosure button for %1$@.", catalog.titles[index])
    }
}
