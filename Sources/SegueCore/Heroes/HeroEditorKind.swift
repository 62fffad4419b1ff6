/// The editors a hero detail row can open, by the name the configuration gives them — the
/// typed form of the seed's `NSClassFromString(rowControllers[row])`. Each carries its typed
/// arguments; the app registers one editor screen per case (an exhaustive `switch`).
public enum HeroEditorKind: Hashable, Sendable {
    /// A one-line text field.
    case string
    /// A calendar.
    case date
    /// A list of options, one chosen.
    case singleSelection(options: [String])

    /// The configuration's editor names.
    public static let names = ["string", "date", "singleSelection"]

    /// The name the configuration uses.
    public var name: String {
        switch self {
        case .string: "string"
        case .date: "date"
        case .singleSelection: "singleSelection"
        }
    }

    /// The kind of value the editor edits.
    public var valueKind: HeroValue.Kind { self == .date ? .date : .text }
}
