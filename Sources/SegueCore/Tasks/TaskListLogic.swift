import FoundationEssentials

/// The task list without its widgets: the seed's `BIDTaskListController` plus what a real task
/// list needs (add, delete with undo, drafts), over the SQLite store.
///
/// Every change is written to the store before the in-memory list changes. An *edit* the store
/// does not take is never discarded: it is kept in the list, marked unsaved, and written by
/// ``saveUnsavedEdits()`` once the store works again (the error is thrown so the view can say so).
/// Other failed writes throw and change nothing.
@MainActor
public final class TaskListLogic: UnsavedEditsKeeping {
    /// The tasks, in list order: read from the store a page at a time as they are asked for
    /// (``TaskRows``), so opening a list of a million tasks costs what opening nine does.
    public var tasks: TaskRows { TaskRows(source: rows) }
    let rows: TaskRowSource
    let repository: TaskRepository
    /// Called when a search's whole count is in ``tasks`` (see ``search(for:)``): reload the rows.
    public var onResultsCounted: (@MainActor () -> Void)?
    /// Counts a search's results off the main thread (``search(for:)``).
    var resultCounting: Task<Void, Never>?
    /// The search generation last sent to be counted.
    var countedGeneration = -1
    /// A new task inserted by a draft save, still being edited: emptied, it is removed again.
    private var draftInsertedID: Int64?
    /// Tasks whose text the store has not taken yet (negative ids: new tasks not stored at all).
    public internal(set) var unsavedTaskIDs: Set<Int64> = []
    private var nextUnsavedID: Int64 = -1

    /// Whether some edit is only in memory.
    public var hasUnsavedEdits: Bool { !unsavedTaskIDs.isEmpty }

    /// Loads the list from `repository`.
    public convenience init(repository: TaskRepository) throws(StoreError) {
        try self.init(repository: repository, searchSlice: 50_000)
    }

    /// Loads the list from `repository`; a one- or two-letter search answers from the first
    /// `searchSlice` tasks (see ``search(for:)``; tests make it small).
    package init(repository: TaskRepository, searchSlice: Int) throws(StoreError) {
        self.repository = repository
        rows = try TaskRowSource(repository: repository, searchSlice: searchSlice)
    }

    /// The selection handed to the detail for an existing task: its row on screen and its key,
    /// which is what the edit coming back is written to.
    public func selection(forRow row: Int) -> TaskSelection {
        let task = tasks[row]
        rememberOpened(task)
        return TaskSelection(indexPath: IndexPath(indexes: [0, row]), text: task.text, taskID: task.id)
    }

    /// The selection handed to the detail for a new, empty task (one past the last row).
    public func selectionForNewTask() -> TaskSelection {
        draftInsertedID = nil // a new editor: no earlier draft is its task
        return TaskSelection(indexPath: IndexPath(indexes: [0, tasks.count]), text: "")
    }

    /// What each open editor started from, and the other programs' texts its edits replaced.
    private var edits = EditBases<TaskItem>()

    private func remember(_ task: TaskItem) { edits.remember(task) }

    /// `task` is handed to an editor as the list shows it. Its edit is measured against the store's
    /// text, never against a kept edit's (which would make the kept text look untyped).
    private func rememberOpened(_ task: TaskItem) {
        guard rows.unsavedTexts[task.id] != nil else { return remember(task) }
        if edits.base(of: task.id) == nil, let stored = try? repository.task(id: task.id) { remember(stored) }
    }

    /// The task as the editor of `id` started from it, if one is known.
    func editBase(of id: Int64) -> TaskItem? { edits.base(of: id) }

    /// The other program's text of each task an edit was written over since the last call, by
    /// task: what an undo of that edit brings back (the view says so, with Undo).
    public func takeOverwrittenTexts() -> [Int64: String] { edits.takeOverwritten().mapValues(\.text) }

    /// For an open editor showing `shown`: the task's text as another program stored it since the
    /// editor took its text, if nothing was typed meanwhile (the editor shows it, and later edits
    /// start from it); nil otherwise. One look-up by key.
    public func newerStoredText(for shown: TaskSelection) -> String? {
        guard let id = shown.taskID, id > 0, let base = edits.base(of: id), shown.text == base.text, rows.unsavedTexts[id] == nil,
            let stored = try? repository.task(id: id), stored.text != base.text
        else { return nil }
        edits.remember(stored)
        return stored.text
    }

    /// Applies the detail's edited selection — the seed's `setEditedSelection:`. An unchanged text
    /// writes nothing; a new task left empty adds nothing (or is removed again if a draft had
    /// already saved it). The task written is the selection's ``TaskSelection/taskID``, wherever
    /// it stands in the list now.
    @discardableResult
    public func apply(_ edited: TaskSelection) throws(StoreError) -> ListChange {
        try apply(edited, overwriting: false)
    }

