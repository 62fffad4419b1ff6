/// Which status page a search shows in place of a list's empty state: "No Results" or
/// "Searching…", in the table or in a results grid (a widget has one parent, so each has its own).
struct SearchPlaceholder: Hashable {
    /// "Searching…" (results still coming) rather than "No Results".
    var isLoading: Bool
    /// For a results grid rather than the table.
    var isForGrid: Bool
}
