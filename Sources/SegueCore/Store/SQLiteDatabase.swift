import CSQLite
import FoundationEssentials
import Glibc

/// A thin, safe connection to one SQLite database: prepared statements and bound parameters only,
/// so no SQL is ever built from user text.
///
/// Not `Sendable`: a connection belongs to the thread that opened it (the main thread in the app).
public final class SQLiteDatabase {
    /// The database file's path (":memory:" for an in-memory database). It changes only when the
    /// watched file was replaced under Segue and its data kept aside (``FileRelocation``).
    public internal(set) var path: String
    /// The connection (replaced by a new one when the watched file was deleted or replaced).
    var handle: OpaquePointer
    /// The file being watched for deletion or replacement (``watchFile(configuration:)``), if any.
    var fileWatch: FileWatch?
    /// Told when the watched file was found deleted or replaced, and what Segue did about it.
    public var onRelocation: ((FileRelocation) -> Void)?

    /// Opens (and with `create`, creates) the database at `path`.
    public init(path: String, readOnly: Bool = false, create: Bool = true) throws(StoreError) {
        self.path = path
        var db: OpaquePointer?
        var flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create && !readOnly { flags |= SQLITE_OPEN_CREATE }
        let status = sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOMUTEX | (path.hasPrefix("file:") ? SQLITE_OPEN_URI : 0), nil)
        guard status == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(db)
            throw .cannotOpen(path: path, reason: message)
        }
        handle = db
        sqlite3_busy_timeout(db, busyTimeoutMilliseconds)
    }

    /// How long a statement waits for another connection's lock before it fails as
    /// ``StoreError/busy(path:)``. Opening and migrating may wait (2 s: before any window shows);
    /// ``SegueStore`` lowers it to ``interactiveBusyTimeoutMilliseconds`` once the file is ready,
    /// because every later write runs on the main thread, where a wait freezes the window.
    public var busyTimeoutMilliseconds: Int32 = 2000 {
        didSet { sqlite3_busy_timeout(handle, busyTimeoutMilliseconds) }
    }

    /// The wait for a lock while the app runs: long enough for another Segue's short write to end,
    /// short enough not to be felt. A write refused for it takes the keep-and-retry path.
    public static let interactiveBusyTimeoutMilliseconds: Int32 = 40

    deinit { sqlite3_close_v2(handle) }

    /// Why the file or its folder cannot be written, as the system says (`errno`), or 0.
    private func writeAccessProblem() -> Int32 {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        for target in [path, folder] where FileManager.default.fileExists(atPath: target) && access(target, W_OK) != 0 { return errno }
        return 0
    }

    /// Throws, as ``StoreError/unwritable(path:reason:)`` in words, unless this connection can
    /// write its file: SQLite opens a write-protected file (or one in a read-only folder whose
    /// `-wal` is there) read-only without a word, and the first edit would then fail. Another
    /// program's lock is no reason: its writes wait their turn.
    public func checkWritable() throws(StoreError) {
        guard sqlite3_db_readonly(handle, "main") != 1 else { throw .unwritable(path: path, reason: localized("the file is read-only")) }
        do {
            _ = try query("BEGIN IMMEDIATE")
            _ = try? query("ROLLBACK")
        } catch .busy {
            return
        }
    }

    /// Ends the connection for a clean quit: the write-ahead log is copied into the database file
    /// and the connection closed, so SQLite removes the `-wal` and `-shm` files and the one file
    /// holds everything (what a backup or sync tool copies). A statement run after this fails as
    /// on an empty database; it never reaches the file.
    public func close() {
        _ = try? query("PRAGMA wal_checkpoint(TRUNCATE)")
        var empty: OpaquePointer?
        guard sqlite3_open_v2(":memory:", &empty, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK, let empty else { return }
        let file = handle
        handle = empty
        fileWatch = nil
        sqlite3_close_v2(file)
    }

    /// Makes a statement on this connection stop, failing, once the Swift task running it is
    /// cancelled (checked every few thousand steps of SQLite's machine). For a connection a task
    /// uses off the main thread: a search's count that a newer key has made useless stops rather
    /// than keep a core busy for hundreds of milliseconds while the next key is answered.
    package func stopsWhenTaskIsCancelled() {
        sqlite3_progress_handler(handle, 4_000, { _ in Task.isCancelled ? 1 : 0 }, nil)
    }

    /// An in-memory copy of the database file at `path`, read without writing anything — not even
    /// the shared-memory file a WAL reader normally creates, so it works on a full disk or a
    /// read-only file. The app shows the user's own data from it when it cannot save.
    ///
    /// Tries an ordinary read-only open first (which sees commits still in the WAL); if that cannot
    /// create its `-shm` file, reads the file as immutable, which may miss commits not yet
    /// checkpointed (SQLite checkpoints on every clean close, so that is only after a crash).
    public static func memoryCopy(ofFileAt path: String) throws(StoreError) -> SQLiteDatabase {
        let copy = try SQLiteDatabase(path: ":memory:")
        do {
            try copy.restore(from: SQLiteDatabase(path: path, readOnly: true, create: false))
        } catch {
            let uri = "file:" + uriPath(path) + "?immutable=1"
            try copy.restore(from: SQLiteDatabase(path: uri, readOnly: true, create: false))
        }
        return copy
    }

    /// `path` with the characters a `file:` URI reserves (`%`, `?`, `#`) percent-encoded.
    private static func uriPath(_ path: String) -> String {
        var encoded = ""
        for character in path {
            switch character {
            case "%": encoded += "%25"
            case "?": encoded += "%3F"
            case "#": encoded += "%23"
            default: encoded.append(character)
            }
        }
        return encoded
    }

    /// Replaces this database's contents with `source`'s (SQLite's online backup, in one step).
    private func restore(from source: SQLiteDatabase) throws(StoreError) {
        // A read that fails (I/O on a missing -shm) shows up here, not at open: SQLite opens lazily.
        guard let backup = sqlite3_backup_init(handle, "main", source.handle, "main") else { throw failure("backup") }
        let status = sqlite3_backup_step(backup, -1)
        sqlite3_backup_finish(backup)
        guard status == SQLITE_DONE else { throw source.failure("backup") }
    }

    /// Runs one statement with `arguments` bound to its `?` parameters, discarding any rows.
    public func execute(_ sql: String, _ arguments: [SQLiteValue] = []) throws(StoreError) {
        _ = try query(sql, arguments)
    }

    /// Runs one statement and returns every row as an array of values.
    public func query(_ sql: String, _ arguments: [SQLiteValue] = []) throws(StoreError) -> [[SQLiteValue]] {
        try run(sql, arguments, fileChecked: false)
    }

    private func run(_ sql: String, _ arguments: [SQLiteValue], fileChecked: Bool) throws(StoreError) -> [[SQLiteValue]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw failure("prepare")
        }
        // A write outside a transaction first makes sure the file is still the one opened, with
        // no statement open (the connection may be replaced), then runs on whichever it is now.
        if !fileChecked, fileWatch != nil, sqlite3_stmt_readonly(statement) == 0, sqlite3_get_autocommit(handle) != 0 {
            sqlite3_finalize(statement)
            try checkFileBeforeWrite()
            return try run(sql, arguments, fileChecked: true)
        }
        defer { sqlite3_finalize(statement) }
        for (index, argument) in arguments.enumerated() {
            let position = Int32(index + 1)
            let status: Int32
            switch argument {
            case .null: status = sqlite3_bind_null(statement, position)
            case .integer(let value): status = sqlite3_bind_int64(statement, position, value)
            case .text(let value):
                // By its length in bytes, so a NUL inside the text is stored, not an end.
                // (A terminator after them keeps the pointer non-null for "": a null would bind NULL.)
                let bytes = Array(value.utf8CString)
                status = bytes.withUnsafeBufferPointer { buffer in
                    sqlite3_bind_text(statement, position, buffer.baseAddress, Int32(value.utf8.count), segue_sqlite_transient())
                }
            }
            guard status == SQLITE_OK else { throw failure("bind") }
        }
        var rows: [[SQLiteValue]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw failure("step") }
            rows.append(
                (0..<sqlite3_column_count(statement)).map { column in
                    switch sqlite3_column_type(statement, column) {
                    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
                    case SQLITE_NULL: return .null
                    default: return .text(Self.text(in: statement, column: column))
                    }
                })
        }
        return rows
    }

    /// Runs `body` in a transaction: committed if it returns, rolled back if it throws. Inside
    /// another transaction (a migration seeding its new table) it runs in a savepoint instead,
    /// so the outer transaction decides.
    public func transaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        let nested = sqlite3_get_autocommit(handle) == 0
        if !nested { try checkFileBeforeWrite() }
        try execute(nested ? "SAVEPOINT nested" : "BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute(nested ? "RELEASE nested" : "COMMIT")
            return result
        } catch {
            if nested {
                try? execute("ROLLBACK TO nested")
                try? execute("RELEASE nested")
            } else {
                try? execute("ROLLBACK")
            }
            throw error
        }
    }

    /// A text column read by its length, not up to its first NUL: a value with a NUL inside
    /// (written by another program) comes back whole, so the next save does not cut it.
    private static func text(in statement: OpaquePointer?, column: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// How many rows the last INSERT, UPDATE or DELETE changed (0: its WHERE matched nothing —
    /// for an UPDATE by id, the row was deleted by another writer).
    public var changedRowCount: Int { Int(sqlite3_changes(handle)) }

    /// The rowid of the last inserted row.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// SQLite's `PRAGMA data_version`: it changes when another connection (another Segue,
    /// `sqlite3`) commits to the file, never for this connection's own commits — so a list can
    /// tell, for the cost of one pragma, whether what it shows may be out of date.
    public var dataVersion: Int64 {
        get throws(StoreError) { try query("PRAGMA data_version").first?.first?.integer ?? 0 }
    }

    /// The schema version stored in `PRAGMA user_version`.
    public var userVersion: Int {
        get throws(StoreError) {
            guard case .integer(let version)? = try query("PRAGMA user_version").first?.first else { return 0 }
            return Int(version)
        }
    }

    func failure(_ step: String) -> StoreError {
        let code = sqlite3_extended_errcode(handle) & 0xff
        let message = String(cString: sqlite3_errmsg(handle))
        if code == SQLITE_NOTADB || code == SQLITE_CORRUPT { return .corrupt(path: path, reason: message) }
        if code == SQLITE_BUSY || code == SQLITE_LOCKED { return .busy(path: path) }
        // SQLite says "disk I/O error" when it cannot grow its shared-memory file on a full disk.
        if code == SQLITE_FULL || sqlite3_system_errno(handle) == ENOSPC {
            return .unwritable(path: path, reason: localized("the disk is full"))
        }
        if code == SQLITE_READONLY || code == SQLITE_CANTOPEN || code == SQLITE_PERM || code == SQLITE_IOERR {
            // In words where the system says why ("attempt to write a readonly database" is SQLite's).
            let denied = writeAccessProblem()
            switch denied != 0 ? denied : sqlite3_system_errno(handle) {
            case EROFS: return .unwritable(path: path, reason: localized("the disk is read-only"))
            case EACCES, EPERM: return .unwritable(path: path, reason: localized("you do not have permission"))
            default: break
            }
            if code == SQLITE_READONLY { return .unwritable(path: path, reason: localized("the file is read-only")) }
            return .unwritable(path: path, reason: message)
        }
        return .sqlite(path: path, step: step, reason: message)
    }
}
