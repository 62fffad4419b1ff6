import SegueCore

/// What a hero editor is given by the detail page and edits: one value for every editor kind,
/// so the three editors do not each repeat these properties.
@MainActor
struct HeroEditing {
    /// The row's label: the editor's title.
    var label = ""
    /// The value being edited.
    var value: HeroValue = .none
    /// The attribute edited (saved for restoration).
    var key: HeroKey?
    /// The single-selection editor's options (others ignore them).
    var options: [String] = []
    /// Why a value cannot be saved, or nil.
    var check: ((HeroValue) -> String?)?
    /// Validates and stores a value; throws with the reason it cannot.
    var save: ((HeroValue) throws(HeroSaveError) -> Void)?
}
