/// A superhero of the SuperDB app (the seed's `Hero` managed object): every attribute a detail
/// row can show, by ``HeroKey``.
public struct Hero: Codable, Equatable, Identifiable, Sendable {
    /// The database row id.
    public let id: Int64
    /// The name (required).
    public var name: String
    /// Who the hero is by day.
    public var secretIdentity: String
    /// The date of birth, if known.
    public var birthdate: HeroDate?
    /// One of the configured options, if chosen.
    public var sex: String?
    /// A favourite colour, if known.
    public var favoriteColor: String?
    /// The string attributes only a configuration names (a "motto" row), by key name.
    public var attributes: [String: String] = [:]

    /// A hero.
    public init(
        id: Int64, name: String, secretIdentity: String, birthdate: HeroDate? = nil, sex: String? = nil, favoriteColor: String? = nil,
        attributes: [String: String] = [:]
    ) {
        self.id = id
        self.name = name
        self.secretIdentity = secretIdentity
        self.birthdate = birthdate
        self.sex = sex
        self.favoriteColor = favoriteColor
        self.attributes = attributes
    }

    /// The value of `key` (the seed's `valueForKey:`).
    public subscript(key: HeroKey) -> HeroValue {
        get {
            switch key {
            case .name: .text(name)
            case .secretIdentity: .text(secretIdentity)
            case .birthdate: birthdate.map(HeroValue.date) ?? .none
            case .sex: sex.map(HeroValue.text) ?? .none
            case .favoriteColor: favoriteColor.map(HeroValue.text) ?? .none
            default: attributes[key.rawValue].map(HeroValue.text) ?? .none
            }
        }
        set {
            switch key {
            case .name: name = newValue.text ?? ""
            case .secretIdentity: secretIdentity = newValue.text ?? ""
            case .birthdate: birthdate = newValue.date
            case .sex: sex = newValue.text
            case .favoriteColor: favoriteColor = newValue.text
            default: attributes[key.rawValue] = newValue.text
            }
        }
    }

    /// The longest name or identity a hero can have, in characters: a title and a row show it.
    public static let maximumNameLength = 200

    /// Why `value` cannot be saved as `key`, in words, or nil when it can: a name is required;
    /// names and identities are one line of at most ``maximumNameLength`` characters, without
    /// control characters or the invisible marks that reverse text ("Admin\u{202E}evil.exe"
    /// shows as "Adminexe.live"); a birthdate cannot be in the future.
    public static func problem(with value: HeroValue, for key: HeroKey, today: HeroDate = .today()) -> String? {
        switch key {
        case .name:
            guard let text = value.text, !text.allSatisfy(\.isWhitespace) else { return localized("A hero needs a name.") }
            return lineProblem(text)
        case .secretIdentity:
            return value.text.flatMap(lineProblem)
        case .birthdate:
            if let date = value.date, date > today { return localized("A birthdate cannot be in the future.") }
            return nil
        case .sex:
            return nil
        default: // favoriteColor, and every string attribute a configuration adds
            return value.text.flatMap(lineProblem)
        }
    }

    private static func lineProblem(_ text: String) -> String? { OneLineText.problem(text, maximum: maximumNameLength) }
}
