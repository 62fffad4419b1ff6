/// The two cell kinds of the seed's task list.
public enum TaskCellKind: Equatable, Sendable {
    /// `plainCell`.
    case plain
    /// `attentionCell`: red text and an "Urgent" icon, for tasks containing "URGENT".
    case attention

    /// The kind for a task's text. Like the seed's `rangeOfString:@"URGENT"`, the match is
    /// case-sensitive and anywhere in the text.
    public init(text: String) {
        self = text.contains("URGENT") ? .attention : .plain
    }
}
