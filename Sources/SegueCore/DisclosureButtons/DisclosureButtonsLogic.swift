/// The Disclosure Buttons screen without its widgets: the seed's `BIDDisclosureButtonController`.
///
/// Rows are movie titles. Selecting a row (not its button) answers with the seed's "do you see the
/// disclosure button?" alert; the button drills down to a detail whose title is the movie and
/// whose message names it.
public struct DisclosureButtonsLogic: Sendable {
    /// The movies shown, in order.
    public let catalog: MovieCatalog

    /// The screen's logic over `catalog`.
    public init(catalog: MovieCatalog) { self.catalog = catalog }

    /// The screen title (the first-level row that opens it).
    public var title: String { localized("Disclosure Buttons") }

    /// The number of rows.
    public var numberOfRows: Int { catalog.titles.count }

    /// The movie title of `row`.
    public func movieTitle(at row: Int) -> String { catalog.titles[row] }

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

    /// The detail page's title for `row`: the movie.
    public func detailTitle(at row: Int) -> String { movieTitle(at: row) }

    /// The detail page's message for `row`, with the seed's final full stop.
    public func detailMessage(at row: Int) -> String {
        localized(format: "You pressed the disclosure button for %1$@.", movieTitle(at: row))
    }
}
