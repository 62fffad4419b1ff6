import FoundationEssentials

/// The task list as the table reads it: every task in list order, or a search's results, read a
/// page at a time (``StoredRows``).
public typealias TaskRows = StoredRows<TaskItem>

/// The store behind ``TaskRows``: the stored count, a small cache of pages, and what is only in
/// memory (text the store refused, new tasks it did not take), which the logic updates.
final class TaskRowSource: RowSource {
    static var pageSize: Int { PageCache<TaskItem>.pageSize }

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
    private var pages = PageCache<TaskItem>()
    /// Pages read from the store so far.
    var pagesRead: Int { pages.pagesRead }
    /// The last page read failed with this.
    var readProblem: StoreError? { pages.readProblem }

    /// Whether another writer committed since the count was last read.
    private var watch: StoreChangeWatch

    /// How many tasks (by key) a one- or two-letter search looks through before it answers
    /// (``search(for:)``): as many as it reads within a frame.
    let searchSlice: Int

    init(repository: TaskRepository, searchSlice: Int) throws(StoreError) {
        self.repository = repository
        self.searchSlice = searchSlice
        listing = repository
        watch = try StoreChangeWatch(database: repository.database)
        storedCount = try repository.count()
    }

    /// Shows the tasks whose text has `text` (every task for an empty text). A search reads its
    /// first ``countedAtOnce`` results and one more, in one query, and keeps them as the first
    /// pages: with fewer, that is the count; with more, the rows stop there for now
    /// (``isCountPending``) until ``resultsFound(count:first:generation:)`` brings the whole
    /// count, counted off the main thread. A one- or two-letter text, which has no index to look
    /// in, looks through the first ``searchSlice`` tasks only: if those hold fewer results, the
    /// rows are those for now (``isFindingResults``) and the rest are found off the main thread.
    func search(for text: String) throws(StoreError) {
        let query = SearchQuery(text)
        guard !query.isEmpty else {
            let count = try repository.count()
            self.query = query
            listing = repository
            storedCount = count
            isCountPending = false
            isFindingResults = false
            generation += 1
            forgetPages()
            return
        }
        let listing = TaskSearchResults(database: repository.database, text: text, folding: query.folding)
        let (first, areFirst) = try listing.firstResults(limit: Self.countedAtOnce + 1, amongFirst: searchSlice)
        self.query = query
        self.listing = listing
        isFindingResults = !areFirst
        isCountPending = first.count > Self.countedAtOnce || isFindingResults
        storedCount = min(first.count, Self.countedAtOnce)
        generation += 1
        forgetPages()
        keepPages(of: first, wholeOnly: isCountPending && !isFindingResults)
    }

    /// Keeps the first results read as the first pages: whole pages only when more results follow
    /// them (a page is read whole or not at all), and the last one too when it is the end.
    private func keepPages(of first: [TaskItem], wholeOnly: Bool) {
        let known = min(first.count, storedCount)
        let kept = wholeOnly || known < storedCount ? known / Self.pageSize : (known + Self.pageSize - 1) / Self.pageSize
        for page in 0..<kept {
            pages.keep(Array(first[(page * Self.pageSize)..<min((page + 1) * Self.pageSize, known)]), asPage: page)
        }
    }

    /// Results read (and counted) at once by a search; more are counted off the main thread.
    static let countedAtOnce = 200
    /// Whether a search found more than ``countedAtOnce`` results, whose count is still coming,
    /// or is still finding them (``isFindingResults``).
    private(set) var isCountPending = false
    /// Whether the rows are the results found among the first ``searchSlice`` tasks only, the
    /// rest still being looked for: a screen shows "Searching…" rather than "No Results".
    private(set) var isFindingResults = false
    /// Changes with every search and every recount, so a late count never lands on another one.
    private(set) var generation = 0

    /// How many results search `generation` has, and its first ones when it was still finding
    /// them (``isFindingResults``): shown if that search is still the one on screen and the rows
    /// have not been counted since. Returns whether the rows changed.
    func resultsFound(count: Int, first: [TaskItem], generation: Int) -> Bool {
        guard generation == self.generation, isCountPending else { return false }
        storedCount = count
        isCountPending = false
        forgetPages() // the last page read before the count stopped at the rows then known
        if isFindingResults {
            // Kept: reading them again would look through the table again, on the main thread.
            isFindingResults = false
            keepPages(of: first, wholeOnly: false)
        }
        return true
    }

    /// The whole count of the current listing and, when the rows are still being found, its
    /// first results (read here; a file's are read on a connection of their own).
    func wholeResults() throws(StoreError) -> (count: Int, first: [TaskItem]) {
        try listing.whole(first: isFindingResults ? Self.countedAtOnce + 1 : 0)
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
        // A search's results are found again the way a key finds them: at once up to a limit.
        guard query.isEmpty else { return try search(for: query.text) }
        storedCount = try listing.count()
        forgetPages()
    }

    /// Every row: stored, then unstored.
    var count: Int { storedCount + shownUnstoredTasks.count }

    /// The new tasks kept in memory that the search finds (all of them with no search).
    private var shownUnstoredTasks: [TaskItem] {
        query.isEmpty ? unstoredTasks : unstoredTasks.filter { query.matches($0.text) }
    }

    func row(at row: Int) -> TaskItem {
        precondition(row >= 0 && row < count, "row \(row) out of range")
        if row >= storedCount { return shownUnstoredTasks[row - storedCount] }
        guard var task = pages.item(at: row, of: storedCount, read: listing.tasks) else { return TaskItem(id: 0, position: 0, text: "") }
        if let text = unsavedTexts[task.id] { task.text = text }
        return task
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
    func forgetPages() { pages.forget() }
}
