/// How the task list changed, so the view rebuilds only what it must (`reloadRows`).
public enum TaskListChange: Equatable, Sendable {
    /// Nothing changed and nothing was written.
    case none
    /// The task at `row` has new text (its cell kind may have flipped).
    case updated(row: Int)
    /// A task was inserted at `row`.
    case inserted(row: Int)
    /// The task at `row` was removed.
    case removed(row: Int)
}
