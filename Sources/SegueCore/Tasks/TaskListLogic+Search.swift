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
    /// whole count is in ``tasks`` (``isCountingResults`` meanwhile).
    public func search(for text: String) throws(StoreError) {
        try rows.search(for: text)
        countPendingResults()
    }

    /// Whether the search found more results than it read at once and is still counting them:
    /// ``tasks`` then holds the first of them only.
    public var isCountingResults: Bool { rows.isCountPending }

    /// `change` as the rows on screen see it (see ``search(for:)``).
    func shown(_ change: ListChange) throws(StoreError) -> ListChange {
        guard !rows.query.isEmpty, change != .none else { return change }
        try rows.recount() // the results are found again: the change may have added or taken one
        countPendingResults()
        return .reloaded
    }

    /// Counts the current search's results off the main thread when it found more than it read,
    /// and shows the count when it comes, if that search is still the one on screen.
    func countPendingResults() {
        guard rows.isCountPending, countedGeneration != rows.generation else { return }
        let (text, generation, path) = (rows.query.text, rows.generation, repository.database.path)
        countedGeneration = generation
        resultCounting?.cancel()
        resultCounting = Task { [weak self] in
            // A second connection sees the same data only in a file (a test's in-memory store
            // has none): there the count is read here.
            let count: Int?
            if path.isEmpty || path == ":memory:" {
                count = try? self?.rows.countAll()
            } else {
                count = await Task.detached(priority: .userInitiated) { try? TaskSearchResults.count(of: text, inDatabaseAt: path) }.value
            }
            guard let self, let count, !Task.isCancelled, self.rows.resultsCounted(count, generation: generation) else { return }
            self.onResultsCounted?()
        }
    }
}
