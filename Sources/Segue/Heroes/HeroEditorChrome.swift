import GtkKit
import SegueCore

/// What every hero editor shares: its title is the row's label, Cancel replaces Back at the start
/// of the header bar and Save (the suggested action) sits at the end, insensitive while the value
/// is invalid, with the reason written under the editor. Save stores and goes back; Cancel,
/// Escape and Alt+Left discard and go back. Unlike the task editor, nothing is saved as you type:
/// a hero's fields have rules, so a change counts only once Save accepts it.
@MainActor
final class HeroEditorChrome {
    let cancelButton = Button(label: localized("_Cancel"), mnemonic: true)
    let saveButton = Button(label: localized("_Save"), mnemonic: true)
    /// The reason the value cannot be saved, under the editor (hidden when there is none).
    let messageLabel = Label()
    private weak var editor: ManagedObjectEditor?

    init(editor: ManagedObjectEditor) {
        self.editor = editor
        saveButton.addCSSClass("suggested-action")
        messageLabel.addCSSClass("error")
        messageLabel.wraps = true
        messageLabel.xAlign = 0
        messageLabel.isVisible = false
        editor.navigationItem.hidesBackButton = true
        editor.navigationItem.leftBarButtonItem = BarButtonItem(customView: cancelButton)
        editor.navigationItem.rightBarButtonItem = BarButtonItem(customView: saveButton)
        cancelButton.onClicked { [weak editor] in _ = editor?.navigationController?.popViewController(animated: true) }
        saveButton.onClicked { [weak self] in self?.saveCurrentValue() }
    }

    /// Shows whether `value` can be saved: Save's sensitivity, and the reason in words under the
    /// editor and as Save's description (read when the user reaches the dimmed button). A new
    /// reason is also announced, since it appears away from the field being typed in.
    func validate(_ value: HeroValue) {
        let problem = editor?.check?(value)
        saveButton.isEnabled = problem == nil
        saveButton.accessibilityHint = problem
        if let problem, !messageLabel.isVisible || messageLabel.text != problem {
            Accessibility.announce(problem)
        }
        show(problem)
    }

    /// Save: store the editor's value and go back, or explain why not and stay.
    func saveCurrentValue() {
        guard let editor, saveButton.isEnabled else { return }
        do throws(HeroSaveError) {
            try editor.save?(editor.value)
            editor.navigationController?.popViewController(animated: true)
        } catch {
            show(error.description)
        }
    }

    private func show(_ problem: String?) {
        messageLabel.text = problem ?? ""
        messageLabel.isVisible = problem != nil
    }
}
