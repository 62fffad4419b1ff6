import SegueCore

/// An editor a hero detail row opens, as the detail sees it: the typed form of the seed's
/// `setValue:forKey:` calls on whatever `NSClassFromString` made. The detail never names an
/// editor class.
@MainActor
protocol HeroValueEditing: AnyObject {
    /// What the editor is given and edits; the properties below read and write it.
    var editing: HeroEditing { get set }
}

extension HeroValueEditing {
    /// The row's label: the editor's title.
    var label: String {
        get { editing.label }
        set { editing.label = newValue }
    }
    /// The value being edited.
    var value: HeroValue {
        get { editing.value }
        set { editing.value = newValue }
    }
    /// The attribute edited (saved for restoration).
    var key: HeroKey? {
        get { editing.key }
        set { editing.key = newValue }
    }
    /// The single-selection editor's options (others ignore them).
    var options: [String] {
        get { editing.options }
        set { editing.options = newValue }
    }
    /// Why a value cannot be saved, or nil: the editor keeps Save dimmed and says why.
    var check: ((HeroValue) -> String?)? {
        get { editing.check }
        set { editing.check = newValue }
    }
    /// Validates and stores a value; throws with the reason it cannot.
    var save: ((HeroValue) throws(HeroSaveError) -> Void)? {
        get { editing.save }
        set { editing.save = newValue }
    }
}

/// The editor registry: which segue opens each configured editor. The storyboard
/// (`AppStoryboard`) registers one destination per identifier; the `switch` is exhaustive, so a
/// new editor kind cannot be added without its screen.
enum HeroEditorRegistry {
    static func segueIdentifier(for kind: HeroEditorKind) -> String {
        switch kind {
        case .string: "heroEditor.string"
        case .date: "heroEditor.date"
        case .singleSelection: "heroEditor.singleSelection"
        }
    }
}
