import FoundationEssentials
import GtkKit
import SegueCore

/// The task list (the seed's `BIDTaskListController`) over the SQLite store: attention cells for
/// "URGENT", a detail that passes edits back, and add, delete and undo.
@MainActor
final class TasksViewController: TableViewController, EditedTaskSelectionReceiving {
    let logic: TaskListLogic
    let undoBar = UndoBar(actionTitle: localized("_Undo"))
    /// Says while an edit is kept in memory because the store refused it, and retries it.
    let unsavedEdits: UnsavedEditsNotice
    /// The notice's bar under the list; its button retries.
    let problemBar: UndoBar
    let addButton = Button(iconName: "list-add-symbolic", accessibilityLabel: localized("Add Task"))

    /// The list over `logic`, made from its scene in `Tasks.storyboard` (its prototype cells and
    /// its segue to the editor), as the seed's storyboards chapter builds it.
    static func instantiate(logic: TaskListLogic) -> TasksViewController {
        Storyboard(name: "Tasks", bundle: nil).instantiateViewController(identifier: "TaskList") { coder in
            TasksViewController(coder: coder, logic: logic)
        }
    }

    /// The storyboard's scene, with the list's logic (UIKit's creator initialiser).
    init?(coder: Coder, logic: TaskListLogic) {
        self.logic = logic
        unsavedEdits = UnsavedEditsNotice(retrying: logic)
        problemBar = unsavedEdits.makeBar()
        super.init(coder: coder)
        unsavedEdits.onSaved = { [weak self] in self?.takeOverwrittenTexts() }
        title = logic.title
        tableView.allowsDeletion = true
        tableView.allowsMultipleSelection = true // Ctrl/Shift to select, Delete for them all
        useAsAddButton(addButton) { [weak self] in self?.addTask() }
        let refresh = RefreshControl()
        refresh.addTarget(self, action: TasksViewController.refresh, for: .valueChanged)
        tableView.refreshControl = refresh
        tableView.emptyStateView = StatusPage(
            iconName: "object-select-symbolic", title: localized("No Tasks"),
            description: localized("Press + or Ctrl+N to add a task."))
        navigationItem.searchController = search.controller
        logic.onResultsCounted = { [weak self] in self?.search.resultsCounted() }
    }

    required init?(coder: Coder) { nil }

    /// Ctrl+F's search of the tasks (TasksViewController+Search.swift).
    private lazy var search = makeSearch()

    override func loadView() {
        super.loadView()
        wrapInEditableListPage(bars: [problemBar, undoBar], undoBar: undoBar) { [weak self] in self?.addTask() }
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { logic.tasks.count }

    /// Under the list, how many tasks there are ("9 tasks"; an empty list shows its empty state
    /// in the list's place, footer and all).
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        let count = logic.tasks.count
        return localized(singular: "%1$@ task", plural: "%1$@ tasks", count: count, count.localizedDigits())
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        // The seed's two prototypes: an attention cell for "URGENT", a plain cell for the rest.
        let task = logic.tasks[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: task.kind.reuseIdentifier, for: indexPath)
        (cell as? TaskCell)?.show(task)
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        showDetail(for: logic.selection(forRow: indexPath.row))
    }

