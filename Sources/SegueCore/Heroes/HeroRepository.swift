/// The heroes table. Every statement binds its values; none is built from hero text.
public struct HeroRepository {
    /// The connection.
    public let database: SQLiteDatabase

    /// A repository over `database` (already migrated by ``SegueStore``).
    public init(database: SQLiteDatabase) { self.database = database }

    /// Every hero, in the order they were added, with the string attributes a configuration added.
    public func all() throws(StoreError) -> [Hero] {
        let attributes = try attributes(in: "")
        return try database.query("SELECT \(Self.columns) FROM heroes ORDER BY id").map { Self.hero($0, attributes: attributes) }
    }

    /// The columns a hero is read from (``hero(_:attributes:)``), then its two sort keys.
    static let columns = "id, name, secret_identity, birthdate, sex, favorite_color"

    /// The string attributes of the heroes `filter` picks (a `WHERE` clause on `hero_id`, or
    /// "" for every hero's), by hero id.
    func attributes(in filter: String, _ arguments: [SQLiteValue] = []) throws(StoreError) -> [Int64: [String: String]] {
        var attributes: [Int64: [String: String]] = [:]
        for row in try database.query("SELECT hero_id, key, value FROM hero_attributes \(filter)", arguments) {
            guard let id = row[0].integer, let key = row[1].text, let value = row[2].text else { continue }
            attributes[id, default: [:]][key] = value
        }
        return attributes
    }

    /// A hero from a row of ``columns``.
    static func hero(_ row: [SQLiteValue], attributes: [Int64: [String: String]]) -> Hero {
        let id = row[0].integer ?? 0
        return Hero(
            id: id, name: row[1].text ?? "", secretIdentity: row[2].text ?? "",
            birthdate: row[3].text.flatMap(HeroDate.init(isoText:)), sex: row[4].text, favoriteColor: row[5].text,
            attributes: attributes[id] ?? [:])
    }

    /// Adds a hero and returns it with its id.
    public func add(_ hero: Hero) throws(StoreError) -> Hero {
        try database.transaction { () throws(StoreError) in
            try database.execute(
                "INSERT INTO heroes (name, secret_identity, birthdate, sex, favorite_color) VALUES (?, ?, ?, ?, ?)", Self.values(hero))
            let added = Hero(
                id: database.lastInsertedRowID, name: hero.name, secretIdentity: hero.secretIdentity, birthdate: hero.birthdate,
                sex: hero.sex, favoriteColor: hero.favoriteColor, attributes: hero.attributes)
            // Seeding runs inside an older migration, before hero_attributes exists: a hero
            // without string attributes writes none.
            if !added.attributes.isEmpty { try writeAttributes(of: added) }
            return added
        }
    }

    /// Writes every attribute of `hero`. If another writer deleted the row meanwhile, the hero is
    /// put back whole rather than letting the edit vanish; returns whether that happened.
    @discardableResult
    public func update(_ hero: Hero) throws(StoreError) -> Bool {
        try database.transaction { () throws(StoreError) in
            try database.execute(
                "UPDATE heroes SET name = ?, secret_identity = ?, birthdate = ?, sex = ?, favorite_color = ? WHERE id = ?",
                Self.values(hero) + [.integer(hero.id)])
            guard database.changedRowCount == 0 else {
                try writeAttributes(of: hero)
                return false
            }
            try restore(hero)
            return true
        }
    }

    /// Deletes a hero and its string attributes.
    public func delete(id: Int64) throws(StoreError) {
        try database.transaction { () throws(StoreError) in
            try database.execute("DELETE FROM hero_attributes WHERE hero_id = ?", [.integer(id)])
            try database.execute("DELETE FROM heroes WHERE id = ?", [.integer(id)])
        }
    }

    /// Puts a deleted hero back with its id and its string attributes (undo).
    public func restore(_ hero: Hero) throws(StoreError) {
        try database.transaction { () throws(StoreError) in
            try database.execute(
                "INSERT INTO heroes (id, name, secret_identity, birthdate, sex, favorite_color) VALUES (?, ?, ?, ?, ?, ?)",
                [.integer(hero.id)] + Self.values(hero))
            try writeAttributes(of: hero)
        }
    }

    /// Replaces the stored string attributes of `hero` with its own.
    private func writeAttributes(of hero: Hero) throws(StoreError) {
        try database.execute("DELETE FROM hero_attributes WHERE hero_id = ?", [.integer(hero.id)])
        for (key, value) in hero.attributes.sorted(by: { $0.key < $1.key }) {
            try database.execute(
                "INSERT INTO hero_attributes (hero_id, key, value) VALUES (?, ?, ?)", [.integer(hero.id), .text(key), .text(value)])
        }
    }

    private static func values(_ hero: Hero) -> [SQLiteValue] {
        [
            .text(hero.name), .text(hero.secretIdentity), hero.birthdate.map { .text($0.isoText) } ?? .null,
            hero.sex.map(SQLiteValue.text) ?? .null, hero.favoriteColor.map(SQLiteValue.text) ?? .null,
        ]
    }
}
