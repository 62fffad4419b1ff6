import FoundationEssentials

/// The task list as the table reads it: a collection of every task, in list order, that reads
/// the store a page at a time as rows are asked for, so a list of a million tasks opens, scrolls
/// and jumps to its end as fast as one of nine (issue "Tables at any size").
///
/// A live view, not a copy: it shows the list as it is now, with edits the store did not take
/// laid over the stored rows (``TaskListLogic`` keeps those). Reading a page costs one query: the
/// page after (or before) a cached one continues from that page's last (or first) task by key;
/// any other starts from the nearer end of the list.
public struct TaskRows: RandomAccessCollection {
    let source: TaskRowSource

    /// The first row (0).
    public var startIndex: Int { 0 }
    /// One past the last row.
    public var endIndex: Int { source.count }

    /// The task at `row`. A page the store cannot read shows as empty tasks (id 0), and the
    /// error is kept in ``TaskListLogic/readProblem`` for the view to report.
    public subscript(row: Int) -> TaskItem { source.task(at: row) }

    /// Pages read from the store so far (tests check that a far row costs one read).
    package var pagesRead: Int { source.pagesRead }
}

/// The store behind ``TaskRows``: the stored count, a small cache of pages, and what is only in
/// memory (text the store refused, new tasks it did not take), which the logic updates.
final class TaskRowSource {
    static let pageSize = 64
    static let cachedPages = 32

    private let repository: TaskRepository
    /// The stored tasks shown: every one, or a search's results.
    private var listing: any TaskListing
    /// The search the rows follow (empty: every task).
    private(set) var query = SearchQuery("")
    /// Rows in the store.
    private(set) var storedCount: Int
    /// Texts edited but not stored, by task id.
    var unsavedTexts: [Int64: String] = [:]
    /// New tasks the store did not take, after every stored one.
    var unstoredTasks: [TaskItem] = []
    private var pages: [Int: [TaskItem]] = [:]
    /// Pages read from the store so far.
    private(set) var pagesRead = 0
    /// The last page read failed with this.
    private(set) var readProblem: StoreError?

    /// Whether another writer committed since the count was last read.
    private var watch: StoreChangeWatch

    init(repository: TaskRepository) throws(StoreError) {
        self.repository = repository
        listing = repository
        watch = try StoreChangeWatch(database: repository.database)
        storedCount = try repository.count()
    }

    /// Shows the tasks whose text has `text` (every task for an empty text).
    func search(for text: String) throws(StoreError) {
        let query = SearchQuery(text)
        let listing: any TaskListing = query.isEmpty ? repository : TaskSearchResults(database: repository.database, text: text)
        let count = try listing.count()
        self.query = query
        self.listing = listing
        storedCount = count
        forgetPages()
    }

    /// Catches up with commits made by another program (another Segue, `sqlite3`) since the rows
    /// were last read: the count is read again and the cached pages dropped. Returns whether
    /// anything had changed — one pragma when nothing did.
    @discardableResult
    func followStore() throws(StoreError) -> Bool {
        guard try watch.changedElsewhere() else { return false }
        try recount()
        return true
    }

    /// Reads the stored count again (after a write that put back a row another program deleted).
    func recount() throws(StoreError) {
        storedCount = try listing.count()
        forgetPages()
    }

    /// Every row: stored, then unstored.
    var count: Int { storedCount + shownUnstoredTasks.count }

    /// The new tasks kept in memory that the search finds (all of them with no search).
    private var shownUnstoredTasks: [TaskItem] {
        query.isEmpty ? unstoredTasks : unstoredTasks.filter { query.matches($0.text) }
    }

    func task(at row: Int) -> TaskItem {
        precondition(row >= 0 && row < count, "row \(row) out of range")
        if row >= storedCount { return shownUnstoredTasks[row - storedCount] }
        let page = row / Self.pageSize
        let tasks = pages[page] ?? read(page: page)
        let index = row - page * Self.pageSize
        guard tasks.indices.contains(index) else { return TaskItem(id: 0, position: 0, text: "") }
        var task = tasks[index]
        if let text = unsavedTexts[task.id] { task.text = text }
        return task
    }

    /// Reads page `page`: by key from a cached neighbour, else by offset from the nearer end.
    private func read(page: Int) -> [TaskItem] {
        let first = page * Self.pageSize
        let size = min(Self.pageSize, storedCount - first)
        var tasks: [TaskItem]
        pagesRead += 1
        do {
            if let before = pages[page - 1]?.last {
                tasks = try listing.tasks(after: before, limit: size)
            } else if let after = pages[page + 1]?.first {
                tasks = try listing.tasks(before: after, limit: size)
            } else if first <= storedCount / 2 {
                tasks = try listing.tasks(offset: first, limit: size)
            } else {
                tasks = try listing.tasks(offsetFromEnd: storedCount - first - size, limit: size)
            }
            readProblem = nil
        } catch {
            readProblem = error
            return []
        }
        if pages.count >= Self.cachedPages { pages.removeAll(keepingCapacity: true) }
        pages[page] = tasks
        return tasks
    }

    /// The row of the task with `id`, or nil if the list has no such task.
    func row(ofID id: Int64) throws(StoreError) -> Int? {
        if id <= 0 { return shownUnstoredTasks.firstIndex { $0.id == id }.map { storedCount + $0 } }
        return try listing.rowIndex(ofID: id)
    }

    /// The stored rows changed by `delta` (an insertion, +1, or a deletion, -1): the pages are
    /// read again.
    func storedRowsChanged(by delta: Int) {
        storedCount += delta
        forgetPages()
    }

    /// A stored task changed: the pages are read again.
    func forgetPages() { pages.removeAll(keepingCapacity: true) }
}