    private func apply(_ edited: TaskSelection, overwriting: Bool) throws(StoreError) -> ListChange {
        // Editing ended, saved or kept: a later new task's edits never go to this one.
        defer { draftInsertedID = nil }
        return try shown(write(edited, overwriting: overwriting))
    }

    /// Saves text typed so far, so a crash loses at most the last second. Same rules as
    /// ``apply(_:)``, except that a new task keeps being tracked as a draft.
    @discardableResult
    public func saveDraft(_ draft: TaskSelection) throws(StoreError) -> ListChange {
        try shown(write(draft))
    }

    /// Puts back, with `edited`'s text, a task another program deleted while its editor was open
    /// (the editor's "Put Back"); an edit of a task still listed is applied as a draft.
    @discardableResult
    public func putBack(_ edited: TaskSelection) throws(StoreError) -> ListChange {
        guard let id = edited.taskID, var task = edits.base(of: id), !isListed(edited) else { return try saveDraft(edited) }
        let followed = try rows.followStore()
        task.text = edited.text
        let change = try restore(task, at: edited.indexPath[1])
        return followed ? .reloaded : try shown(change)
    }

    /// Writes an editor's text (a draft, or the edit passed back), by the rule of ``EditMerge``;
    /// `overwriting` writes it whatever the store has (an undo or redo the user asked for).
    private func write(_ edited: TaskSelection, overwriting: Bool = false) throws(StoreError) -> ListChange {
        // Rows are only where things are shown: first catch up with the file, then find the task
        // by its key, so a task another program added or deleted never shifts the edit onto another.
        let followed = try rows.followStore()
        guard let id = edited.taskID ?? draftInsertedID else {
            let change = try insert(edited.text)
            return followed ? .reloaded : change
        }
        let row = try rows.row(ofID: id)
        guard let task = row.map({ rows.row(at: $0) }) ?? edits.base(of: id) else { return followed ? .reloaded : .none }
        if edited.text.isEmpty, id == draftInsertedID {
            draftInsertedID = nil
            guard let row else { return followed ? .reloaded : .none }
            try remove(task, at: row)
            return followed ? .reloaded : .removed(row: row)
        }
        // A kept edit is this editor's own text, not another program's.
        let theirs = rows.unsavedTexts[id] == nil ? task.text : nil
        let base = overwriting ? task.text : edits.base(of: id)?.text ?? task.text
        switch EditMerge(base: base, mine: edited.text, theirs: theirs ?? base) {
        case .nothingTyped:
            // A stale editor never writes: another program's newer text stands. Typed back to
            // where it started, a kept edit of this task goes (the user undid it).
            rows.unsavedTexts[id] = nil
            unsavedTaskIDs.remove(id)
            return followed ? .reloaded : .none
        case .overwrite: edits.noteOverwritten(task)
        case .write: break
        }
        guard task.text != edited.text else {
            if theirs != nil { remember(task) } // the store has it: later edits start from it
            return followed ? .reloaded : .none
        }
        var changed = task
        changed.text = edited.text
        guard id > 0 else {
            // A new task still waiting to be stored.
            if let index = rows.unstoredTasks.firstIndex(where: { $0.id == id }) { rows.unstoredTasks[index] = changed }
            return followed ? .reloaded : row.map { .updated(row: $0) } ?? .none
        }
        do {
            let reinstated = try store(changed)
            rows.unsavedTexts[id] = nil
            unsavedTaskIDs.remove(id)
            remember(changed)
            if reinstated { try rows.recount() } else { rows.forgetPages() }
        } catch {
            rows.unsavedTexts[id] = edited.text
            unsavedTaskIDs.insert(id)
            edits.forgetOverwritten(id) // not written over yet: said when the kept edit is saved
            throw error
        }
        if followed { return .reloaded }
        if let row { return .updated(row: row) }
        return try rows.row(ofID: id).map { .inserted(row: $0) } ?? .none
    }

    /// Adds a new task after every other one (the first save of a new task's editor).
    private func insert(_ text: String) throws(StoreError) -> ListChange {
        guard !text.isEmpty else { return .none }
        do {
            // Tasks kept in memory go to the store first, so the list keeps its order there.
            if !rows.unstoredTasks.isEmpty { try saveUnsavedEdits() }
            let task = try repository.append(text)
            rows.storedRowsChanged(by: 1)
            draftInsertedID = task.id
            edits.remember(task)
        } catch {
            _ = try? keepUnstored(text)
            throw error
        }
        return .inserted(row: rows.storedCount - 1)
    }

    /// Keeps a new task the store did not take in memory, after every other task.
    private func keepUnstored(_ text: String) throws(StoreError) -> ListChange {
        let last = rows.count > 0 ? rows.row(at: rows.count - 1).position : 0
        let unsaved = TaskItem(id: nextUnsavedID, position: last + 1, text: text)
        nextUnsavedID -= 1
        rows.unstoredTasks.append(unsaved)
        unsavedTaskIDs.insert(unsaved.id)
        draftInsertedID = unsaved.id
        return .inserted(row: rows.count - 1)
    }

