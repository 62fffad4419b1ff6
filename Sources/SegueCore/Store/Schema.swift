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
        [
            // Homepwner's items (seed 001). `created` is Unix time in seconds; `image_key` names the
            // picture in the image store (never a path the user chose).
            """
            CREATE TABLE items (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                position INTEGER NOT NULL,
                name TEXT NOT NULL,
                serial TEXT NOT NULL,
                value INTEGER NOT NULL CHECK (value >= 0),
                created INTEGER NOT NULL,
                image_key TEXT
            )
            """,
            "CREATE INDEX items_by_position ON items(position)",
        ],
        [
            // SuperDB's heroes (seed 003). `birthdate` is `YYYY-MM-DD`: a calendar day, no time zone.
            """
            CREATE TABLE heroes (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                name TEXT NOT NULL,
                secret_identity TEXT NOT NULL,
                birthdate TEXT,
                sex TEXT,
                favorite_color TEXT
            )
            """
        ],
        [
            // Hero attributes only a configuration names (a "motto" row): one string per hero and key.
            """
            CREATE TABLE hero_attributes (
                hero_id INTEGER NOT NULL,
                key TEXT NOT NULL,
                value TEXT NOT NULL,
                PRIMARY KEY (hero_id, key)
            )
            """
        ],
        [
            // Search in tasks (issue "Search, collection views"): a full-text index of the tasks'
            // text in trigrams, so any run of three or more characters is found by the index, at
            // a million tasks as at nine. It holds no text of its own (`content='tasks'`); the
            // triggers keep it in step with every write, Segue's or another program's.
            "CREATE VIRTUAL TABLE tasks_search USING fts5(text, content='tasks', content_rowid='id', tokenize='trigram')",
            "INSERT INTO tasks_search(tasks_search) VALUES ('rebuild')",
            """
            CREATE TRIGGER tasks_search_insert AFTER INSERT ON tasks BEGIN
                INSERT INTO tasks_search(rowid, text) VALUES (new.id, new.text);
            END
            """,
            """
            CREATE TRIGGER tasks_search_delete AFTER DELETE ON tasks BEGIN
                INSERT INTO tasks_search(tasks_search, rowid, text) VALUES ('delete', old.id, old.text);
            END
            """,
            """
            CREATE TRIGGER tasks_search_update AFTER UPDATE OF text ON tasks BEGIN
                INSERT INTO tasks_search(tasks_search, rowid, text) VALUES ('delete', old.id, old.text);
                INSERT INTO tasks_search(rowid, text) VALUES (new.id, new.text);
            END
            """,
        ],
        [
            // The hero list's two orders, read a page at a time (issue "Search, collection
            // views"): each hero's name and secret identity folded as the list sorts them
            // (lowercased, as Swift folds case, which SQLite's NOCASE does for ASCII only), kept
            // by Segue (HeroRepository.refreshSortKeys). Another program's insert leaves them
            // empty and the trigger empties them when it renames a hero, so Segue folds them
            // again when it next looks; meanwhile such a hero sorts first.
            "ALTER TABLE heroes ADD COLUMN name_key TEXT NOT NULL DEFAULT ''",
            "ALTER TABLE heroes ADD COLUMN identity_key TEXT NOT NULL DEFAULT ''",
            "CREATE INDEX heroes_by_name_key ON heroes(name_key, id)",
            "CREATE INDEX heroes_by_identity_key ON heroes(identity_key, id)",
            """
            CREATE TRIGGER heroes_sort_keys_stale AFTER UPDATE OF name, secret_identity ON heroes
            WHEN new.name IS NOT old.name OR new.secret_identity IS NOT old.secret_identity BEGIN
                UPDATE heroes SET name_key = '', identity_key = '' WHERE id = new.id;
            END
            """,
        ],
    ]

    /// Runs every migration the file has not had yet, each in its own transaction, calling `seed`
    /// with the version each one reaches (so a table added by version 3 is seeded once, whether the
    /// file is new or older).
    static func migrate(_ database: SQLiteDatabase, seed: SegueStore.Seeder) throws(StoreError) {
        let start = try database.userVersion
        // A version below zero is no schema of ours (SegueStore refuses such files before this).
        guard start >= 0, start < migrations.count else { return }
        for version in start..<migrations.count {
            try database.transaction { () throws(StoreError) in
                for statement in migrations[version] { try database.execute(statement) }
                try seed(database, version + 1)
                try database.execute("PRAGMA user_version = \(version + 1)")
            }
        }
    }
}
