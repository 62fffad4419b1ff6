/// The counters table: each scene's count and badge, kept across restarts.
public struct CountingRepository {
    /// The connection.
    public let database: SQLiteDatabase

    /// A repository over `database` (already migrated by ``SegueStore``).
    public init(database: SQLiteDatabase) { self.database = database }

    /// Every stored scene's count and badge. Read as untrusted: a count that is not a whole number
    /// (text, a real) or is negative reads as 0, and a badge that is not text as none.
    public func all() throws(StoreError) -> [CountingScene: (count: Int, badge: String?)] {
        var result: [CountingScene: (count: Int, badge: String?)] = [:]
        for row in try database.query("SELECT scene, count, badge FROM counters") {
            guard let scene = row[0].text.flatMap(CountingScene.init(rawValue:)) else { continue }
            result[scene] = (Int(max(0, row[1].integer ?? 0)), row[2].text)
        }
        return result
    }

    /// Stores one scene's count and badge.
    public func save(_ scene: CountingScene, count: Int, badge: String?) throws(StoreError) {
        try database.execute(
            """
            INSERT INTO counters (scene, count, badge) VALUES (?, ?, ?)
            ON CONFLICT(scene) DO UPDATE SET count = excluded.count, badge = excluded.badge
            """, [.text(scene.rawValue), .integer(Int64(count)), badge.map(SQLiteValue.text) ?? .null])
    }

    /// Clears every count and badge.
    public func reset() throws(StoreError) {
        try database.execute("DELETE FROM counters")
    }
}