    override func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point)
        -> ContextMenuConfiguration?
    {
        rowMenu(at: indexPath)
    }

    override func tableView(_ tableView: TableView, commitDeletionForRowAt indexPath: IndexPath) {
        deleteTask(id: logic.tasks[indexPath.row].id, showingBar: true)
    }

    /// Delete on a selection of tasks: one change, undone in one step.
    override func tableView(_ tableView: TableView, commitDeletionForRowsAt indexPaths: [IndexPath]) {
        deleteTasks(ids: indexPaths.map { logic.tasks[$0.row].id }, showingBar: true)
    }

    func addTask() {
        undoBar.hide()
        showDetail(for: logic.selectionForNewTask())
    }

    /// The segue to the task's editor. Which screen that is, the storyboard decides: as in the
    /// seed, the list "doesn't even know that [the detail] exists".
    static let showDetailSegue = "showTaskDetail"

    private func showDetail(for selection: TaskSelection) {
        if let taskID = selection.taskID,
            focusPageBesideList(if: { ($0 as? TaskSelectionReceiving)?.selection?.taskID == taskID })
        {
            return
        }
        performSegue(withIdentifier: Self.showDetailSegue, sender: selection)
    }

    /// The task whose editor was open when Segue quit: the task with the saved key; else the saved
    /// row, if it still holds the saved text, or the task that holds it; nil if it is gone
    /// (restoration stops at the list). A text the store refused at quit comes back with the list
    /// (``UnsavedEditsNotice/keep(in:)``), so the editor opens on it.
    override func restorationSender(forSegue identifier: String, coder: Coder) -> Any? {
        guard identifier == Self.showDetailSegue else { return nil }
        if let id = coder.decodeInteger(forKey: "taskID"), let row = logic.row(ofTaskWithID: Int64(id)) {
            return logic.selection(forRow: row)
        }
        guard let text = coder.decodeString(forKey: "text") else { return nil }
        let row = coder.decodeInteger(forKey: "row").flatMap { logic.tasks.indices.contains($0) && logic.tasks[$0].text == text ? $0 : nil }
        // The search is bounded: in a list of a million tasks it would read them all.
        guard let found = row ?? logic.tasks.prefix(10_000).firstIndex(where: { $0.text == text }) else { return nil }
        return logic.selection(forRow: found)
    }

    /// Hands the selection to whatever screen comes next, asking only that it take a selection:
    /// the typed form of the seed's `respondsToSelector:` + `setValue:forKey:`.
    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let receiver = segue.destination as? TaskSelectionReceiving,
            let selection = sender as? TaskSelection
        else { return }
        editStarts[selection.taskID, default: []].append((selection.text, logic.tasks.count))
        receiver.selection = selection
        receiver.editedSelectionReceiver = self
    }

    // MARK: EditedTaskSelectionReceiving

    /// A task added from the editor (its first draft inserted the row) gets the focus when the
    /// list shows again, so the keyboard and a screen reader land on it, not on the old row.
    private var rowToFocusOnReturn: Int?

    /// The added task's row, straight away: focus that went to the old row first had a screen
    /// reader read the old row, and count the list before the new row was in it.
    override var initialFocusWidget: View? {
        rowToFocusOnReturn.flatMap { tableView.loadCellForRow(at: IndexPath(row: $0, section: 0)) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        follower.start()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        rowToFocusOnReturn = nil
        tellAboutReinstatedTasks()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        follower.stop()
    }

    private lazy var follower = StoreFollower { [weak self] in self?.followStore() }

    /// Shows what another program changed in the store, the focus staying with its task. A store
    /// that cannot be read says so where its rows show (``TaskListLogic/readProblem``), not every
    /// second.
    /// F5 or Ctrl+R in the list: looks at the store now, not at the next second's look, for a
    /// user who knows another program just wrote it.
    func refresh(_ control: RefreshControl) {
        followStore()
        control.endRefreshing()
    }

    func followStore() {
        guard isViewLoaded else { return }
        let focusedID = tableView.indexPathForFocusedRow.map { logic.tasks[$0.row].id }
        guard let change = try? logic.followStore(), change != .none else { return }
        apply(change)
        if let focusedID, let row = logic.row(ofTaskWithID: focusedID) {
            tableView.loadCellForRow(at: IndexPath(row: row, section: 0))?.grabFocus()
        }
    }

    /// An edit that put back a task another program had deleted says so once the list shows, with
    /// Undo to delete it after all (the edit itself is never dropped silently).
    private func tellAboutReinstatedTasks() {
        guard let notice = logic.takeReinstatedNotice() else { return }
        // Undo (the bar's, or Ctrl+Z) deletes the tasks after all, as the other program meant.
        undoManager?.registerUndo(withTarget: self, named: localized("Put Back Task")) { tasks in
            for id in notice.taskIDs { tasks.deleteTask(id: id, showingBar: false) }
        }
        undoBar.show(notice.message, seconds: 10) { [weak self] in self?.undoManager?.undo() }
    }

    func receive(editedSelection: TaskSelection) {
        perform { () throws(StoreError) in try noteInsertion(logic.apply(editedSelection)) }
        takeOverwrittenTexts()
        registerUndoOfEdit(of: editedSelection.taskID)
        offerOverwrittenText(of: editedSelection.taskID)
    }

    /// What each open editor opened on, by its task's id (nil for a new task), oldest first: the
    /// text, and how many tasks there were, so the edit that comes back is undone as one "Edit
    /// Task" or "Add Task". Not one value: beside the list, the next editor is prepared before the
    /// one it replaces passes its edit back.
    var editStarts: [Int64?: [(text: String, count: Int)]] = [:]
    /// Tasks whose open editor's edit was written over another program's text, until the edit
    /// comes back and the list offers that text back (TasksViewController+Undo.swift).
    var overwrittenWhileEditing: Set<Int64> = []

    func saveDraft(_ draft: TaskSelection) {
        perform { () throws(StoreError) in try noteInsertion(logic.saveDraft(draft)) }
        takeOverwrittenTexts()
    }

    func newerStoredText(for shown: TaskSelection) -> String? { logic.newerStoredText(for: shown) }

    func isListed(_ selection: TaskSelection) -> Bool { logic.isListed(selection) }

    func putBack(_ edited: TaskSelection) {
        perform { () throws(StoreError) in try logic.putBack(edited) }
    }

    private func noteInsertion(_ change: ListChange) -> ListChange {
        if case .inserted(let row) = change { rowToFocusOnReturn = row }
        if case .removed = change { rowToFocusOnReturn = nil }
        return change
    }

    /// Runs a store change and mirrors it in the rows; returns whether the store took it. An edit
    /// the store refuses stays in the list, unsaved, and the user is told once — in the bar under
    /// the list, never by a dialog that would take the keyboard mid-sentence — while Segue keeps
    /// trying. Any other failed write changes nothing and says why.
    @discardableResult
    func perform(focusingInsertedRow: Bool = false, _ change: () throws(StoreError) -> ListChange) -> Bool {
        do {
            apply(try change(), focusingInsertedRow: focusingInsertedRow)
            return true
        } catch {
            guard unsavedEdits.failed(error) else {
                showProblem(localized("The change could not be saved"), error.description)
                return false
            }
            if isViewLoaded { tableView.reloadData() } // shows the kept edit
            return false
        }
    }

    /// Writes the kept edits now (Retry).
    func retryUnsavedEdits() { unsavedEdits.retry() }
}
