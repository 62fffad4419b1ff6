import FoundationEssentials

/// Homepwner's items as the list and the grid read them, in the user's order, a page at a time
/// (``StoredRows``); a search's results are found in memory, from every item read once per
/// search, and kept.
public typealias HomepwnerRows = StoredRows<HomepwnerItem>

/// The store behind ``HomepwnerRows``: the stored count, a few pages, a search's results, and the
/// edits only in memory (the store refused them), which the logic updates.
final class HomepwnerRowSource: RowSource {
    private let repository: HomepwnerItemRepository
    /// Whether another writer committed since the count was last read.
    private var watch: StoreChangeWatch
    /// Rows in the store.
    private(set) var storedCount: Int
    private var pages = PageCache<HomepwnerItem>()
    /// Edits the store refused, by item id, shown over the stored items.
    private var unsavedItems: [Int64: HomepwnerItem] = [:]
    /// Items with an unsaved edit that another program deleted: shown after every stored item
    /// until the edit's write puts them back.
    private var unstoredItems: [HomepwnerItem] = []
    /// The search the rows follow (empty: every item).
    private(set) var query = SearchQuery("")
    /// Every item, read once for the search on (nil: not read, or changed since).
    private var searched: [HomepwnerItem]?
    /// The search's results (nil: no search, every item shows).
    private var results: [HomepwnerItem]?
    /// Why the last read failed, if it did.
    private var searchProblem: StoreError?

    init(repository: HomepwnerItemRepository) throws(StoreError) {
        self.repository = repository
        watch = try StoreChangeWatch(database: repository.database)
        storedCount = try repository.count()
    }

    /// Pages read from the store so far.
    var pagesRead: Int { pages.pagesRead }
    /// Why the last read failed, if it did (its rows show empty).
    var readProblem: StoreError? { searchProblem ?? pages.readProblem }

    /// Every row shown.
    var count: Int { results?.count ?? storedCount + unstoredItems.count }

    func row(at row: Int) -> HomepwnerItem {
        precondition(row >= 0 && row < count, "row \(row) out of range")
        if let results { return results[row] }
        if row >= storedCount { return unstoredItems[row - storedCount] }
        guard let stored = pages.item(at: row, of: storedCount, read: repository.items) else {
            return HomepwnerItem(
                id: 0, position: 0, name: "", serialNumber: "", valueInDollars: nil, dateCreated: Date(timeIntervalSince1970: 0))
        }
        return shown(stored)
    }

    /// A stored item as the list shows it: with its unsaved edit, if it has one.
    private func shown(_ stored: HomepwnerItem) -> HomepwnerItem {
        guard var edited = unsavedItems[stored.id] else { return stored }
        edited.position = stored.position // the store's order, which a move may have changed
        return edited
    }

    /// The item with `id` as the list shows it, or nil if there is none.
    func item(withID id: Int64) throws(StoreError) -> HomepwnerItem? {
        if let unstored = unstoredItems.first(where: { $0.id == id }) { return unstored }
        return try repository.item(id: id).map(shown)
    }

    /// Whether the item with `id` is kept in memory only (another program deleted it).
    func isUnstored(_ id: Int64) -> Bool { unstoredItems.contains { $0.id == id } }

    /// Whether the item with `id` shows an edit the store has not taken.
    func isUnsaved(_ id: Int64) -> Bool { unsavedItems[id] != nil || isUnstored(id) }

    /// The row showing the item with `id`, or nil if none does.
    func row(ofID id: Int64) throws(StoreError) -> Int? {
        if let results { return results.firstIndex { $0.id == id } }
        if let index = unstoredItems.firstIndex(where: { $0.id == id }) { return storedCount + index }
        return try repository.rowIndex(ofID: id)
    }

    /// Whether an item, stored or shown, refers to the picture `key`.
    func usesImage(key: String) throws(StoreError) -> Bool {
        if unsavedItems.values.contains(where: { $0.imageKey == key }) || unstoredItems.contains(where: { $0.imageKey == key }) {
            return true
        }
        return try repository.usesImage(key: key)
    }

    /// Every picture key in use: the store's and the unsaved edits'.
    func imageKeys() throws(StoreError) -> Set<String> {
        try repository.imageKeys().union((Array(unsavedItems.values) + unstoredItems).compactMap(\.imageKey))
    }

    // MARK: Changes

    /// Keeps an edit the store refused, shown in place of the stored item.
    func keepUnsaved(_ item: HomepwnerItem) {
        if let index = unstoredItems.firstIndex(where: { $0.id == item.id }) {
            unstoredItems[index] = item
        } else {
            unsavedItems[item.id] = item
        }
        changed()
    }

    /// The edit of the item with `id` is stored now (or the item is gone); ``recount()`` shows it.
    func forgetUnsaved(_ id: Int64) {
        unsavedItems[id] = nil
        unstoredItems.removeAll { $0.id == id }
    }

    /// Every item with an edit the store has not taken yet, by id.
    var unsaved: [HomepwnerItem] { (Array(unsavedItems.values) + unstoredItems).sorted { $0.id < $1.id } }

    /// Reads the stored count again after this Segue wrote: the pages and a search's results too.
    func recount() throws(StoreError) {
        storedCount = try repository.count()
        // An item with an unsaved edit that another program deleted stays, after the stored ones.
        for (id, item) in unsavedItems.sorted(by: { $0.key < $1.key }) where try !repository.exists(id: id) {
            unsavedItems[id] = nil
            unstoredItems.append(item)
        }
        changed()
    }

    /// Catches up with another program's commits since the rows were read: returns whether
    /// anything changed (one pragma when nothing did).
    func followStore() throws(StoreError) -> Bool {
        guard try watch.changedElsewhere() else { return false }
        try recount()
        return true
    }

    /// Something shown changed: pages and a search's results are read again.
    private func changed() {
        pages.forget()
        searched = nil
        findResults()
    }

    // MARK: Search

    /// Shows only the items whose name or serial number has `text` (every item for an empty text).
    func search(for text: String) {
        query = SearchQuery(text)
        findResults()
    }

    /// Filters in memory, so a search ignores case and accents as the user's language does
    /// (SQLite's `LIKE` folds ASCII only); every item is read once per search (10,000: a few ms).
    private func findResults() {
        guard !query.isEmpty else {
            results = nil
            searched = nil
            searchProblem = nil
            return
        }
        do throws(StoreError) {
            let every: [HomepwnerItem]
            if let searched { every = searched } else { every = try repository.all().map(shown) + unstoredItems }
            searched = every
            searchProblem = nil
            results = every.filter { query.matches($0.name, $0.serialNumber) }
        } catch {
            searchProblem = error
            results = []
        }
    }
}
