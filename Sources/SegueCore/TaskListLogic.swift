import FoundationEssentials

/// The task list without its widgets: the seed's `BIDTaskListController` plus what a real task
/// list needs (add, delete with undo, drafts), over the SQLite store.
///
/// Every change is written to the store before the in-memory list changes, so the list on screen
/// never shows something the file does not have. A write failure throws and changes nothing.
@MainActor
public final class TaskListLogic {
    /// The tasks, in list order.
    public private(set) var tasks: [TaskItem]
    private let repository: TaskRepository
    /// A new task inserted by a draft save, still being edited: emptied, it is removed again.
    private var draftInsertedID: Int64?
    /// The last deleted task and where it was, for undo.
    public private(set) var lastDeleted: (task: TaskItem, row: Int)?

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
            if edited.text.isEmpty, tasks[row].id == draftInsertedID {
                try repository.delete(id: tasks[row].id)
                tasks.remove(at: row)
                draftInsertedID = nil
                return .removed(row: row)
            }
            guard tasks[row].text != edited.text else { return .none }
            try repository.update(id: tasks[row].id, text: edited.text)
            tasks[row].text = edited.text
            return .updated(row: row)
        }
        guard row == tasks.count, !edited.text.isEmpty else { return .none }
        let task = try repository.append(edited.text)
        tasks.append(task)
        draftInsertedID = task.id
        return .inserted(row: tasks.count - 1)
    }

    /// Deletes the task at `row`; it can be brought back by ``undoDelete()``.
    @discardableResult
    public func delete(row: Int) throws(StoreError) -> ListChange {
        guard tasks.indices.contains(row) else { return .none }
        let task = tasks[row]
        try repository.delete(id: task.id)
        tasks.remove(at: row)
        lastDeleted = (task, row)
        return .removed(row: row)
    }

    /// Restores the last deleted task at its place.
    @discardableResult
    public func undoDelete() throws(StoreError) -> ListChange {
        guard let (task, row) = lastDeleted else { return .none }
        try repository.restore(task)
        let index = min(row, tasks.count)
        tasks.insert(task, at: index)
        lastDeleted = nil
        return .inserted(row: index)
    }
}
