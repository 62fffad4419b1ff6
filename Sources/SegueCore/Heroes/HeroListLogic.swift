/// The hero list without its widgets (SuperDB's `HeroListController`): the heroes in the two
/// orders of its tabs, add, delete with undo, and the editors' saves with their validation.
///
/// Every change is written to the store before the in-memory list changes, except an editor's
/// Save the store refuses: that value is kept, unsaved, and written later
/// (``UnsavedEditsKeeping``), as the task list does.
@MainActor
public final class HeroListLogic: UnsavedEditsKeeping {
    /// The two tabs' orders.
    public enum Order: CaseIterable, Sendable {
        /// By name.
        case byName
        /// By secret identity.
        case bySecretIdentity

        /// The tab's title.
        public var title: String {
            switch self {
            case .byName: localized("By Name")
            case .bySecretIdentity: localized("By Secret Identity")
            }
        }
    }

    private let repository: HeroRepository
    /// Whether another program wrote the store since the heroes were read.
    private var watch: StoreChangeWatch
    /// Each tab's rows, read a page at a time.
    private let sources: [Order: HeroRowSource]
    /// Heroes with a saved value the store has not taken yet, as they show.
    private var unsavedHeroes: [Int64: Hero] = [:]
    /// Of those, heroes another program deleted: they show after the stored ones.
    private var unstoredHeroes: [Hero] = []
    /// Every hero as it shows, read once for the search on (nil: no search, or changed since).
    private var searched: [Hero]?

    /// Heroes with a saved value the store has not taken yet.
    public var unsavedHeroIDs: Set<Int64> { Set(unsavedHeroes.keys) }

    /// Whether some editor's Save is only in memory.
    public var hasUnsavedEdits: Bool { !unsavedHeroes.isEmpty }

    /// Opens the heroes from `repository`: their count (rows are read as they show), after
    /// folding the sort keys of heroes another program added or renamed.
    public init(repository: HeroRepository) throws(StoreError) {
        self.repository = repository
        watch = try StoreChangeWatch(database: repository.database)
        _ = try? repository.refreshSortKeys() // a store that refuses writes still opens
        let count = try repository.count()
        sources = Dictionary(
            uniqueKeysWithValues: Order.allCases.map { ($0, HeroRowSource(order: $0, repository: repository, storedCount: count)) })
    }

    /// Catches up with another program's changes to the store: the count is read again and the
    /// rows on screen (a value the store has not taken stays as it is on screen); returns whether
    /// anything had changed (one pragma when nothing did).
    @discardableResult
    public func followStore() throws(StoreError) -> Bool {
        guard try watch.changedElsewhere() else { return false }
        try recount()
        return true
    }

    /// Reads the count again after a write, folding the keys the write left to fold.
    private func recount() throws(StoreError) {
        _ = try? repository.refreshSortKeys()
        // A hero with an unsaved value that another program deleted stays, after the stored ones.
        var unstored: [Hero] = []
        for (id, hero) in unsavedHeroes.sorted(by: { $0.key < $1.key }) where try !repository.exists(id: id) { unstored.append(hero) }
        unstoredHeroes = unstored
        searched = nil
        let count = try repository.count()
        for source in sources.values {
            source.storedCount = count
            source.unsavedHeroes = unsavedHeroes
            source.unstoredHeroes = unstored
            source.forgetPages()
        }
    }

    /// Why the last page of heroes could not be read, if it could not (its rows show empty).
    public var readProblem: StoreError? { sources.values.lazy.compactMap(\.readProblem).first }

    /// The screen title.
    public var title: String { localized("Heroes") }

    /// How many heroes there are.
    public var count: Int { sources[.byName]?.count ?? 0 }

    /// The heroes sorted for a tab: case-insensitively by the tab's key, ties by when added; read
    /// a page at a time.
    public func heroes(in order: Order) -> HeroRows { sources[order].map { HeroRows(source: $0) } ?? .empty }

    /// The heroes of a tab whose name or secret identity has `text` (ignoring case and accents;
    /// every hero for an empty text), in the tab's order. A search reads every hero once, while
    /// its text changes and the heroes do not, and filters in memory (SQLite's own matching folds
    /// ASCII only).
    public func heroes(in order: Order, matching text: String) -> HeroRows {
        let query = SearchQuery(text)
        guard !query.isEmpty else {
            searched = nil
            return heroes(in: order)
        }
        if searched == nil {
            guard let stored = try? repository.all() else { return .empty }
            searched = stored.map { unsavedHeroes[$0.id] ?? $0 } + unstoredHeroes
        }
        let every = searched ?? []
        return HeroRows(source: FoundRows(Self.sorted(every.filter { query.matches($0.name, $0.secretIdentity) }, in: order)))
    }

    /// Heroes sorted as a tab shows them, in memory (a search's results).
    private static func sorted(_ heroes: [Hero], in order: Order) -> [Hero] {
        // Each key made once: lowercasing a name per comparison (megabytes, if another program
        // stored such a name) made every reload take seconds.
        let key: (Hero) -> String = order == .byName ? { $0.name } : { $0.secretIdentity }
        let keyed = heroes.map { hero in (hero: hero, key: HeroRepository.sortKey(key(hero))) }
        return keyed.sorted { lhs, rhs in lhs.key == rhs.key ? lhs.hero.id < rhs.hero.id : lhs.key < rhs.key }.map(\.hero)
    }

