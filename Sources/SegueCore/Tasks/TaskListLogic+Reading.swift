/// What the task list's screens read of it, without changing it: its title, where a task is, and
/// whether the store still has it.
extension TaskListLogic {
    /// Why the last page of tasks could not be read, if it could not (its rows show empty).
    public var readProblem: StoreError? { rows.readProblem }

    /// The screen title.
    public var title: String { localized("Tasks") }

    /// Catches up with another program's changes to the store (see ``ListChange/reloaded``):
    /// `.reloaded` if the list changed under Segue, `.none` if not (one pragma).
    public func followStore() throws(StoreError) -> ListChange {
        guard try rows.followStore() else { return .none }
        countPendingResults()
        return .reloaded
    }

    /// Whether the selection's task is still stored: false once another program deleted it (one
    /// look-up by key). A new task, and one kept only in memory, count as listed.
    public func isListed(_ selection: TaskSelection) -> Bool {
        guard let id = selection.taskID, id > 0 else { return true }
        return (try? repository.exists(id: id)) ?? true
    }

    /// The row of the task with `id`, or nil if it is not in the list.
    public func row(ofTaskWithID id: Int64) -> Int? { try? rows.row(ofID: id) }
}
