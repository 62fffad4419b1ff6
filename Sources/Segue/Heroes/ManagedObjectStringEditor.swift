import GtkKit
import SegueCore

/// The string editor (the seed's `ManagedObjectStringEditor`): a text field with the value,
/// focused; Enter saves.
@MainActor
final class ManagedObjectStringEditor: ManagedObjectEditor {
    let field = TextField()

    override func loadView() {
        let box = StackView(axis: .vertical, spacing: 12)
        box.setMargins(18)
        field.accessibilityLabel = label
        box.addArrangedSubview(field)
        box.addArrangedSubview(chrome.messageLabel)
        view = ReadableWidthView(content: box) // at most 600 px wide, centred, on a wide window
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // A stored text far beyond what is allowed (another program's) is shown in part — a text
        // field lays out every character — and Save stays dimmed until it is short enough.
        field.text = String((value.text ?? "").prefix(Hero.maximumNameLength * 10))
        field.onChanged { [weak self] in
            guard let self else { return }
            self.value = .text(self.field.text)
            self.validate()
        }
        field.delegate = self
        validate()
    }

    override var initialFocusWidget: View? { field }

    /// The text typed but not saved when Segue quit (validated again as it is set).
    override func decodeRestorableState(with coder: Coder) {
        if case .text(let text)? = decodeDraft(with: coder) { field.text = text }
    }
}

/// Return saves and leaves (`textFieldShouldReturn`, UIKit's place for it); a value that cannot be
/// saved keeps the field (and the focus) with its reason shown.
extension ManagedObjectStringEditor: TextFieldDelegate {
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        chrome.saveCurrentValue()
        return false
    }
}
