/// The heroes in the list's two orders, a page at a time, by the sort keys the store keeps
/// (``sortKey(_:)``; schema version 7).
extension HeroRepository {
    /// How many heroes there are.
    public func count() throws(StoreError) -> Int {
        Int(try database.query("SELECT COUNT(*) FROM heroes").first?.first?.integer ?? 0)
    }

    /// The hero with `id`, with its string attributes, or nil if there is none.
    public func hero(id: Int64) throws(StoreError) -> Hero? {
        guard let row = try database.query("SELECT \(Self.columns) FROM heroes WHERE id = ?", [.integer(id)]).first else { return nil }
        return Self.hero(row, attributes: try attributes(in: "WHERE hero_id = ?", [.integer(id)]))
    }

    /// Whether a hero with `id` is stored (one look-up by key).
    public func exists(id: Int64) throws(StoreError) -> Bool {
        try !database.query("SELECT 1 FROM heroes WHERE id = ?", [.integer(id)]).isEmpty
    }

    /// How the list sorts a name or identity: lowercased as Swift folds case (SQLite's own folds
    /// ASCII only), from what a row can show (a name another program stored may be megabytes).
    public static func sortKey(_ text: String) -> String { text.prefix(String.displayLineLimit).lowercased() }

    /// Folds the sort keys of every hero whose keys are not current: added or renamed by another
    /// program (the store's trigger empties them), or by this one (its writes leave the folding
    /// here). Returns how many heroes it folded; a store that refuses the write leaves them as
    /// they are, sorted first, and is asked again at the next change.
    @discardableResult
    public func refreshSortKeys() throws(StoreError) -> Int {
        let stale = try database.query(
            "SELECT id, name, secret_identity FROM heroes WHERE (name_key = '' AND name <> '') OR (identity_key = '' AND secret_identity <> '')"
        )
        guard !stale.isEmpty else { return 0 }
        try database.transaction { () throws(StoreError) in
            for row in stale {
                try database.execute(
                    "UPDATE heroes SET name_key = ?, identity_key = ? WHERE id = ?",
                    [.text(Self.sortKey(row[1].text ?? "")), .text(Self.sortKey(row[2].text ?? "")), row[0]])
            }
        }
        return stale.count
    }

    /// The row of the hero with `id` in `order`, or nil if there is no such hero.
    public func rowIndex(ofID id: Int64, in order: HeroListLogic.Order) throws(StoreError) -> Int? {
        try database.rowIndex(ofID: id, inTable: "heroes", orderedBy: order.keyColumn)
    }

    /// The heroes of one page of the list in `order` (``PageCache``), with their attributes.
    func heroes(_ page: PageRead<KeyedHero>, in order: HeroListLogic.Order) throws(StoreError) -> [KeyedHero] {
        let column = order.keyColumn
        switch page {
        case .after(let hero, let limit):
            return try heroes(
                in: order, "WHERE (\(column), id) > (?, ?) ORDER BY \(column), id LIMIT ?",
                [.text(hero.key), .integer(hero.hero.id), .integer(Int64(limit))])
        case .before(let hero, let limit):
            return try heroes(
                in: order, "WHERE (\(column), id) < (?, ?) ORDER BY \(column) DESC, id DESC LIMIT ?",
                [.text(hero.key), .integer(hero.hero.id), .integer(Int64(limit))]
            ).reversed()
        case .offset(let offset, let limit):
            return try heroes(in: order, "ORDER BY \(column), id LIMIT ? OFFSET ?", [.integer(Int64(limit)), .integer(Int64(offset))])
        case .offsetFromEnd(let offset, let limit):
            return try heroes(
                in: order, "ORDER BY \(column) DESC, id DESC LIMIT ? OFFSET ?", [.integer(Int64(limit)), .integer(Int64(max(offset, 0)))]
            ).reversed()
        }
    }

    private func heroes(in order: HeroListLogic.Order, _ clauses: String, _ arguments: [SQLiteValue]) throws(StoreError) -> [KeyedHero] {
        let rows = try database.query("SELECT \(Self.columns), \(order.keyColumn) FROM heroes \(clauses)", arguments)
        guard !rows.isEmpty else { return [] }
        let ids = rows.compactMap { $0.first }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        let attributes = try attributes(in: "WHERE hero_id IN (\(marks))", ids)
        return rows.map { KeyedHero(hero: Self.hero($0, attributes: attributes), key: $0[6].text ?? "") }
    }
}

extension HeroListLogic.Order {
    /// The column of the store's sort key for this order (schema version 7).
    var keyColumn: String { self == .byName ? "name_key" : "identity_key" }
}
