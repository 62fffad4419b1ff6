import FoundationEssentials

/// What the task list hands its detail and gets back: the typed form of the seed's
/// `selection` / `editedSelection` dictionaries (`indexPath` + `object`).
///
/// The index path is where the task was on screen when the editor opened; what an edit writes is
/// decided by ``taskID``, never by the row, because another program can add or delete tasks
/// while the editor is open and the same row then names another task.
public struct TaskSelection: Equatable, Sendable {
    /// Where the task is in the list (row == number of tasks for a new task).
    public let indexPath: IndexPath
    /// The task's text.
    public let text: String
    /// The task's key in the store; nil for a new task, which the first save adds.
    public let taskID: Int64?

    /// A selection of the task with `taskID` (nil: a new task), shown at `indexPath`.
    public init(indexPath: IndexPath, text: String, taskID: Int64? = nil) {
        self.indexPath = indexPath
        self.text = text
        self.taskID = taskID
    }

    /// The same task with its text edited: what the detail passes back.
    public func editing(text: String) -> TaskSelection {
        TaskSelection(indexPath: indexPath, text: text, taskID: taskID)
    }
}
