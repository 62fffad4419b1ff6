import FoundationEssentials // UUID

/// One note: a title line and the text under it.
public struct Note: Equatable, Sendable, Identifiable {
    /// Who the note is while the app runs (the board's diffable data source follows notes by it).
    public let id = UUID()
    /// The note's text; its first line is its title.
    public var text: String

    /// A note holding `text`.
    public init(text: String) { self.text = text }

    /// The first line, or "New Note" for an empty note (what the list shows).
    public var title: String {
        let line = text.prefix { $0 != "\n" }
        return line.isEmpty ? "New Note" : String(line.prefix(200))
    }
}
