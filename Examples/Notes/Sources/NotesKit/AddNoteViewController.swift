import GtkKit

/// The "+" screen, presented modally in a navigation controller (UIKit's usual Add sheet): a
/// title field, Cancel at the start of the header and Done at its end. Done (or Enter) performs
/// the "noteAdded" unwind segue, which hands the title to the list and dismisses the screen;
/// Cancel, Escape and the window's close button dismiss and change nothing.
@MainActor
public final class AddNoteViewController: ViewController {
    /// The new note's first line.
    public let titleField = TextField()
    /// Cancel (a system item): dismisses without adding.
    public private(set) lazy var cancelItem = BarButtonItem(systemItem: .cancel) { [weak self] in self?.dismiss(animated: true) }
    /// Done (a system item, the suggested action): adds the note and dismisses; dimmed while the
    /// title is empty.
    public private(set) lazy var doneItem = BarButtonItem(systemItem: .done) { [weak self] in self?.done() }
    private let initialText: String

    /// A form titled `title` whose field starts with `text` (empty for a new note).
    public init(title: String = "New Note", text: String = "") {
        initialText = text
        super.init()
        self.title = title
        navigationItem.leftBarButtonItem = cancelItem
        navigationItem.rightBarButtonItem = doneItem
        navigationItem.hidesBackButton = true
    }

    required init?(coder: Coder) { nil }

    public override func loadView() {
        titleField.accessibilityLabel = "Title"
        titleField.accessibilityIdentifier = "note-title" // for the UI tests, in every language
        titleField.placeholder = "Title"
        titleField.setMargins(18)
        titleField.verticalAlignment = .start
        titleField.onChanged { [weak self] in self?.updateDone() }
        titleField.onActivate { [weak self] in self?.done() }
        titleField.text = initialText
        view = titleField
        updateDone()
    }

    public override var initialFocusWidget: View? { titleField }

    private func updateDone() { doneItem.isEnabled = !titleField.text.isEmpty }

    private func done() {
        guard doneItem.isEnabled else { return }
        performSegue(withIdentifier: NoteListViewController.noteAddedSegue, sender: self)
    }
}
