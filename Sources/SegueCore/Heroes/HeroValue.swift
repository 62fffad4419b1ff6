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

    /// The value as a detail row shows it (the seed's `heroValueDisplay`): text as it is, a date
    /// in the user's locale, nothing as an empty string.
    public var display: String {
        switch self {
        case .text(let text): text.heroValueDisplay.displayLine()
        case .date(let date): date.heroValueDisplay
        case .none: ""
        }
    }
}
