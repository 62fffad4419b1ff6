import FoundationEssentials
import GtkKit
import SegueCore

/// The task list (the seed's `BIDTaskListController`) over the SQLite store: attention cells for
/// "URGENT", a detail that passes edits back, and add, delete and undo.
@MainActor
final class TasksViewController: TableViewController, TableViewDataSource, TableViewDelegate, EditedTaskSelectionReceiving {
    let logic: TaskListLogic
    let undoBar = UndoBar(actionTitle: localized("_Undo"))
    let addButton = Button(iconName: "list-add-symbolic", accessibleLabel: localized("Add Task"))

    init(logic: TaskListLogic) {
        self.logic = logic
        super.init()
        dataSource = self
        delegate = self
        title = logic.title
        allowsDeletion = true
        addButton.tooltip = localized("Add Task") + " (Ctrl+N)"
        addButton.onClicked { [weak self] in self?.addTask() }
        trailingHeaderWidgets = [addButton]
        undoBar.shortcutHint = localized("Press Ctrl+Z to undo.")
        emptyStateView = StatusPage(
            iconName: "object-select-symbolic", title: localized("No Tasks"),
            description: localized("Press + or Ctrl+N to add a task."))
    }

    override func loadView() {
        super.loadView()
        let page = Box(.vertical)
        page.append(view)
        page.append(undoBar)
        let shortcuts = ShortcutController(global: true)
        shortcuts.add("<Control>n") { [weak self] in
            guard let self, self.isOnTop else { return false }
            self.addTask()
            return true
        }
        shortcuts.add("<Control>z") { [weak self] in
            guard let self, self.isOnTop else { return false }
            return self.undoBar.runAction()
        }
        page.addController(shortcuts)
        view = page
    }

    /// Window-wide shortcuts act only while this list is the page on screen.
    private var isOnTop: Bool { navigationController?.topViewController === self }

    func table(_ table: TableViewController, numberOfRowsInSection section: Int) -> Int { logic.tasks.count }

    func table(_ table: TableViewController, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TaskCell(task: logic.tasks[indexPath.row])
    }

    func table(_ table: TableViewController, didSelectRowAt indexPath: IndexPath) {
        showDetail(for: logic.selection(forRow: indexPath.row))
    }

    func table(_ table: TableViewController, commitDeletionForRowAt indexPath: IndexPath) {
        perform { () throws(StoreError) in try logic.delete(row: indexPath.row) }
        undoBar.show(localized("Task deleted")) { [weak self] in
            self?.perform(focusingInsertedRow: true) { () throws(StoreError) in try self?.logic.undoDelete() ?? .none }
        }
    }

    func addTask() {
        undoBar.hide()
        showDetail(for: logic.selectionForNewTask())
    }

    /// The segue to the task's editor. Which screen that is, the storyboard decides: as in the
    /// seed, the list "doesn't even know that [the detail] exists".
    static let showDetailSegue = "showTaskDetail"

    private func showDetail(for selection: TaskSelection) {
        performSegue(withIdentifier: Self.showDetailSegue, sender: selection)
    }

    /// Hands the selection to whatever screen comes next, asking only that it take a selection:
    /// the typed form of the seed's `respondsToSelector:` + `setValue:forKey:`.
    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let receiver = segue.destination as? TaskSelectionReceiving,
            let selection = sender as? TaskSelection
        else { return }
        receiver.selection = selection
        receiver.editedSelectionReceiver = self
    }

    // MARK: EditedTaskSelectionReceiving

    func receive(editedSelection: TaskSelection) {
        perform { () throws(StoreError) in try logic.apply(editedSelection) }
    }

    func saveDraft(_ draft: TaskSelection) {
        perform { () throws(StoreError) in try logic.saveDraft(draft) }
    }

    /// Runs a store change and mirrors it in the rows; a failed write changes nothing and says why.
    private func perform(focusingInsertedRow: Bool = false, _ change: () throws(StoreError) -> ListChange) {
        do {
            apply(try change(), focusingInsertedRow: focusingInsertedRow)
        } catch {
            Alert.showProblem(localized("The change could not be saved"), error.description, over: view)
        }
    }
}
