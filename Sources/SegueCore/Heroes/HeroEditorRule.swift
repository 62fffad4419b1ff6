/// What a hero detail configuration must know of an editor it names, to check a row at load: the
/// kind of value the editor edits and whether it takes an option list. The editors themselves are
/// classes in the app, found by the same name — the seed's `NSClassFromString(rowControllers[row])`
/// — so a new editor is its class plus one registration there; the configuration learns its rule
/// from that registry.
public struct HeroEditorRule: Hashable, Sendable {
    /// The kind of value the editor edits (a row's key must hold it).
    public let valueKind: HeroValue.Kind
    /// Whether the row must give `{"list": [options]}` as its arguments (and no other editor may).
    public let takesOptions: Bool

    /// A rule.
    public init(valueKind: HeroValue.Kind, takesOptions: Bool = false) {
        self.valueKind = valueKind
        self.takesOptions = takesOptions
    }

    /// The seed's three editors, by the class names its configuration gives them.
    public static let seedEditors: [String: HeroEditorRule] = [
        "ManagedObjectStringEditor": HeroEditorRule(valueKind: .text),
        "ManagedObjectDateEditor": HeroEditorRule(valueKind: .date),
        "ManagedObjectSingleSelectionListEditor": HeroEditorRule(valueKind: .text, takesOptions: true),
    ]
}
