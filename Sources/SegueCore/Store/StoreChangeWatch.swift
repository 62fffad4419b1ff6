/// Tells whether another program (another Segue, `sqlite3`) committed to the store since the last
/// look: SQLite's `PRAGMA data_version`, which a connection's own commits never change. One
/// pragma per look, so a list can look every second for nothing.
struct StoreChangeWatch {
    private let database: SQLiteDatabase
    private var seen: Int64

    /// A watch that has seen the store as it is now.
    init(database: SQLiteDatabase) throws(StoreError) {
        self.database = database
        seen = try database.dataVersion
    }

    /// Whether another program committed since the last call (or since the watch was made).
    mutating func changedElsewhere() throws(StoreError) -> Bool {
        let version = try database.dataVersion
        guard version != seen else { return false }
        seen = version
        return true
    }
}
