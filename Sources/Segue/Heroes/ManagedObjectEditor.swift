import GtkKit
import SegueCore

/// What every hero editor is (the seed's `ManagedObjectEditor`, the parent of its three editors:
/// "finally, some inheritance"): the row's label as its title, the key and the value it edits,
/// Cancel and Save in the header bar with the reason a value cannot be saved, and its draft kept
/// for restoration. A subclass builds the control that edits ``value`` and calls ``validate()``
/// when it changes. Each is found by its class name from the configuration
/// (``HeroEditorRegistry``), as the seed's `NSClassFromString` finds it.
@MainActor
class ManagedObjectEditor: ViewController {
    /// The name configurations give this editor (its class name, as in the seed).
    class var editorName: String { String(describing: self) }
    /// What a configuration row naming this editor must give it.
    class var rule: HeroEditorRule { HeroEditorRule(valueKind: .text) }

    /// The row's label: the editor's title.
    var label = "" {
        didSet { title = label }
    }
    /// The attribute edited (saved for restoration).
    var key: HeroKey?
    /// The value being edited.
    var value: HeroValue = .none
    /// The row's options, for an editor that takes a list.
    var options: [String] = []
    /// Why a value cannot be saved, or nil.
    var check: ((HeroValue) -> String?)?
    /// Validates and stores a value; throws with the reason it cannot.
    var save: ((HeroValue) throws(HeroSaveError) -> Void)?

    /// Cancel, Save and the reason a value cannot be saved.
    private(set) lazy var chrome = HeroEditorChrome(editor: self)

    /// An editor; the detail page gives it its row in `prepare(for:sender:)`.
    required override init() { super.init() }

    required init?(coder: Coder) { nil }

    /// Shows whether the value can be saved (Save's sensitivity and the reason).
    func validate() { chrome.validate(value) }

    /// The draft, kept for restoration: the attribute and the value as edited so far.
    override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        guard let key else { return }
        coder.encode(key.rawValue, forKey: "key")
        switch value {
        case .text(let text): coder.encode(text, forKey: "draftText")
        case .date(let date): coder.encode(date.isoText, forKey: "draftDate")
        case .none: break
        }
    }

    /// The unsaved value kept by ``encodeRestorableState(with:)``, if any; a subclass shows it.
    func decodeDraft(with coder: Coder) -> HeroValue? {
        if let text = coder.decodeString(forKey: "draftText") { return .text(text) }
        if let date = coder.decodeString(forKey: "draftDate").flatMap(HeroDate.init(isoText:)) { return .date(date) }
        return nil
    }
}
