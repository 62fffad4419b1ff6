/// What a search controller remembers of its results: the text the updater last filtered by (so
/// GTK's repeated reports of one change filter once), and the "No Results" and "Searching…" pages
/// it made, one per kind (a widget has one parent). Changed only through its methods.
@MainActor
struct SearchResultsState {
    /// The text the updater last filtered by.
    private(set) var filteredText: String?
    private var placeholders: [SearchPlaceholder: View] = [:]

    /// Whether a search is narrowing the list now (text was filtered by).
    var isFiltering: Bool { !(filteredText ?? "").isEmpty }

    /// The updater filters by `text` now; whether the list was filtered before.
    mutating func filter(by text: String) -> Bool {
        defer { filteredText = text }
        return isFiltering
    }

    /// The page for `kind`, made by `make` the first time it is asked for.
    mutating func placeholder(_ kind: SearchPlaceholder, make: () -> View) -> View {
        if let made = placeholders[kind] { return made }
        let made = make()
        placeholders[kind] = made
        return made
    }

    /// Whether `view` is one of the pages made here.
    func isPlaceholder(_ view: View?) -> Bool { placeholders.values.contains { $0 === view } }
}
