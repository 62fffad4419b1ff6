import FoundationEssentials

/// What the task list hands its detail and gets back: the typed form of the seed's
/// `selection` / `editedSelection` dictionaries (`indexPath` + `object`).
public struct TaskSelection: Equatable, Sendable {
    /// Where the task is in the list (row == number of tasks for a new task).
    public let indexPath: IndexPath
    /// The task's text.
    public let text: String

    /// A selection.
    public init(indexPath: IndexPath, text: String) {
        self.indexPath = indexPath
        self.text = text
    }
}
