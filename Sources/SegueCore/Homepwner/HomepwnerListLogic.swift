import FoundationEssentials

/// Homepwner's item list without its widgets (the book's `ItemsViewController`): the items in
/// the user's order, add, delete with undo, reorder, and the edits the detail page passes back.
///
/// Every change is written to the store before the in-memory list changes, so the list on screen
/// never shows something the file does not have — except an *edit* the store refuses, which is
/// kept and retried (``UnsavedEditsKeeping``). Any other failed write throws and changes nothing.
@MainActor
public final class HomepwnerListLogic: UnsavedEditsKeeping {
    /// The items shown, in the user's order: every item, or those a search finds
    /// (``search(for:)``). Rows are indexes into this.
    public private(set) var items: [HomepwnerItem] = []
    /// Every item, in the user's order.
    private var allItems: [HomepwnerItem] { didSet { showMatches() } }
    /// The search the rows follow (empty: every item).
    public private(set) var query = SearchQuery("")
    /// Where the pictures live.
    public let images: HomepwnerImageStore
    /// Whether picture files may be deleted: only when the list is the user's own store, saved
    /// to their file (``SegueStore/isPersistent``). Running without saving (a store from a newer
    /// Segue, a damaged one kept aside, a full disk), the file on disk still refers to pictures
    /// this list no longer shows, and deleting them would break it.
    public let ownsPictures: Bool
    private let repository: HomepwnerItemRepository
    /// Whether another program wrote the store since the items were read.
    private var watch: StoreChangeWatch
    private let now: () -> Date
    /// Items whose edit the store has not taken yet.
    /// The sweep of pictures no item uses, started at load off the main thread (nil when the
    /// pictures are not this store's to sweep); its value is how many it deleted.
    public private(set) var orphanSweep: Task<Int, Never>?
    public private(set) var unsavedItemIDs: Set<Int64> = []

    /// Whether some edit is only in memory.
    public var hasUnsavedEdits: Bool { !unsavedItemIDs.isEmpty }

    /// Loads the list and, when it owns the pictures, sweeps those no item uses (left by a crash
    /// or an expired undo) and that are older than ``HomepwnerImageStore/orphanSafeAge``: a newer
    /// one may be another Segue's import, not yet saved (two processes can share a data folder).
    /// The sweep runs off the main thread, `orphanSweepDelay` after the load (by default once the
    /// list has had time to show: on two cores it slowed the first window down).
    public init(
        repository: HomepwnerItemRepository, images: HomepwnerImageStore, ownsPictures: Bool,
        now: @escaping () -> Date = Date.init, orphanSweepDelay: Duration = .seconds(2)
    ) throws(StoreError) {
        self.repository = repository
        self.images = images
        self.ownsPictures = ownsPictures
        self.now = now
        watch = try StoreChangeWatch(database: repository.database)
        allItems = try repository.all()
        items = allItems
        if ownsPictures {
            let loaded = allItems
            let cutoff = now().addingTimeInterval(-HomepwnerImageStore.orphanSafeAge)
            // Off the main thread: with 10,000 items, listing and checking the folder's 20,000
            // files took 32–39 ms (release build) before the list's first window could show. The
            // pictures in use are the loaded items' (a second query for them took 5 ms more).
            orphanSweep = Task.detached(priority: .utility) { [images] in
                try? await Task.sleep(for: orphanSweepDelay)
                return images.removeOrphans(keeping: Set(loaded.compactMap(\.imageKey)), unchangedSince: cutoff)
            }
        }
    }

    /// The screen title (the book's app name).
    public var title: String { localized("Homepwner") }

    /// Adds a random item (the book's `randomItem`) at the end; returns its row.
    @discardableResult
    public func addRandomItem(_ random: HomepwnerRandomItem = HomepwnerRandomItem()) throws(StoreError) -> Int {
        let item = try repository.append(
            name: random.name, serialNumber: random.serialNumber, valueInDollars: random.valueInDollars, dateCreated: now())
        allItems.append(item)
        return items.count - 1
    }

    // MARK: Changes (the window's undo manager holds what undoes them; this keeps the pictures meanwhile)

    /// Deletes the item with `id`, keeping its picture's files for as long as the deletion can be
    /// undone (``discardPicture(_:)`` deletes them). Returns the item and where it was.
    public func remove(itemWithID id: Int64) throws(StoreError) -> (change: ListChange, item: HomepwnerItem, row: Int)? {
        guard let index = allItems.firstIndex(where: { $0.id == id }) else { return nil }
        let item = allItems[index]
        let row = items.firstIndex { $0.id == id }
        try repository.delete(id: id)
        allItems.remove(at: index)
        unsavedItemIDs.remove(id)
        // A search may hide the item (undoing an add): then its row is where it stood in the list.
        return (row.map { .removed(row: $0) } ?? .reloaded, item, row ?? index)
    }

    /// Puts an item back at `row`, with its id and picture (undoing a deletion, redoing an add).
    @discardableResult
    public func restore(_ item: HomepwnerItem, at row: Int) throws(StoreError) -> ListChange {
        guard !allItems.contains(where: { $0.id == item.id }) else { return .none }
        try repository.restore(item)
        guard query.isEmpty else {
            // The rows are a search's: the item goes back in the list's order, by its place.
            allItems.insert(item, at: allItems.firstIndex { ($0.position, $0.id) > (item.position, item.id) } ?? allItems.count)
            return .reloaded
        }
        let index = min(max(row, 0), allItems.count)
        allItems.insert(item, at: index)
        return .inserted(row: index)
    }

