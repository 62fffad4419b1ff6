/// One task of the task list. Its text is user content: stored and shown exactly as typed.
public struct TaskItem: Codable, Equatable, Identifiable, Sendable {
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

    /// The longest first line a row shows (and a screen reader reads as the row's name): a
    /// megabyte pasted on one line would otherwise be laid out and exported whole, freezing the
    /// window. The editor still holds the whole text.
    public static let rowTextLimit = String.displayLineLimit

    /// The first line, for the one-line row, cut at ``rowTextLimit`` characters with "…" (the
    /// whole text stays in the task).
    public var firstLine: String { text.displayLine(limit: Self.rowTextLimit) }
}
