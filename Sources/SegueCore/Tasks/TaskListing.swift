/// A list of stored tasks as ``TaskRows`` reads it, a page at a time: every task
/// (``TaskRepository``) or those a search finds (``TaskSearchResults``).
protocol TaskListing {
    /// How many tasks the list has.
    func count() throws(StoreError) -> Int
    /// `limit` tasks from row `offset` on.
    func tasks(offset: Int, limit: Int) throws(StoreError) -> [TaskItem]
    /// `limit` tasks ending `offset` rows before the last one.
    func tasks(offsetFromEnd offset: Int, limit: Int) throws(StoreError) -> [TaskItem]
    /// The `limit` tasks after `task` (a keyed read).
    func tasks(after task: TaskItem, limit: Int) throws(StoreError) -> [TaskItem]
    /// The `limit` tasks before `task` (a keyed read).
    func tasks(before task: TaskItem, limit: Int) throws(StoreError) -> [TaskItem]
    /// The row of the task with `id`, or nil if the list does not have it.
    func rowIndex(ofID id: Int64) throws(StoreError) -> Int?
}

extension TaskRepository: TaskListing {}

extension TaskListing {
    /// How many tasks the list has, and the first `limit` of them (none for 0).
    func whole(first limit: Int) throws(StoreError) -> (count: Int, first: [TaskItem]) {
        (try count(), limit > 0 ? try tasks(offset: 0, limit: limit) : [])
    }

    /// The tasks of one page (``PageCache``).
    func tasks(_ page: PageRead<TaskItem>) throws(StoreError) -> [TaskItem] {
        switch page {
        case .after(let task, let limit): try tasks(after: task, limit: limit)
        case .before(let task, let limit): try tasks(before: task, limit: limit)
        case .offset(let offset, let limit): try tasks(offset: offset, limit: limit)
        case .offsetFromEnd(let offset, let limit): try tasks(offsetFromEnd: offset, limit: limit)
        }
    }
}
