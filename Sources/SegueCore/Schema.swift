/// The database schema as a list of forward migrations; `PRAGMA user_version` counts how many
/// have run. Append a migration to change the schema; never edit a shipped one.
public enum Schema {
    /// Each entry's statements take the schema from version `index` to `index + 1`.
    static let migrations: [[String]] = [
        [
            """
            CREATE TABLE tasks (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                position INTEGER NOT NULL,
                text TEXT NOT NULL
            )
            """,
            "CREATE INDEX tasks_by_position ON tasks(position)",
        ],
        [
            """
            CREATE TABLE counters (
                scene TEXT PRIMARY KEY,
                count INTEGER NOT NULL DEFAULT 0,
                badge TEXT
            )
            """
        ],
    ]

    /// Runs every migration the file has not had yet, each in its own transaction, and seeds a
    /// brand-new database once (after its first migration).
    static func migrate(_ database: SQLiteDatabase, seed: (SQLiteDatabase) throws(StoreError) -> Void) throws(StoreError) {
        let start = try database.userVersion
        guard start < migrations.count else { return }
        for version in start..<migrations.count {
            try database.transaction { () throws(StoreError) in
                for statement in migrations[version] { try database.execute(statement) }
                if version == 0 { try seed(database) }
                try database.execute("PRAGMA user_version = \(version + 1)")
            }
        }
    }
}
