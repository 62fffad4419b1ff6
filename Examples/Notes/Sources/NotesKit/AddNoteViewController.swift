import GtkKit

/// The "+" screen, presented modally in a navigation controller (UIKit's usual Add sheet): a
/// title field, Cancel at the start of the header and Done at its end. Done (or Enter) hands the
/// title to ``onAdd`` and dismisses; Cancel, Escape and the window's close button dismiss and add
/// nothing.
@MainActor
public final class AddNoteViewController: ViewController {
    /// The new note's first line.
    public let titleField = TextField()
    /// Dismisses without adding.
    public let cancelButton = Button(label: "_Cancel", mnemonic: true)
    /// Adds the note and dismisses (dimmed while the title is empty).
    public let doneButton = Button(label: "_Done", mnemonic: true)
    /// Receives the new note's text when Done is chosen.
    public var onAdd: (@MainActor (String) -> Void)?

    public override init() {
        super.init()
        title = "New Note"
        doneButton.addCSSClass("suggested-action")
        leadingHeaderWidgets = [cancelButton]
        trailingHeaderWidgets = [doneButton]
        hidesBackButton = true
        cancelButton.onClicked { [weak self] in self?.dismiss(animated: true) }
        doneButton.onClicked { [weak self] in self?.done() }
    }

    public override func loadView() {
        titleField.accessibleLabel = "Title"
        titleField.placeholder = "Title"
        titleField.setMargins(18)
        titleField.verticalAlignment = .start
        titleField.onChanged { [weak self] in self?.updateDone() }
        titleField.onActivate { [weak self] in self?.done() }
        view = titleField
        updateDone()
    }

    public override var initialFocusWidget: Widget? { titleField }

    private func updateDone() { doneButton.isSensitive = !titleField.text.isEmpty }

    private func done() {
        guard doneButton.isSensitive else { return }
        let text = titleField.text
        dismiss(animated: true) { [onAdd] in onAdd?(text) }
    }
}
