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
    /// The tasks, in list order.
    public private(set) var tasks: [TaskItem]
    private let repository: TaskRepository
    /// A new task inserted by a draft save, still being edited: emptied, it is removed again.
    private var draftInsertedID: Int64?
    /// Tasks whose text the store has not taken yet (negative ids: new tasks not stored at all).
    public private(set) var unsavedTaskIDs: Set<Int64> = []
    private var nextUnsavedID: Int64 = -1

    /// Whether some edit is only in memory.
    public var hasUnsavedEdits: Bool { !unsavedTaskIDs.isEmpty }

    /// Loads the list from `repository`.
    public init(repository: TaskRepository) throws(StoreError) {
        self.repository = repository
        tasks = try repository.all()
    }

    /// The screen title.
    public var title: String { localized("Tasks") }

    /// The selection handed to the detail for an existing task.
    public func selection(forRow row: Int) -> TaskSelection {
        TaskSelection(indexPath: IndexPath(indexes: [0, row]), text: tasks[row].text)
    }

    /// The selection handed to the detail for a new, empty task (one past the last row).
    public func selectionForNewTask() -> TaskSelection {
        TaskSelection(indexPath: IndexPath(indexes: [0, tasks.count]), text: "")
    }

    /// Applies the detail's edited selection — the seed's `setEditedSelection:`. An unchanged text
    /// writes nothing; a new task left empty adds nothing (or is removed again if a draft had
    /// already saved it).
    @discardableResult
    public func apply(_ edited: TaskSelection) throws(StoreError) -> ListChange {
        let change = try write(edited)
        draftInsertedID = nil
        return change
    }

    /// Saves text typed so far, so a crash loses at most the last second. Same rules as
    /// ``apply(_:)``, except that a new task keeps being tracked as a draft.
    @discardableResult
    public func saveDraft(_ draft: TaskSelection) throws(StoreError) -> ListChange {
        try write(draft)
    }

    private func write(_ edited: TaskSelection) throws(StoreError) -> ListChange {
        let row = edited.indexPath[1]
        if row < tasks.count {
            let id = tasks[row].id
            if edited.text.isEmpty, id == draftInsertedID {
                if id > 0 { try repository.delete(id: id) }
                tasks.remove(at: row)
                unsavedTaskIDs.remove(id)
                draftInsertedID = nil
                return .removed(row: row)
            }
            guard tasks[row].text != edited.text else { return .none }
            tasks[row].text = edited.text
            guard id > 0 else { return .updated(row: row) } // a new task still waiting to be stored
            do {
                try store(tasks[row])
                unsavedTaskIDs.remove(id)
            } catch {
                unsavedTaskIDs.insert(id)
                throw error
            }
            return .updated(row: row)
        }
        guard row == tasks.count, !edited.text.isEmpty else { return .none }
        do {
            let task = try repository.append(edited.text)
            tasks.append(task)
            draftInsertedID = task.id
        } catch {
            let position = (tasks.last?.position ?? 0) + 1
            let unsaved = TaskItem(id: nextUnsavedID, position: position, text: edited.text)
            nextUnsavedID -= 1
            tasks.append(unsaved)
            unsavedTaskIDs.insert(unsaved.id)
            draftInsertedID = unsaved.id
            throw error
        }
        return .inserted(row: tasks.count - 1)
    }

    /// Writes every edit the store did not take before; returns whether all are saved now.
    /// Throws (and keeps them) if the store still refuses.
    @discardableResult
    public func saveUnsavedEdits() throws(StoreError) -> Bool {
        for row in tasks.indices where unsavedTaskIDs.contains(tasks[row].id) {
            let task = tasks[row]
            if task.id > 0 {
                try store(task)
            } else {
                let stored = try repository.append(task.text)
                tasks[row] = stored
                if draftInsertedID == task.id { draftInsertedID = stored.id }
            }
            unsavedTaskIDs.remove(task.id)
        }
        return unsavedTaskIDs.isEmpty
    }

    /// Writes an edited task. A task another writer deleted meanwhile (a second Segue, `sqlite3`)
    /// is put back by the write rather than losing the edit; it is remembered so the user is told.
    private func store(_ task: TaskItem) throws(StoreError) {
        if try repository.update(task), !reinstatedTaskIDs.contains(task.id) { reinstatedTaskIDs.append(task.id) }
    }

    /// Tasks that had been deleted elsewhere while being edited, and that the edit put back.
    private var reinstatedTaskIDs: [Int64] = []

    /// What to tell the user about tasks an edit put back after another program deleted them, and
    /// their ids (for Undo, which deletes them after all) — once: reading the notice clears it.
    public func takeReinstatedNotice() -> (message: String, taskIDs: [Int64])? {
        defer { reinstatedTaskIDs = [] }
        let ids = reinstatedTaskIDs.filter { id in tasks.contains { $0.id == id } }
        guard let first = ids.first, let task = tasks.first(where: { $0.id == first }) else { return nil }
        if ids.count > 1 { return (localized("Some tasks had been deleted elsewhere; your edits put them back."), ids) }
        return (localized(format: "“%1$@” had been deleted elsewhere; your edit put it back.", task.firstLine), ids)
    }

    /// Puts a task back at `row` with its id and place (undoing its deletion from any point in
    /// the undo history, not only the last one). A task already in the list changes nothing.
    @discardableResult
    public func restore(_ task: TaskItem, at row: Int) throws(StoreError) -> ListChange {
        guard !tasks.contains(where: { $0.id == task.id }) else { return .none }
        if task.id > 0 { try repository.restore(task) } else { unsavedTaskIDs.insert(task.id) }
        let index = min(max(row, 0), tasks.count)
        tasks.insert(task, at: index)
        return .inserted(row: index)
    }

    /// Sets the text of the task with `id` (undoing or redoing an edit); nothing if it is gone.
    @discardableResult
    public func setText(_ text: String, ofTaskWithID id: Int64) throws(StoreError) -> ListChange {
        guard let row = tasks.firstIndex(where: { $0.id == id }) else { return .none }
        return try apply(TaskSelection(indexPath: IndexPath(indexes: [0, row]), text: text))
    }

    /// Deletes the tasks with `ids` (those still in the list); ``restore(_:at:)`` brings one back.
    @discardableResult
    public func delete(taskIDs ids: [Int64]) throws(StoreError) -> [ListChange] {
        var changes: [ListChange] = []
        for id in ids {
            guard let row = tasks.firstIndex(where: { $0.id == id }) else { continue }
            changes.append(try delete(row: row))
        }
        return changes
    }

    /// Deletes the task at `row`; ``restore(_:at:)`` brings it back (the caller keeps it for undo).
    @discardableResult
    public func delete(row: Int) throws(StoreError) -> ListChange {
        guard tasks.indices.contains(row) else { return .none }
        let task = tasks[row]
        if task.id > 0 { try repository.delete(id: task.id) }
        unsavedTaskIDs.remove(task.id)
        tasks.remove(at: row)
        return .removed(row: row)
    }
}
