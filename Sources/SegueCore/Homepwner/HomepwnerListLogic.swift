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
    /// (``search(for:)``), read from the store a page at a time as they are asked for
    /// (``HomepwnerRows``). Rows are indexes into this.
    public var items: HomepwnerRows { HomepwnerRows(source: rows) }
    private let rows: HomepwnerRowSource
    /// The search the rows follow (empty: every item).
    public var query: SearchQuery { rows.query }
    /// Where the pictures live.
    public let images: HomepwnerImageStore
    /// Whether picture files may be deleted: only when the list is the user's own store, saved
    /// to their file (``SegueStore/isPersistent``). Running without saving (a store from a newer
    /// Segue, a damaged one kept aside, a full disk), the file on disk still refers to pictures
    /// this list no longer shows, and deleting them would break it.
    public let ownsPictures: Bool
    private let repository: HomepwnerItemRepository
    private let now: () -> Date
    /// Items handed to the detail page (``beginEditing(_:)``), as it was given them, or as its
    /// last edit left them: what an edit changed is found against these, not against the store,
    /// which another program may have changed meanwhile (``EditMerge``).
    private var edits = EditBases<HomepwnerItem>()
    /// Pictures of deleted items, and pictures an edit replaced, that an undo could still bring
    /// back (``discardPicture(_:)`` lets them go): the sweep keeps them.
    private var picturesUndoCanRestore: Set<String> = []
    /// The sweep of pictures no item uses, started at load off the main thread (nil when the
    /// pictures are not this store's to sweep); its value is how many it deleted.
    public private(set) var orphanSweep: Task<Int, Never>?
    /// Items whose edit the store has not taken yet.
    public private(set) var unsavedItemIDs: Set<Int64> = []

    /// Whether some edit is only in memory.
    public var hasUnsavedEdits: Bool { !unsavedItemIDs.isEmpty }

    /// Opens the list (its count: rows are read as they show) and, when it owns the pictures,
    /// sweeps those no item uses (left by a crash or an expired undo) and that are older than
    /// ``HomepwnerImageStore/orphanSafeAge``: a newer one may be another Segue's import, not yet
    /// saved (two processes can share a data folder). The sweep runs off the main thread,
    /// `orphanSweepDelay` after the load (by default once the list has had time to show: on two
    /// cores it slowed the first window down).
    public init(
        repository: HomepwnerItemRepository, images: HomepwnerImageStore, ownsPictures: Bool,
        now: @escaping () -> Date = Date.init, orphanSweepDelay: Duration = .seconds(2)
    ) throws(StoreError) {
        self.repository = repository
        self.images = images
        self.ownsPictures = ownsPictures
        self.now = now
        rows = try HomepwnerRowSource(repository: repository)
        if ownsPictures {
            let cutoff = now().addingTimeInterval(-HomepwnerImageStore.orphanSafeAge)
            // Off the main thread: with many items, listing and checking the folder's files takes
            // longer than a frame. The keys in use are read when it starts (one
            // query on the main thread, after the first window), with those an undo may restore.
            orphanSweep = Task.detached(priority: .utility) { [weak self, images] in
                try? await Task.sleep(for: orphanSweepDelay)
                guard let keys = await self?.picturesInUse() else { return 0 }
                return images.removeOrphans(keeping: keys, unchangedSince: cutoff)
            }
        }
    }

    /// Every picture an item uses or an undo could restore; nil if the store cannot say.
    private func picturesInUse() -> Set<String>? {
        (try? rows.imageKeys())?.union(picturesUndoCanRestore)
    }

    /// Why the last page of items could not be read, if it could not (its rows show empty).
    public var readProblem: StoreError? { rows.readProblem }

    /// The screen title (the book's app name).
    public var title: String { localized("Homepwner") }

    /// The item with `id` as the list shows it (with an edit the store did not take), or nil if
    /// there is none (one look-up by key).
    public func item(withID id: Int64) -> HomepwnerItem? { try? rows.item(withID: id) }

    /// The row showing the item with `id`, or nil if none does (a search hides it, or it is gone).
    public func row(ofItemWithID id: Int64) -> Int? { try? rows.row(ofID: id) }

    /// Remembers `item` as it is handed to the detail page: the edit that comes back writes only
    /// the fields the page changed, over whatever another program wrote to the others meanwhile.
    ///
    /// An item showing a kept edit is measured against the stored item, never against the kept
    /// one (which would make the kept fields look untouched).
    public func beginEditing(_ item: HomepwnerItem) {
        guard rows.isUnsaved(item.id) else { return edits.remember(item) }
        if edits.base(of: item.id) == nil, let stored = try? repository.item(id: item.id) { edits.remember(stored) }
    }

    /// For an open page showing `shown`: the item as it should show now, if another program
    /// changed fields the page has not touched since it took them (later edits start from
    /// those); nil if nothing changed. One look-up by key.
    public func newerStoredFields(for shown: HomepwnerItem) -> HomepwnerItem? {
        guard let base = edits.base(of: shown.id), !rows.isUnsaved(shown.id), let stored = try? repository.item(id: shown.id) else {
            return nil
        }
        let followed = HomepwnerItem.following(stored, shown: shown, base: base)
        edits.remember(followed.base)
        return followed.shown == shown ? nil : followed.shown
    }

    /// The items as another program had them when an edit was written over the same fields,
    /// since the last call, by key: what an undo of that edit brings back (the view says so).
    public func takeOverwrittenItems() -> [Int64: HomepwnerItem] { edits.takeOverwritten() }

    /// Adds a random item (the book's `randomItem`) at the end; returns its row.
    @discardableResult
    public func addRandomItem(_ random: HomepwnerRandomItem = HomepwnerRandomItem()) throws(StoreError) -> Int {
        _ = try rows.followStore()
        let item = try repository.append(
            name: random.name, serialNumber: random.serialNumber, valueInDollars: random.valueInDollars, dateCreated: now())
        try rows.recount()
        return try rows.row(ofID: item.id) ?? rows.count - 1
    }

    // MARK: Changes (the window's undo manager holds what undoes them; this keeps the pictures meanwhile)

    /// Deletes the item with `id`, keeping its picture's files for as long as the deletion can be
    /// undone (``discardPicture(_:)`` deletes them). Returns the item, for ``restore(_:)``.
    public func remove(itemWithID id: Int64) throws(StoreError) -> (change: ListChange, item: HomepwnerItem)? {
        let followed = try rows.followStore()
        guard let item = try rows.item(withID: id) else { return nil }
        let row = try rows.row(ofID: id)
        if !rows.isUnstored(id) { try repository.delete(id: id) }
        if let key = item.imageKey { picturesUndoCanRestore.insert(key) }
        unsavedItemIDs.remove(id)
        rows.forgetUnsaved(id)
        try rows.recount()
        // A search may hide the item (undoing an add): then no row goes, and the list is read again.
        guard !followed, let row else { return (.reloaded, item) }
        return (.removed(row: row), item)
    }

    /// Puts an item back with its id, place and picture (undoing a deletion, redoing an add): it
    /// goes where its place in the user's order is now.
    @discardableResult
    public func restore(_ item: HomepwnerItem) throws(StoreError) -> ListChange {
        let followed = try rows.followStore()
        guard try rows.item(withID: item.id) == nil else { return followed ? .reloaded : .none }
        try repository.restore(item)
        try rows.recount()
        guard !followed, query.isEmpty, let row = try rows.row(ofID: item.id) else { return .reloaded }
        return .inserted(row: row)
    }

    /// Writes the detail page's pass-back (or an undo of one) to the item with the same id: only
    /// the fields it changed since ``beginEditing(_:)`` (or its last pass-back), over the item as
    /// the store has it now, which another program may have changed meanwhile. An unchanged item
    /// writes nothing. A replaced picture's files are kept (an undo may bring it back);
    /// ``discardPicture(_:)`` deletes them once it cannot. An edit the store refuses is kept in
    /// the list, unsaved, and the error thrown; ``saveUnsavedEdits()`` writes it later.
    @discardableResult
    public func applyKeepingPictures(_ edited: HomepwnerItem) throws(StoreError) -> ListChange {
        let followed = try rows.followStore()
        // The item as stored (a kept edit is this Segue's own, not another program's).
        let kept = rows.isUnsaved(edited.id)
        let current = kept ? try repository.item(id: edited.id) : try rows.item(withID: edited.id)
        let base = edits.base(of: edited.id) ?? current ?? edited
        // Deleted elsewhere: the write puts it back, as an edit does in every list.
        let merge = current.map { HomepwnerItem.merging(edited, over: $0, base: base) } ?? (item: edited, overwrote: false)
        let merged = merge.item
        guard merged != current else {
            edits.remember(edited)
            if kept { try discardKeptEdit(of: edited.id) } // typed back to what is stored
            return followed || kept ? .reloaded : .none
        }
        if merge.overwrote, let current { edits.noteOverwritten(current) }
        if let replaced = current?.imageKey, replaced != merged.imageKey { picturesUndoCanRestore.insert(replaced) }
        let shown = try rows.row(ofID: edited.id)
        do {
            try repository.update(merged)
            edits.remember(edited)
            try discardKeptEdit(of: merged.id)
        } catch {
            edits.forgetOverwritten(merged.id)
            unsavedItemIDs.insert(merged.id)
            rows.keepUnsaved(merged)
            try? rows.recount() // an item deleted elsewhere shows after the stored ones
            throw error
        }
        guard !followed, current != nil, query.isEmpty, let shown else { return .reloaded }
        return .updated(row: shown)
    }

    /// The kept edit of `id` is stored, or no longer wanted: the row shows the store's item.
    private func discardKeptEdit(of id: Int64) throws(StoreError) {
        unsavedItemIDs.remove(id)
        rows.forgetUnsaved(id)
        try rows.recount()
    }

    /// Catches up with another program's changes to the store: the items are read again (an edit
    /// the store has not taken stays as it is on screen), `.reloaded`; `.none` (one pragma) if
    /// nothing changed.
    public func followStore() throws(StoreError) -> ListChange {
        try rows.followStore() ? .reloaded : .none
    }

    /// Writes every edit the store did not take before (an item deleted elsewhere meanwhile is
    /// put back by its write, as the task list does); returns whether all are saved now.
    @discardableResult
    public func saveUnsavedEdits() throws(StoreError) -> Bool {
        defer { try? rows.recount() }
        for var item in rows.unsaved {
            // Measured against what its page started from, as when it was first written.
            if let base = edits.base(of: item.id), let stored = try repository.item(id: item.id) {
                let merge = HomepwnerItem.merging(item, over: stored, base: base)
                if merge.overwrote { edits.noteOverwritten(stored) }
                item = merge.item
            }
            try repository.update(item)
            edits.remember(item)
            unsavedItemIDs.remove(item.id)
            rows.forgetUnsaved(item.id)
        }
        unsavedItemIDs = []
        return true
    }

    /// Keeps `item` as an unsaved edit (taken back from an earlier run), measured against `base`,
    /// the item as its page started from it.
    func keepTakenBack(_ item: HomepwnerItem, base: HomepwnerItem?) {
        if let base { edits.remember(base) }
        unsavedItemIDs.insert(item.id)
        rows.keepUnsaved(item)
    }

    /// The item as the page editing `id` started from it, if one is known.
    func editBase(of id: Int64) -> HomepwnerItem? { edits.base(of: id) }

    /// Every item with an edit the store has not taken yet.
    var keptItems: [HomepwnerItem] { rows.unsaved }

    /// A picture no undo can bring back any more: its files are deleted, unless an item still
    /// shows it, the store still refers to it, or the list does not own the pictures
    /// (``ownsPictures``).
    public func discardPicture(_ key: String?) {
        guard let key else { return }
        picturesUndoCanRestore.remove(key)
        guard ownsPictures, (try? rows.usesImage(key: key)) == false else { return }
        images.delete(key: key)
    }

    /// Moves the item at `source` to `destination` and stores the new order.
    @discardableResult
    public func move(from source: Int, to destination: Int) throws(StoreError) -> ListChange {
        // Rows are moved in the whole list only: a search's results have no order of their own.
        let shown = items.indices
        guard query.isEmpty, shown.contains(source), shown.contains(destination), source != destination else { return .none }
        // The order written is the whole list's: first the items another program added or
        // deleted, then the move, by the two items' keys.
        let (moved, target) = (items[source].id, items[destination].id)
        let followed = try rows.followStore()
        var ids = try repository.ids()
        guard let from = ids.firstIndex(of: moved), let to = ids.firstIndex(of: target) else { return followed ? .reloaded : .none }
        ids.insert(ids.remove(at: from), at: to)
        try repository.reorder(ids)
        try rows.recount()
        return followed || (from, to) != (source, destination) ? .reloaded : .moved(from: source, to: destination)
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
    public func search(for text: String) { rows.search(for: text) }
}