    /// Replaces the item with the same id by `edited` (the detail page's pass-back). An unchanged
    /// item writes nothing. A replaced picture's files are kept (an undo may bring it back);
    /// ``discardPicture(_:)`` deletes them once it cannot. An edit the store refuses is kept in
    /// the list, unsaved, and the error thrown; ``saveUnsavedEdits()`` writes it later.
    @discardableResult
    public func applyKeepingPictures(_ edited: HomepwnerItem) throws(StoreError) -> ListChange {
        guard let base = allItems.first(where: { $0.id == edited.id }), base != edited else { return .none }
        // Another program (another Segue) may have changed the item meanwhile: only the fields
        // this edit changed are written over its version.
        let followed = try followStore() == .reloaded
        var edited = edited
        if followed, let theirs = allItems.first(where: { $0.id == edited.id }) {
            edited = HomepwnerItem.merging(edited, over: theirs, base: base)
        }
        guard let row = allItems.firstIndex(where: { $0.id == edited.id }) else {
            // Deleted elsewhere: the write puts it back, as an edit does in every list.
            allItems.append(edited)
            allItems.sort { ($0.position, $0.id) < ($1.position, $1.id) }
            return try write(edited, reporting: .reloaded)
        }
        allItems[row] = edited
        let shown = items.firstIndex { $0.id == edited.id }
        return try write(edited, reporting: followed || !query.isEmpty || shown == nil ? .reloaded : .updated(row: shown ?? row))
    }

    /// Writes an edited item already in the list; an edit the store refuses is kept, unsaved.
    private func write(_ edited: HomepwnerItem, reporting change: ListChange) throws(StoreError) -> ListChange {
        do {
            try repository.update(edited)
            unsavedItemIDs.remove(edited.id)
        } catch {
            unsavedItemIDs.insert(edited.id)
            throw error
        }
        return change
    }

    /// Catches up with another program's changes to the store: the items are read again (an edit
    /// the store has not taken stays as it is on screen), `.reloaded`; `.none` (one pragma) if
    /// nothing changed.
    public func followStore() throws(StoreError) -> ListChange {
        guard try watch.changedElsewhere() else { return .none }
        let kept = allItems.filter { unsavedItemIDs.contains($0.id) }
        var fresh = try repository.all()
        for item in kept {
            if let index = fresh.firstIndex(where: { $0.id == item.id }) { fresh[index] = item } else { fresh.append(item) }
        }
        allItems = fresh.sorted { ($0.position, $0.id) < ($1.position, $1.id) }
        return .reloaded
    }

    /// Writes every edit the store did not take before (an item deleted elsewhere meanwhile is
    /// put back by its write, as the task list does); returns whether all are saved now.
    @discardableResult
    public func saveUnsavedEdits() throws(StoreError) -> Bool {
        try unsavedItemIDs.writeUnsaved(of: allItems, id: \.id) { item throws(StoreError) in try repository.update(item) }
    }

    /// A picture no undo can bring back any more: its files are deleted, unless an item in the
    /// list still shows it or the list does not own the pictures (``ownsPictures``).
    public func discardPicture(_ key: String?) {
        guard ownsPictures, let key, !allItems.contains(where: { $0.imageKey == key }) else { return }
        images.delete(key: key)
    }

    /// Moves the item at `source` to `destination` and stores the new order.
    @discardableResult
    public func move(from source: Int, to destination: Int) throws(StoreError) -> ListChange {
        // Rows are moved in the whole list only: a search's results have no order of their own.
        guard query.isEmpty, allItems.indices.contains(source), allItems.indices.contains(destination), source != destination else {
            return .none
        }
        // The order written is the whole list's: first the items another program added or
        // deleted, then the move, by the two items' keys.
        let (moved, target) = (allItems[source].id, allItems[destination].id)
        if try followStore() == .reloaded {
            guard let from = allItems.firstIndex(where: { $0.id == moved }), let to = allItems.firstIndex(where: { $0.id == target }) else {
                return .reloaded
            }
            _ = try move(from: from, to: to)
            return .reloaded
        }
        var reordered = allItems
        reordered.insert(reordered.remove(at: source), at: destination)
        try repository.reorder(reordered.map(\.id))
        allItems = reordered.enumerated().map { index, item in
            var item = item
            item.position = Int64(index + 1)
            return item
        }
        return .moved(from: source, to: destination)
    }

    /// The thumbnail file of the item at `row`, if it has a picture.
    public func thumbnailPath(forRow row: Int) -> String? { items[row].imageKey.flatMap(images.thumbnailPath(forKey:)) }

    /// The full-size picture of the item at `row`, if it has one.
    public func imagePath(forRow row: Int) -> String? { items[row].imageKey.flatMap(images.imagePath(forKey:)) }

    /// The thumbnail button's accessible name: "Show image of Shiny Mac".
    public func showImageLabel(forRow row: Int) -> String { localized(format: "Show image of %1$@", items[row].name.displayLine()) }

    /// The full-size picture's accessible description: "Image of Shiny Mac".
    public func imageDescription(forRow row: Int) -> String { localized(format: "Image of %1$@", items[row].name.displayLine()) }

    // MARK: Search

    /// The search field's placeholder, which also names it for screen readers.
    public var searchPlaceholder: String { localized("Search Items") }

    /// Shows only the items whose name or serial number has `text` (ignoring case and accents;
    /// every item for an empty text). While a search is on, a change returns `.reloaded`, except
    /// a deletion of a result, and rows cannot be moved.
    public func search(for text: String) {
        query = SearchQuery(text)
        showMatches()
    }

    private func showMatches() {
        items = query.isEmpty ? allItems : allItems.filter { query.matches($0.name, $0.serialNumber) }
    }
}
