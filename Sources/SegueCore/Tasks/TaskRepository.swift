import FoundationEssentials

/// The tasks table. Every statement binds its values; none is built from task text.
public struct TaskRepository {
    /// The connection the tasks live in.
    public let database: SQLiteDatabase

    /// A repository over `database` (already migrated by ``SegueStore``).
    public init(database: SQLiteDatabase) { self.database = database }

    /// Every task, in list order.
    public func all() throws(StoreError) -> [TaskItem] {
        try tasks(in: "SELECT id, position, text FROM tasks ORDER BY position, id")
    }

    /// How many tasks there are.
    public func count() throws(StoreError) -> Int {
        Int(try database.query("SELECT COUNT(*) FROM tasks").first?.first?.integer ?? 0)
    }

    /// `limit` tasks from row `offset` on, in list order.
    public func tasks(offset: Int, limit: Int) throws(StoreError) -> [TaskItem] {
        try tasks(
            in: "SELECT id, position, text FROM tasks ORDER BY position, id LIMIT ? OFFSET ?",
            [.integer(Int64(limit)), .integer(Int64(offset))])
    }

    /// `limit` tasks ending `offset` rows before the last one, in list order (read from the end,
    /// so the end of a long list costs what its start does).
    public func tasks(offsetFromEnd offset: Int, limit: Int) throws(StoreError) -> [TaskItem] {
        try tasks(
            in: "SELECT id, position, text FROM tasks ORDER BY position DESC, id DESC LIMIT ? OFFSET ?",
            [.integer(Int64(limit)), .integer(Int64(max(offset, 0)))]
        ).reversed()
    }

    /// The `limit` tasks after `task` in list order (a keyed read: the cost does not grow with
    /// the row number).
    public func tasks(after task: TaskItem, limit: Int) throws(StoreError) -> [TaskItem] {
        try tasks(
            in: "SELECT id, position, text FROM tasks WHERE (position, id) > (?, ?) ORDER BY position, id LIMIT ?",
            [.integer(task.position), .integer(task.id), .integer(Int64(limit))])
    }

    /// The `limit` tasks before `task` in list order.
    public func tasks(before task: TaskItem, limit: Int) throws(StoreError) -> [TaskItem] {
        try tasks(
            in: "SELECT id, position, text FROM tasks WHERE (position, id) < (?, ?) ORDER BY position DESC, id DESC LIMIT ?",
            [.integer(task.position), .integer(task.id), .integer(Int64(limit))]
        ).reversed()
    }

    /// Whether a task with `id` is stored (one look-up by key, whatever the list's length).
    public func exists(id: Int64) throws(StoreError) -> Bool {
        try !database.query("SELECT 1 FROM tasks WHERE id = ?", [.integer(id)]).isEmpty
    }

    /// The task with `id`, or nil if there is none.
    public func task(id: Int64) throws(StoreError) -> TaskItem? {
        try tasks(in: "SELECT id, position, text FROM tasks WHERE id = ?", [.integer(id)]).first
    }

    /// The row of the task with `id` in list order, or nil if there is no such task.
    public func rowIndex(ofID id: Int64) throws(StoreError) -> Int? {
        try database.rowIndex(ofID: id, inTable: "tasks", orderedBy: "position")
    }

    private func tasks(in sql: String, _ arguments: [SQLiteValue] = []) throws(StoreError) -> [TaskItem] {
        try database.query(sql, arguments).map { row in
            TaskItem(id: row[0].integer ?? 0, position: row[1].integer ?? 0, text: row[2].text ?? "")
        }
    }

    /// Appends a task after every other one.
    public func append(_ text: String) throws(StoreError) -> TaskItem {
        try database.transaction { () throws(StoreError) in
            let last = try database.query("SELECT COALESCE(MAX(position), 0) FROM tasks").first?.first?.integer ?? 0
            try database.execute("INSERT INTO tasks (position, text) VALUES (?, ?)", [.integer(last + 1), .text(text)])
            return TaskItem(id: database.lastInsertedRowID, position: last + 1, text: text)
        }
    }

    /// Puts a deleted task back with its id and place (undo).
    public func restore(_ task: TaskItem) throws(StoreError) {
        try database.execute(
            "INSERT INTO tasks (id, position, text) VALUES (?, ?, ?)",
            [.integer(task.id), .integer(task.position), .text(task.text)])
    }

    /// Replaces a task's text. If another writer deleted the row meanwhile, the task is put back
    /// with its id and place rather than letting the edit vanish; returns whether that happened.
    @discardableResult
    public func update(_ task: TaskItem) throws(StoreError) -> Bool {
        try database.transaction { () throws(StoreError) in
            try database.execute("UPDATE tasks SET text = ? WHERE id = ?", [.text(task.text), .integer(task.id)])
            guard database.changedRowCount == 0 else { return false }
            try restore(task)
            return true
        }
    }

    /// Deletes a task.
    public func delete(id: Int64) throws(StoreError) {
        try database.execute("DELETE FROM tasks WHERE id = ?", [.integer(id)])
    }

    /// Inserts `texts` in order (first-run seeding).
    public static func seed(_ texts: [String], into database: SQLiteDatabase) throws(StoreError) {
        for (index, text) in texts.enumerated() {
            try database.execute("INSERT INTO tasks (position, text) VALUES (?, ?)", [.integer(Int64(index + 1)), .text(text)])
        }
    }
}
