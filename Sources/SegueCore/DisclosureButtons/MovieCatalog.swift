import FoundationEssentials

/// The movie titles of the Disclosure Buttons demo, read from `data/movies.json`.
///
/// Titles are user content: shown exactly as stored, never translated.
public struct MovieCatalog: Equatable, Sendable {
    /// The data file's name.
    public static let fileName = "movies.json"

    /// The titles, in list order.
    public let titles: [String]

    /// A catalogue of the given titles.
    public init(titles: [String]) { self.titles = titles }

    /// Reads the catalogue from `url`: a JSON array of non-empty strings.
    public init(contentsOf url: URL) throws(DataError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .malformed(path: url.path, reason: String(describing: error))
        }
        guard let titles = try? JSONDecoder().decode([String].self, from: data) else {
            throw .malformed(path: url.path, reason: localized("expected a JSON list of movie titles"))
        }
        guard !titles.contains(where: { $0.allSatisfy(\.isWhitespace) }) else {
            throw .malformed(path: url.path, reason: localized("a movie title is empty"))
        }
        self.titles = titles
    }

    /// Loads the shipped catalogue.
    public static func load(using locator: DataLocator = DataLocator()) throws(DataError) -> MovieCatalog {
        try MovieCatalog(contentsOf: locator.url(for: fileName))
    }
}
