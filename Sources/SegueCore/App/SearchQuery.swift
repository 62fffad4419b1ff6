import Foundation

/// What the user typed in a list's search field, and whether a text matches it.
///
/// The text is data, never syntax: quotes, `%`, `_`, `*`, `NEAR` and the like are looked for as
/// typed. A match ignores case and accents ("cafe" finds "Café"), as GNOME's searches do; an empty
/// query matches everything.
public struct SearchQuery: Sendable, Equatable {
    /// The text as typed.
    public let text: String

    /// A query for `text`.
    public init(_ text: String) { self.text = text }

    /// No text: the list shows everything.
    public var isEmpty: Bool { text.isEmpty }

    /// Whether any of `fields` contains the text (ignoring case and accents).
    public func matches(_ fields: String...) -> Bool {
        guard !text.isEmpty else { return true }
        return fields.contains { $0.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }
}
