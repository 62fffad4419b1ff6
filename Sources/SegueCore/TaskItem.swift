/// One task of the task list. Its text is user content: stored and shown exactly as typed.
public struct TaskItem: Equatable, Sendable {
    /// The database row id.
    public let id: Int64
    /// Sort key; gaps are allowed (a deleted task keeps its place for undo).
    public let position: Int64
    /// The task's text.
    public var text: String

    /// A task.
    public init(id: Int64, position: Int64, text: String) {
        self.id = id
        self.position = position
        self.text = text
    }

    /// Which cell shows the task: the seed's `attentionCell` when the text contains "URGENT".
    public var kind: TaskCellKind { TaskCellKind(text: text) }

    /// The first line, for the one-line row (the whole text stays in the task).
    public var firstLine: String {
        text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }
}
