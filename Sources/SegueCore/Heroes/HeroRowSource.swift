/// One tab of the hero list as its table reads it: every hero in the tab's order, a page at a
/// time (``StoredRows``), or a search's results (``FoundRows``).
public typealias HeroRows = StoredRows<Hero>

/// The store behind one order of ``HeroRows``: the count, a few pages, and the heroes whose
/// value is only in memory (the logic's), laid over the stored rows and, when another program
/// deleted them, after them.
final class HeroRowSource: RowSource {
    let order: HeroListLogic.Order
    private let repository: HeroRepository
    /// Rows in the store.
    var storedCount: Int
    private var pages = PageCache<KeyedHero>()
    /// Heroes whose value the store has not taken, by id (the logic's).
    var unsavedHeroes: [Int64: Hero] = [:]
    /// Of those, the heroes another program deleted, after every stored one, in the order added.
    var unstoredHeroes: [Hero] = []

    init(order: HeroListLogic.Order, repository: HeroRepository, storedCount: Int) {
        self.order = order
        self.repository = repository
        self.storedCount = storedCount
    }

    /// Pages read from the store so far.
    var pagesRead: Int { pages.pagesRead }
    /// Why the last page could not be read, if it could not.
    var readProblem: StoreError? { pages.readProblem }

    /// Every row.
    var count: Int { storedCount + unstoredHeroes.count }

    func row(at row: Int) -> Hero {
        precondition(row >= 0 && row < count, "row \(row) out of range")
        if row >= storedCount { return unstoredHeroes[row - storedCount] }
        let order = order
        let stored = pages.item(at: row, of: storedCount) { (page) throws(StoreError) in try repository.heroes(page, in: order) }
        guard let hero = stored?.hero else { return Hero(id: 0, name: "", secretIdentity: "") }
        return unsavedHeroes[hero.id] ?? hero
    }

    /// The row of the hero with `id`, or nil if the list has no such hero.
    func row(ofID id: Int64) throws(StoreError) -> Int? {
        if let index = unstoredHeroes.firstIndex(where: { $0.id == id }) { return storedCount + index }
        return try repository.rowIndex(ofID: id, in: order)
    }

    /// The heroes changed: pages are read again.
    func forgetPages() { pages.forget() }
}
