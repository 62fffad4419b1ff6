/// A hero attribute a detail row can show and edit, by the name the configuration gives it: the
/// seed's row keys (`name`, `secretIdentity`, `birthdate`, `sex`), `favoriteColor`, and any other
/// name a configuration row gives, which is then a string attribute kept with the hero (a new row
/// such as "Motto" is a change to the configuration file only). A key name is a word in
/// lowerCamelCase, as the seed's are; anything else is refused at load.
public struct HeroKey: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The key's name.
    public let rawValue: String

    /// The key called `rawValue`, or nil if that is no key name: a letter a–z, then letters and
    /// digits, at most 40 characters.
    public init?(rawValue: String) {
        guard let first = rawValue.unicodeScalars.first, ("a"..."z").contains(first), rawValue.unicodeScalars.count <= 40,
            rawValue.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
        else { return nil }
        self.rawValue = rawValue
    }

    private init(known: String) { rawValue = known }

    /// The hero's name (required).
    public static let name = HeroKey(known: "name")
    /// Who the hero is by day.
    public static let secretIdentity = HeroKey(known: "secretIdentity")
    /// The date of birth (not in the future).
    public static let birthdate = HeroKey(known: "birthdate")
    /// One of the configuration's options.
    public static let sex = HeroKey(known: "sex")
    /// A free-text favourite colour.
    public static let favoriteColor = HeroKey(known: "favoriteColor")

    /// The keys with a column of their own in the store; every other key is a string attribute.
    public static let builtIn: [HeroKey] = [.name, .secretIdentity, .birthdate, .sex, .favoriteColor]

    /// What kind of value the key holds, so a configuration can be checked against its editor: a
    /// date for `birthdate`, text for every other key.
    public var valueKind: HeroValue.Kind { self == .birthdate ? .date : .text }

    public var description: String { rawValue }
}