    /// The row of the hero with `id` in `rows` (a tab's, from ``heroes(in:matching:)``), or nil.
    public func row(ofHeroWithID id: Int64, in rows: HeroRows) -> Int? {
        try? rows.index(ofID: id)
    }

    /// The search field's placeholder, which also names it for screen readers.
    public static var searchPlaceholder: String { localized("Search Heroes") }

    /// The hero with `id`, if it still exists, as it shows (one look-up by key).
    public func hero(withID id: Int64) -> Hero? {
        guard let hero = try? unsavedHeroes[id] ?? repository.hero(id: id) else { return nil }
        if recentHeroes.count >= 16 { recentHeroes.removeAll() }
        recentHeroes[id] = hero
        return hero
    }

    /// Heroes as another program had them when a Save was written over the same value.
    private var overwritten = EditBases<Hero>()

    /// The heroes as another program had them when a Save was written over its change to the
    /// same value, since the last call, by key: what the Save's undo brings back (said with Undo).
    public func takeOverwrittenHeroes() -> [Int64: Hero] { overwritten.takeOverwritten() }

    /// Heroes as last read (a page shows one): a Save to a hero another program deleted meanwhile
    /// puts it back with these values and the saved one.
    private var recentHeroes: [Int64: Hero] = [:]

    /// Adds "Untitled Hero", identity "Unknown", and returns it (to be opened at once).
    @discardableResult
    public func addUntitledHero() throws(StoreError) -> Hero {
        let hero = try repository.add(Hero(id: 0, name: localized("Untitled Hero"), secretIdentity: localized("Unknown")))
        try recount()
        return hero
    }

    /// Deletes the hero with `id`; ``restore(_:)`` brings it back (the caller keeps it for undo).
    public func delete(id: Int64) throws(StoreError) {
        guard hero(withID: id) != nil else { return }
        try repository.delete(id: id)
        unsavedHeroes[id] = nil
        try recount()
    }

    /// Puts `hero` back with its id and values (undoing a deletion from any point in the undo
    /// history, or redoing an add); nothing if it is there already.
    public func restore(_ hero: Hero) throws(StoreError) {
        guard try !repository.exists(id: hero.id), !unstoredHeroes.contains(where: { $0.id == hero.id }) else { return }
        try repository.restore(hero)
        try recount()
    }

    /// An editor's Save: checks `value` for `key` (a name is required, a birthdate is not in the
    /// future), writes it and returns the updated hero. An invalid value or a hero that is gone
    /// changes nothing; a value the store refuses is kept in the list, unsaved, and thrown as
    /// ``HeroSaveError/notSaved(_:)`` (``saveUnsavedEdits()`` writes it later).
    ///
    /// `base` is the value the editor opened on (nil: write whatever the store has, as an undo
    /// does): a value equal to it is not written, so another program's newer one stands; one
    /// written over another program's change to the same value is handed back by
    /// ``takeOverwrittenHeroes()`` (``EditMerge``).
    @discardableResult
    public func save(_ value: HeroValue, for key: HeroKey, ofHeroWithID id: Int64, base: HeroValue? = nil) throws(HeroSaveError) -> Hero {
        // The hero is written whole, as the store has it now: what another program (another
        // Segue) changed in its other values stays, and only this value is written over them. A
        // hero deleted there is put back by the write (the edit is kept), as in every list.
        let known = hero(withID: id) ?? recentHeroes[id]
        do { try followStore() } catch { throw .notSaved(error) }
        guard var hero = self.hero(withID: id) ?? known else { throw .gone }
        if let problem = Hero.problem(with: value, for: key) { throw .invalid(problem) }
        let theirs = hero
        switch base.map({ EditMerge(base: $0, mine: value, theirs: theirs[key]) }) {
        case .nothingTyped: return hero
        case .overwrite: overwritten.noteOverwritten(theirs)
        case .write, nil: break
        }
        hero[key] = value
        do {
            try repository.update(hero)
            unsavedHeroes[id] = nil
        } catch {
            overwritten.forgetOverwritten(id)
            unsavedHeroes[id] = hero
            try? recount()
            throw .notSaved(error)
        }
        do { try recount() } catch { throw .notSaved(error) }
        return hero
    }

    /// Every hero with a value the store has not taken yet, as it shows.
    var keptHeroes: [Hero] { unsavedHeroes.values.sorted { $0.id < $1.id } }

    /// Keeps `hero` as an unsaved edit (taken back from an earlier run).
    func keepTakenBack(_ hero: Hero) throws(StoreError) {
        unsavedHeroes[hero.id] = hero
        try recount()
    }

    /// Writes every value the store did not take before; returns whether all are saved now.
    @discardableResult
    public func saveUnsavedEdits() throws(StoreError) -> Bool {
        defer { try? recount() }
        for (id, hero) in unsavedHeroes.sorted(by: { $0.key < $1.key }) {
            try repository.update(hero) // a hero another program deleted is put back
            unsavedHeroes[id] = nil
        }
        return true
    }
}

/// Why an editor's Save did not go through; the description is shown in the editor.
public enum HeroSaveError: Error, Equatable, CustomStringConvertible {
    /// The value breaks a rule (the reason, in words).
    case invalid(String)
    /// The store did not take it: the value is kept in the list, unsaved, and retried.
    case notSaved(StoreError)
    /// The hero was deleted meanwhile.
    case gone

    public var description: String {
        switch self {
        case .invalid(let reason): reason
        case .notSaved(let error): error.description
        case .gone: localized("This hero no longer exists.")
        }
    }
}
