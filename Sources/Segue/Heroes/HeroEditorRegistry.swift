import SegueCore

/// The hero editors by name: Swift's counterpart of the seed's `NSClassFromString`. A
/// configuration row names its editor's class; the storyboard (`AppStoryboard`) registers one
/// segue per class here, and the configuration is checked against their rules at load. A new
/// editor is one ``ManagedObjectEditor`` subclass plus its line in ``editors``.
@MainActor
enum HeroEditorRegistry {
    /// Every editor a configuration may name.
    static let editors: [ManagedObjectEditor.Type] = [
        ManagedObjectStringEditor.self, ManagedObjectDateEditor.self, ManagedObjectSingleSelectionListEditor.self,
    ]

    /// What each editor asks of a configuration row, by name.
    static var rules: [String: HeroEditorRule] {
        Dictionary(uniqueKeysWithValues: editors.map { ($0.editorName, $0.rule) })
    }

    /// The segue that opens the editor named `name`.
    static func segueIdentifier(for name: String) -> String { "heroEditor." + name }
}
