/// One attribute's value: text or a date, or nothing yet.
public enum HeroValue: Hashable, Sendable {
    /// Text (a name, an identity, an option).
    case text(String)
    /// A calendar date.
    case date(HeroDate)
    /// Not set.
    case none

    /// The kinds of value a key can hold.
    public enum Kind: String, Sendable {
        /// Text.
        case text
        /// A date.
        case date
    }

    /// The text, if this is text.
    public var text: String? { if case .text(let text) = self { text } else { nil } }
    /// The date, if this is a date.
    public var date: HeroDate? { if case .date(let date) = self { date } else { nil } }

    /// The value inside, as the seed's categories see it: whatever it is, it displays itself.
    public var displayable: (any HeroValueDisplay)? {
        switch self {
        case .text(let text): text
        case .date(let date): date
        case .none: nil
        }
    }

    /// The value as a detail row shows it (the seed's `heroValueDisplay`, sent to whatever the
    /// attribute holds): each value type displays itself through ``HeroValueDisplay``; nothing
    /// shows as an empty string. One line, bounded, for a row.
    public var display: String { displayable.map { $0.heroValueDisplay.displayLine() } ?? "" }
}
