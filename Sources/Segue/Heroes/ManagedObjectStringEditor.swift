import GtkKit
import SegueCore

/// The string editor: a text field with the value, focused; Enter saves.
@MainActor
final class HeroStringEditorViewController: ViewController, HeroValueEditing {
    var editing = HeroEditing() {
        didSet { if editing.label != oldValue.label { title = editing.label } }
    }
    let field = TextField()
    /// Cancel, Save and the reason a value cannot be saved.
    private(set) lazy var chrome = HeroEditorChrome(editor: self)

    override func loadView() {
        let box = Box(.vertical, spacing: 12)
        box.setMargins(18)
        field.accessibleLabel = label
        box.append(field)
        box.append(chrome.messageLabel)
        view = box
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // A stored text far beyond what is allowed (another program's) is shown in part — a text
        // field lays out every character — and Save stays dimmed until it is short enough.
        field.text = String((value.text ?? "").prefix(Hero.maximumNameLength * 10))
        field.onChanged { [weak self] in
            guard let self else { return }
            self.value = .text(self.field.text)
            self.chrome.validate(self.value)
        }
        field.onActivate { [weak self] in self?.chrome.saveCurrentValue() }
        chrome.validate(value)
    }

    override var initialFocusWidget: Widget? { field }

    override func encodeRestorableState(with coder: RestorationCoder) { encodeDraft(with: coder) }

    /// The text typed but not saved when Segue quit (validated again as it is set).
    override func decodeRestorableState(with coder: RestorationCoder) {
        if case .text(let text)? = decodeDraft(with: coder) { field.text = text }
    }
}
