/// Search in the task list: the rows become the tasks whose text has the search's text.
extension TaskListLogic {
    /// The text the list is searched for ("" shows every task).
    public var searchText: String { rows.query.text }

    /// The search field's placeholder, which also names it for screen readers.
    public var searchPlaceholder: String { localized("Search Tasks") }

    /// Shows only the tasks whose text has `text` — looked up in the store's index, so a key
    /// costs the same at a million tasks as at nine (``tasks`` then holds the results; an empty
    /// text shows every task again). While a search is on, a change returns `.reloaded` (an edit
    /// may take a task out of the results, a new task may not be one), except a deletion, whose
    /// row is right.
    ///
    /// A key costs at most one read of the first 200 results: a search that finds more shows
    /// those first, counts the rest off the main thread, and calls ``onResultsCounted`` when the
    /// whole count is in ``tasks`` (``isCountingResults`` meanwhile). A one- or two-letter text
    /// (no index to look in) looks through the first 50,000 tasks at once; if it finds fewer
    /// than 200 there, the rest are found off the main thread too (``isFindingResults``).
    public func search(for text: String) throws(StoreError) {
        try rows.search(for: text)
        countPendingResults()
    }

    /// Whether the search found more results than it read at once and is still counting them,
    /// or is still finding them (``isFindingResults``): ``tasks`` then holds the first of them only.
    public var isCountingResults: Bool { rows.isCountPending }

    /// Whether a one- or two-letter search is still looking for results past the first 50,000
    /// tasks (by when they were added), off the main thread: ``tasks`` holds those found so far (perhaps none), and
    /// ``onResultsCounted`` brings the rest. A screen says "Searching…", not "No Results".
    public var isFindingResults: Bool { rows.isFindingResults }

    /// `change` as the rows on screen see it (see ``search(for:)``).
    func shown(_ change: ListChange) throws(StoreError) -> ListChange {
        guard !rows.query.isEmpty, change != .none else { return change }
        try rows.recount() // the results are found again: the change may have added or taken one
        countPendingResults()
        return .reloaded
    }

    /// Counts the current search's results off the main thread when it found more than it read
    /// (and finds its first ones when it was still finding them), and shows them when they come,
    /// if that search is still the one on screen.
    func countPendingResults() {
        guard countedGeneration != rows.generation else { return }
        // The rows are another search's now: an earlier count is of no use, whatever this one needs.
        resultCounting?.cancel()
        resultCounting = nil
        guard rows.isCountPending else { return }
        let (text, folding, generation, path) = (rows.query.text, rows.query.folding, rows.generation, repository.database.path)
        let first = rows.isFindingResults ? TaskRowSource.countedAtOnce + 1 : 0
        countedGeneration = generation
        resultCounting = Task { [weak self] in
            // A second connection sees the same data only in a file (a test's in-memory store
            // has none): there the results are read here.
            let found: (count: Int, first: [TaskItem])?
            if path.isEmpty || path == ":memory:" {
                found = try? self?.rows.wholeResults()
            } else {
                let reading = Task.detached(priority: .userInitiated) {
                    try? TaskSearchResults.whole(of: text, folding: folding, inDatabaseAt: path, first: first)
                }
                // The next key's search cancels this one: its read stops too, freeing the core
                // (typing "generated" used to leave eight counts of a million tasks running).
                found = await withTaskCancellationHandler {
                    await reading.value
                } onCancel: {
                    reading.cancel()
                }
            }
            guard let self, let found, !Task.isCancelled,
                self.rows.resultsFound(count: found.count, first: found.first, generation: generation)
            else { return }
            self.onResultsCounted?()
        }
    }
}
