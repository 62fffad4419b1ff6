/// The hero attributes a detail row can show and edit: the seed's row keys (`name`,
/// `secretIdentity`, `birthdate`, `sex`), plus `favoriteColor`, which the shipped configuration
/// leaves out — adding its row is a configuration change only.
public enum HeroKey: String, CaseIterable, Sendable {
    /// The hero's name (required).
    case name
    /// Who the hero is by day.
    case secretIdentity
    /// The date of birth (not in the future).
    case birthdate
    /// One of the configuration's options.
    case sex
    /// A free-text favourite colour.
    case favoriteColor

    /// What kind of value the key holds, so a configuration can be checked against its editor.
    public var valueKind: HeroValue.Kind {
        self == .birthdate ? .date : .text
    }
}
