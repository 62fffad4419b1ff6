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

    /// Every hero, in the order they were added.
    public private(set) var heroes: [Hero]
    private let repository: HeroRepository
    /// Whether another program wrote the store since the heroes were read.
    private var watch: StoreChangeWatch
    /// Heroes with a saved value the store has not taken yet.
    public private(set) var unsavedHeroIDs: Set<Int64> = []

    /// Whether some editor's Save is only in memory.
    public var hasUnsavedEdits: Bool { !unsavedHeroIDs.isEmpty }

    /// Loads the heroes from `repository`.
    public init(repository: HeroRepository) throws(StoreError) {
        self.repository = repository
        watch = try StoreChangeWatch(database: repository.database)
        heroes = try repository.all()
    }

    /// Catches up with another program's changes to the store: the heroes are read again (a value
    /// the store has not taken stays as it is on screen); returns whether anything had changed
    /// (one pragma when nothing did).
    @discardableResult
    public func followStore() throws(StoreError) -> Bool {
        guard try watch.changedElsewhere() else { return false }
        let kept = heroes.filter { unsavedHeroIDs.contains($0.id) }
        var fresh = try repository.all()
        for hero in kept {
            if let index = fresh.firstIndex(where: { $0.id == hero.id }) { fresh[index] = hero } else { fresh.append(hero) }
        }
        heroes = fresh.sorted { $0.id < $1.id }
        return true
    }

    /// The screen title.
    public var title: String { localized("Heroes") }

    /// The heroes sorted for a tab: case-insensitively by the tab's key, ties by when added.
    public func heroes(in order: Order) -> [Hero] {
        // Each key made once, from what a row can show: lowercasing a name per comparison
        // (megabytes, if another program stored such a name) made every reload take seconds.
        let key: (Hero) -> String = order == .byName ? { $0.name } : { $0.secretIdentity }
        let keyed: [(hero: Hero, key: String)] = heroes.map { hero in (hero, key(hero).prefix(String.displayLineLimit).lowercased()) }
        let sorted = keyed.sorted { lhs, rhs in lhs.key == rhs.key ? lhs.hero.id < rhs.hero.id : lhs.key < rhs.key }
        return sorted.map(\.hero)
    }

    /// The heroes of a tab whose name or secret identity has `text` (ignoring case and accents;
    /// every hero for an empty text), in the tab's order.
    public func heroes(in order: Order, matching text: String) -> [Hero] {
        let query = SearchQuery(text)
        return heroes(in: order).filter { query.matches($0.name, $0.secretIdentity) }
    }

    /// The search field's placeholder, which also names it for screen readers.
    public static var searchPlaceholder: String { localized("Search Heroes") }

    /// The hero with `id`, if it still exists.
    public func hero(withID id: Int64) -> Hero? { heroes.first { $0.id == id } }

    /// Adds "Untitled Hero", identity "Unknown", and returns it (to be opened at once).
    @discardableResult
    public func addUntitledHero() throws(StoreError) -> Hero {
        let hero = try repository.add(Hero(id: 0, name: localized("Untitled Hero"), secretIdentity: localized("Unknown")))
        heroes.append(hero)
        return hero
    }

    /// Deletes the hero with `id`; ``restore(_:)`` brings it back (the caller keeps it for undo).
    public func delete(id: Int64) throws(StoreError) {
        guard let index = heroes.firstIndex(where: { $0.id == id }) else { return }
        try repository.delete(id: id)
        heroes.remove(at: index)
        unsavedHeroIDs.remove(id)
    }

    /// Puts `hero` back with its id and values (undoing a deletion from any point in the undo
    /// history, or redoing an add); nothing if it is there already.
    public func restore(_ hero: Hero) throws(StoreError) {
        guard !heroes.contains(where: { $0.id == hero.id }) else { return }
        try repository.restore(hero)
        heroes.append(hero)
        heroes.sort { $0.id < $1.id }
    }

    /// An editor's Save: checks `value` for `key` (a name is required, a birthdate is not in the
    /// future), writes it and returns the updated hero. An invalid value or a hero that is gone
    /// changes nothing; a value the store refuses is kept in the list, unsaved, and thrown as
    /// ``HeroSaveError/notSaved(_:)`` (``saveUnsavedEdits()`` writes it later).
    @discardableResult
    public func save(_ value: HeroValue, for key: HeroKey, ofHeroWithID id: Int64) throws(HeroSaveError) -> Hero {
        // The hero is written whole: first take in what another program (another Segue) changed
        // in its other values, so only this value is written over them. A hero deleted there is
        // put back by the write (the edit is kept), as in every list.
        let known = hero(withID: id)
        do { try followStore() } catch { throw .notSaved(error) }
        if hero(withID: id) == nil, let known {
            heroes.append(known)
            heroes.sort { $0.id < $1.id }
        }
        guard let index = heroes.firstIndex(where: { $0.id == id }) else { throw .gone }
        if let problem = Hero.problem(with: value, for: key) { throw .invalid(problem) }
        var hero = heroes[index]
        hero[key] = value
        heroes[index] = hero
        do {
            try repository.update(hero)
            unsavedHeroIDs.remove(id)
        } catch {
            unsavedHeroIDs.insert(id)
            throw .notSaved(error)
        }
        return hero
    }

    /// Writes every value the store did not take before; returns whether all are saved now.
    @discardableResult
    public func saveUnsavedEdits() throws(StoreError) -> Bool {
        try unsavedHeroIDs.writeUnsaved(of: heroes, id: \.id) { hero throws(StoreError) in try repository.update(hero) }
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
