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
    public func search(for text: String) throws(StoreError) {
        try rows.search(for: text)
    }

    /// `change` as the rows on screen see it (see ``search(for:)``).
    func shown(_ change: ListChange) throws(StoreError) -> ListChange {
        guard !rows.query.isEmpty, change != .none else { return change }
        try rows.recount() // the results are found again: the change may have added or taken one
        return .reloaded
    }
}
