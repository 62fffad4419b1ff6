/// Deleting tasks and putting them back (undo, redo), by key: wherever a task stands now, and
/// whether or not a search shows it.
extension TaskListLogic {
    /// Puts a task back at `row` with its id and place (undoing its deletion from any point in
    /// the undo history, not only the last one). A task already in the list changes nothing.
    @discardableResult
    public func restore(_ task: TaskItem, at row: Int) throws(StoreError) -> ListChange {
        if task.id > 0 {
            // Asked of the store, not the rows: a search may hide a task that is there.
            guard try !repository.exists(id: task.id) else { return .none }
            try repository.restore(task)
            guard rows.query.isEmpty else {
                try rows.recount()
                countPendingResults()
                return .reloaded
            }
            rows.storedRowsChanged(by: 1)
            return .inserted(row: try rows.row(ofID: task.id) ?? row)
        }
        guard try rows.row(ofID: task.id) == nil, !rows.unstoredTasks.contains(where: { $0.id == task.id }) else { return .none }
        // Never stored: back among the unstored tasks, at its place among them.
        let index = min(max(row - rows.storedCount, 0), rows.unstoredTasks.count)
        rows.unstoredTasks.insert(task, at: index)
        unsavedTaskIDs.insert(task.id)
        return .inserted(row: rows.storedCount + index)
    }

    /// Deletes the tasks with `ids` (those still in the list); ``restore(_:at:)`` brings one back.
    @discardableResult
    public func delete(taskIDs ids: [Int64]) throws(StoreError) -> [ListChange] {
        var changes: [ListChange] = []
        for id in ids {
            guard let row = try rows.row(ofID: id) else {
                // Hidden by a search but stored: deleted all the same (redoing a deletion).
                if !rows.query.isEmpty, id > 0, try repository.exists(id: id) {
                    try repository.delete(id: id)
                    try rows.recount()
                    countPendingResults()
                    changes.append(.reloaded)
                }
                continue
            }
            changes.append(try delete(row: row))
        }
        return changes
    }

    /// Deletes the task at `row`; ``restore(_:at:)`` brings it back (the caller keeps it for undo).
    @discardableResult
    public func delete(row: Int) throws(StoreError) -> ListChange {
        guard row >= 0, row < rows.count else { return .none }
        try remove(rows.row(at: row), at: row)
        return .removed(row: row)
    }
}