    /// Removes `task` (at `row`) from the store, or from memory if it was never stored.
    func remove(_ task: TaskItem, at row: Int) throws(StoreError) {
        if task.id > 0 {
            try repository.delete(id: task.id)
            rows.storedRowsChanged(by: -1)
        } else {
            rows.unstoredTasks.removeAll { $0.id == task.id }
        }
        rows.unsavedTexts[task.id] = nil
        unsavedTaskIDs.remove(task.id)
    }

    /// Keeps `text` as an unsaved edit of the task with `id` (taken back from an earlier run),
    /// measured against `base`, the task as its editor started from it.
    func keepTakenBack(_ text: String, forTaskWithID id: Int64, base: TaskItem?) {
        if let base { edits.remember(base) }
        rows.unsavedTexts[id] = text
        unsavedTaskIDs.insert(id)
    }

    /// Keeps `text` as a new task not stored yet (taken back from an earlier run).
    func keepTakenBackNewTask(_ text: String) {
        _ = try? keepUnstored(text)
        draftInsertedID = nil
    }

    /// Writes every edit the store did not take before; returns whether all are saved now.
    /// Throws (and keeps them) if the store still refuses.
    @discardableResult
    public func saveUnsavedEdits() throws(StoreError) -> Bool {
        for (id, text) in rows.unsavedTexts.sorted(by: { $0.key < $1.key }) {
            // A kept edit to a task another program deleted meanwhile puts it back, as an edit does.
            guard var task = try rows.row(ofID: id).map({ rows.row(at: $0) }) ?? edits.base(of: id) else {
                rows.unsavedTexts[id] = nil
                unsavedTaskIDs.remove(id)
                continue
            }
            // Another program's change since the edit was kept is written over: offered back.
            if let base = edits.base(of: id)?.text, let stored = try repository.task(id: id),
                case .overwrite = EditMerge(base: base, mine: text, theirs: stored.text)
            {
                edits.noteOverwritten(stored)
            }
            task.text = text
            if try store(task) { try rows.recount() } else { rows.forgetPages() }
            remember(task)
            rows.unsavedTexts[id] = nil
            unsavedTaskIDs.remove(id)
        }
        while let task = rows.unstoredTasks.first {
            let stored = try repository.append(task.text)
            rows.unstoredTasks.removeFirst()
            rows.storedRowsChanged(by: 1)
            if draftInsertedID == task.id { draftInsertedID = stored.id }
            unsavedTaskIDs.remove(task.id)
        }
        countPendingResults()
        return unsavedTaskIDs.isEmpty
    }

    /// Writes an edited task. A task another writer deleted meanwhile (a second Segue, `sqlite3`)
    /// is put back by the write rather than losing the edit; it is remembered so the user is told.
    @discardableResult
    private func store(_ task: TaskItem) throws(StoreError) -> Bool {
        guard try repository.update(task) else { return false }
        if !reinstatedTaskIDs.contains(task.id) { reinstatedTaskIDs.append(task.id) }
        return true
    }

    /// Tasks that had been deleted elsewhere while being edited, and that the edit put back.
    private var reinstatedTaskIDs: [Int64] = []

    /// What to tell the user about tasks an edit put back after another program deleted them, and
    /// their ids (for Undo, which deletes them after all) — once: reading the notice clears it.
    public func takeReinstatedNotice() -> (message: String, taskIDs: [Int64])? {
        defer { reinstatedTaskIDs = [] }
        let ids = reinstatedTaskIDs.filter { id in (try? rows.row(ofID: id)) != nil }
        guard let first = ids.first, let row = try? rows.row(ofID: first) else { return nil }
        let task = rows.row(at: row)
        if ids.count > 1 { return (localized("Some tasks had been deleted elsewhere; your edits put them back."), ids) }
        return (localized(format: "“%1$@” had been deleted elsewhere; your edit put it back.", task.firstLine), ids)
    }

    /// Sets the text of the task with `id` (undoing or redoing an edit); nothing if it is gone.
    @discardableResult
    public func setText(_ text: String, ofTaskWithID id: Int64) throws(StoreError) -> ListChange {
        guard let row = try rows.row(ofID: id) else {
            // Not among a search's results, but still stored: the edit is undone all the same.
            guard !rows.query.isEmpty, id > 0, let task = try repository.task(id: id) else { return .none }
            remember(task)
            return try apply(TaskSelection(indexPath: IndexPath(indexes: [0, 0]), text: text, taskID: id), overwriting: true)
        }
        return try apply(TaskSelection(indexPath: IndexPath(indexes: [0, row]), text: text, taskID: id), overwriting: true)
    }
}
