import GtkKit
import SegueCore

/// The task editor (the seed's `BIDTaskDetailController`): a text view holding the task, focused
/// with the cursor in it. It knows its list only as an ``EditedTaskSelectionReceiving``. Its
/// scene is in `Tasks.storyboard` (the text view, an outlet as the seed's, in a column of
/// readable width), made by the list's segue.
///
/// Nothing typed is lost: a draft is saved at most half a second after a keystroke, even while
/// typing goes on, and leaving the page in any way (Back, Alt+Left, Escape, closing the window,
/// SIGTERM) passes the edit back in `viewWillDisappear`, as the seed does.
@MainActor
final class TaskDetailViewController: ViewController, TaskSelectionReceiving {
    var selection: TaskSelection?
    weak var editedSelectionReceiver: EditedTaskSelectionReceiving?
    /// The task's text (the seed's `textView` outlet).
    @Outlet var textView: TextView!
    /// The page's column: the read-only message above the text, the deleted bar under it.
    @Outlet var pageStack: StackView!
    private var draftTimer: MainLoop.Timer?
    static let draftDelayMilliseconds = 500

    /// Made by the storyboard, as UIKit makes a scene's controller.
    required init?(coder: Coder) {
        super.init(coder: coder)
        title = localized("Task")
    }

    /// Whether the task is too long (or holds a NUL) to edit here: the page then shows its start,
    /// read-only, says why, and passes nothing back, so the stored text stays exactly as it is.
    var isReadOnly: Bool { selection?.isTooLongToEdit ?? false }

    /// Says, while the page shows, that another program deleted the task, with Put Back; typing
    /// puts it back too (a draft save restores a deleted task), and the bar then goes.
    let deletedBar = UndoBar(actionTitle: localized("_Put Back"))

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.accessibilityLabel = localized("Task text")
        textView.expandsVertically = true
        guard let selection, isReadOnly else {
            pageStack.addArrangedSubview(deletedBar)
            textView.text = selection?.text ?? ""
            textView.moveCursorToEnd()
            textView.onChanged { [weak self] in self?.textChanged() }
            return
        }
        // Drawn only: a screen reader hears the message once, in the text view's name. (As its
        // description, set before GTK 4.8 registers the view, Orca 43 heard it twice.)
        let message = Label(decorative: selection.tooLongMessage)
        message.wraps = true
        message.xAlign = 0
        message.setMargins(12)
        message.textColor = .secondaryLabel
        textView.accessibilityLabel = localized("Task text") + ". " + selection.tooLongMessage
        pageStack.insertArrangedSubview(message, at: 0)
        textView.text = selection.preview
        textView.isEditable = false
    }

    override var initialFocusWidget: View? { textView }

    /// The task (its row and text) and where the cursor is; the text itself is already in the
    /// store, written when the page went away.
    override func encodeRestorableState(with coder: Coder) {
        // A task too long to edit is not kept in the window's state (megabytes in GSettings).
        guard let selection, !isReadOnly else { return }
        coder.encode(selection.indexPath[1], forKey: "row")
        if let id = selection.taskID, id > 0 { coder.encode(Int(id), forKey: "taskID") }
        coder.encode(isViewLoaded ? textView.text : selection.text, forKey: "text")
        if isViewLoaded { coder.encode(textView.cursorOffset, forKey: "cursor") }
    }

    override func decodeRestorableState(with coder: Coder) {
        guard let cursor = coder.decodeInteger(forKey: "cursor") else { return }
        loadViewIfNeeded()
        textView.cursorOffset = cursor
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !isReadOnly { follower.start() }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        follower.stop()
    }

    private lazy var follower = StoreFollower { [weak self] in self?.checkStillListed() }

    /// Once a second: is the task still in the store, and as the editor took it? The bar says so
    /// when another program deleted it (the text stays in the editor), and goes once the task is
    /// back. Another program's newer text replaces the editor's while nothing is typed, so Back
    /// never writes a stale copy over it.
    private func checkStillListed() {
        guard let selection, let receiver = editedSelectionReceiver else { return }
        if let newer = receiver.newerStoredText(for: selection.editing(text: textView.text)) {
            let cursor = textView.cursorOffset
            textView.text = newer
            textView.cursorOffset = min(cursor, newer.count)
        }
        let listed = receiver.isListed(selection)
        if listed, deletedBar.isShowing { deletedBar.hide() }
        guard !listed, !deletedBar.isShowing else { return }
        deletedBar.show(localized("Another program deleted this task. Your text is still here."), seconds: 3600) { [weak self] in
            guard let self, let selection = self.selection else { return }
            self.editedSelectionReceiver?.putBack(selection.editing(text: self.textView.text))
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        draftTimer = nil
        guard let selection, !isReadOnly, let receiver = editedSelectionReceiver else { return }
        receiver.receive(editedSelection: selection.editing(text: textView.text))
    }

    /// Throttled, not debounced: the first keystroke starts the timer and later ones ride along,
    /// so steady typing is still saved every half second.
    private func textChanged() {
        guard draftTimer?.isScheduled != true else { return }
        draftTimer = MainLoop.after(milliseconds: Self.draftDelayMilliseconds) { [weak self] in self?.saveDraftNow() }
    }

    /// Saves the text typed so far as a draft.
    func saveDraftNow() {
        draftTimer = nil
        guard let selection, !isReadOnly, let receiver = editedSelectionReceiver else { return }
        receiver.saveDraft(selection.editing(text: textView.text))
    }
}
