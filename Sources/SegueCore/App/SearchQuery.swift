import FoundationEssentials

/// What the user typed in a list's search field, and whether a text matches it.
///
/// The text is data, never syntax: quotes, `%`, `_`, `*`, `NEAR` and the like are looked for as
/// typed. A match ignores case, as the user's language does (``SearchFolding``), and accents
/// ("cafe" finds "Café"), as GNOME's searches do; an empty query matches everything.
public struct SearchQuery: Sendable, Equatable {
    /// The text as typed.
    public let text: String
    /// How case is ignored: as the user's language does it.
    public let folding: SearchFolding

    /// A query for `text`, ignoring case as `folding` does (by default, the user's language).
    public init(_ text: String, folding: SearchFolding = .current) {
        self.text = text
        self.folding = folding
    }

    /// No text: the list shows everything.
    public var isEmpty: Bool { text.isEmpty }

    /// Whether any of `fields` contains the text (ignoring case and accents).
    public func matches(_ fields: String...) -> Bool {
        guard !text.isEmpty else { return true }
        return fields.contains { folding.contains($0, text) }
    }
}
