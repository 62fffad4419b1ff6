import FoundationEssentials
import Glibc

/// The app's SQLite database: where it lives, how it opens, and its schema.
///
/// Lives at `$XDG_DATA_HOME/io.github.segue.Segue/segue.sqlite3` (default `~/.local/share`).
/// Opening never loses data: a damaged file is renamed aside before a fresh one is made, a file from
/// a newer Segue is never written, and when the file cannot be used at all the app runs on an
/// in-memory database and says so (see ``StoreProblem``). WAL journal, `synchronous=FULL`: a
/// commit survives `kill -9` and power loss alike.
public final class SegueStore {
    /// Fills the tables a migration just created, inside its transaction: called with the schema
    /// version reached (1: tasks, 3: Homepwner's items), once per file.
    public typealias Seeder = (_ database: SQLiteDatabase, _ reachedVersion: Int) throws(StoreError) -> Void

    /// The schema version this build writes; ``Schema`` migrates older files forward to it.
    public static let schemaVersion = Schema.migrations.count

    /// The open connection.
    public let database: SQLiteDatabase
    /// Whether changes reach the file (false when running on the in-memory fallback).
    public let isPersistent: Bool
    /// Everything the user must be told about opening, most important first (a file moved aside
    /// *and* a fresh one that cannot be written are both reported).
    public let problems: [StoreProblem]
    /// The first of ``problems``, if any.
    public var problem: StoreProblem? { problems.first }

    /// The file whose integrity check was left for after start-up (a large file: the check reads
    /// it whole); run it with ``checkIntegrity(ofFileAt:)``.
    public let pathToCheck: String?

    private init(database: SQLiteDatabase, isPersistent: Bool, problems: [StoreProblem], pathToCheck: String? = nil) {
        self.database = database
        self.isPersistent = isPersistent
        self.problems = problems
        self.pathToCheck = pathToCheck
    }

    /// Files larger than this are checked after start-up rather than before.
    public static let largestFileCheckedAtOpen = 8 * 1024 * 1024

    /// The database file for an environment (XDG base directories): `XDG_DATA_HOME`, else
    /// `HOME`'s `.local/share`, else the account's home folder from the password database
    /// (`accountHome`, looked up only when needed); nil when none is an absolute path. Never a
    /// shared folder such as `/tmp`.
    public static func defaultURL(environment: [String: String], accountHome: @autoclosure () -> String? = accountHomeFolder()) -> URL? {
        let base: URL
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = URL(fileURLWithPath: data, isDirectory: true)
        } else if let home = [environment["HOME"]].compactMap({ $0 }).first(where: { $0.hasPrefix("/") })
            ?? accountHome().flatMap({ $0.hasPrefix("/") ? $0 : nil })
        {
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
        } else {
            return nil
        }
        return base.appendingPathComponent(AppIdentity.applicationID, isDirectory: true)
            .appendingPathComponent("segue.sqlite3")
    }

    /// The user's home folder as the password database has it (`getpwuid_r`), if any.
    public static func accountHomeFolder() -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result) == 0, result != nil, let directory = entry.pw_dir
        else { return nil }
        let home = String(cString: directory)
        return home.isEmpty ? nil : home
    }

    /// Opens the store at `url` (nil: there is no home folder, so Segue runs without saving).
    public static func open(atOptional url: URL?, now: Date = Date(), seed: Seeder) -> SegueStore {
        guard let url else { return inMemory(problems: [.notSaving(.noHomeFolder)], seed: seed) }
        return open(at: url, now: now, seed: seed)
    }

    /// Opens the store at `url`, creating or migrating it (and seeding new tables through `seed`).
    /// Never throws: problems are reported in ``problems`` and the app keeps going.
    /// A file larger than `largestFileChecked` bytes gets its integrity check after start-up
    /// (``pathToCheck``), so opening a million tasks costs what opening nine does.
    public static func open(
        at url: URL, now: Date = Date(), largestFileChecked: Int = largestFileCheckedAtOpen, seed: Seeder
    ) -> SegueStore {
        let path = url.path
        var problems: [StoreProblem] = []
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            return inMemory(problems: [.notSaving(.unwritable(path: path, reason: FileErrorReason.describe(error)))], seed: seed)
        }
        let keptBackups = copies(of: path, marked: ".damaged-")
        let keptAside = copies(of: path, marked: ".kept-")
        var deferredCheck = false
        if FileManager.default.fileExists(atPath: path) {
            // A large file is checked after start-up, unless a check while running found damage:
            // then it is checked now, and set aside if it is still damaged.
            var status = stat()
            let size = stat(path, &status) == 0 ? Int(status.st_size) : 0
            deferredCheck = size > largestFileChecked && !FileManager.default.fileExists(atPath: path + checkMarkSuffix)
            switch inspect(path: path, quickCheck: !deferredCheck) {
            case .usable:
                break
            case .unusable(let error):
                return fallback(copying: path, problems: [.notSaving(error)] + reminder(keptBackups), seed: seed)
            case .damaged(let reason):
                do {
                    let backup = try moveAside(path: path, now: now)
                    problems.append(.movedAside(path: path, backup: backup, reason: reason))
                } catch {
                    let error = StoreError.unwritable(path: path, reason: FileErrorReason.describe(error))
                    return inMemory(problems: [.notSaving(error)] + reminder(keptBackups), seed: seed)
                }
            }
        }
        problems += reminder(keptBackups) + reminder(keptAside: keptAside)
        do {
            let database = try SQLiteDatabase(path: path)
            try configure(database)
            try Schema.migrate(database, seed: seed)
            try database.checkWritable()
            // Deleted or replaced while Segue runs, the file is written again (FileRelocation).
            database.watchFile(configuration: configuration)
            database.busyTimeoutMilliseconds = SQLiteDatabase.interactiveBusyTimeoutMilliseconds
            try? FileManager.default.removeItem(atPath: path + checkMarkSuffix)
            return SegueStore(database: database, isPersistent: true, problems: problems, pathToCheck: deferredCheck ? path : nil)
        } catch {
            return fallback(copying: path, problems: problems + [.notSaving(error)], seed: seed)
        }
    }

    /// Damaged files moved aside on earlier launches, still next to the store: the user is
    /// reminded of them on every launch until they move or delete them.
    /// (And copies kept aside when another program replaced the file under a running Segue.)
    private static func copies(of path: String, marked mark: String) -> [String] {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let prefix = URL(fileURLWithPath: path).lastPathComponent + mark
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    private static func reminder(_ backups: [String]) -> [StoreProblem] {
        backups.isEmpty ? [] : [.damagedCopiesKept(backups: backups)]
    }

    private static func reminder(keptAside copies: [String]) -> [StoreProblem] {
        copies.isEmpty ? [] : [.replacedCopiesKept(copies: copies)]
    }

    private enum Inspection {
        case usable
        case unusable(StoreError)
        case damaged(String)
    }

    /// Looks at an existing file read-only, so a file we must not touch is never written. Only
    /// SQLite's own verdict — a corrupt or not-a-database error, or an integrity check that ran and
    /// failed — is damage. Anything else (locked, busy, I/O, a full disk, permissions) leaves the
    /// file exactly as it is: the app runs without saving and says why.
    private static func inspect(path: String, quickCheck: Bool) -> Inspection {
        do {
            let database = try SQLiteDatabase(path: path, readOnly: true, create: false)
            if quickCheck {
                let check = try database.query("PRAGMA quick_check").first?.first?.text ?? "no answer"
                guard check == "ok" else { return .damaged(check) }
            }
            let version = try database.userVersion
            if version < 0 { return .unusable(.unrecognizedSchema(path: path, found: version)) }
            if version > schemaVersion { return .unusable(.newerSchema(path: path, found: version, supported: schemaVersion)) }
            return .usable
        } catch let .corrupt(_, reason) {
            return .damaged(reason)
        } catch {
            return .unusable(error)
        }
    }

    /// Marks a file a check while running found damaged, so the next start checks it before use.
    static let checkMarkSuffix = ".check-at-start"

    /// SQLite's integrity check of the file at `path`, off the main thread, on a connection of
    /// its own (read-only): nil when it is sound, else what SQLite reports. A damaged file is
    /// marked, so the next start checks it first and sets it aside (the running app keeps using
    /// it: what it shows is what it could read).
    @concurrent
    public static func checkIntegrity(ofFileAt path: String) async -> String? {
        guard let database = try? SQLiteDatabase(path: path, readOnly: true, create: false) else { return nil }
        let check: String
        do {
            check = try database.query("PRAGMA quick_check").first?.first?.text ?? "no answer"
        } catch let .corrupt(_, reason) {
            check = reason
        } catch {
            return nil // busy, locked, I/O: not damage; the next start checks again if it is large
        }
        guard check != "ok" else { return nil }
        _ = FileManager.default.createFile(atPath: path + checkMarkSuffix, contents: Data())
        return check
    }

    /// Renames a damaged file (and its WAL and shared-memory files) with a timestamp; returns the
    /// new name of the main file.
    private static func moveAside(path: String, now: Date) throws -> String {
        let stamp = Int(now.timeIntervalSince1970)
        let backup = "\(path).damaged-\(stamp)"
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            try FileManager.default.moveItem(atPath: path + suffix, toPath: backup + suffix)
        }
        return backup
    }

    /// How every connection to the file is set up (run again if the file is rewritten).
    static let configuration = ["PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL", "PRAGMA foreign_keys=ON"]

    private static func configure(_ database: SQLiteDatabase) throws(StoreError) {
        for statement in configuration { _ = try database.query(statement) }
    }

    /// Runs without saving, on a copy of the user's file when it can be read (a full disk or a
    /// read-only file must not hide their data behind the starting data), else on starting data.
    private static func fallback(copying path: String, problems: [StoreProblem], seed: Seeder) -> SegueStore {
        guard FileManager.default.fileExists(atPath: path), let copy = try? SQLiteDatabase.memoryCopy(ofFileAt: path),
            let version = try? copy.userVersion, (0...schemaVersion).contains(version),
            (try? Schema.migrate(copy, seed: seed)) != nil
        else { return inMemory(problems: problems, seed: seed) }
        return SegueStore(database: copy, isPersistent: false, problems: problems)
    }

    private static func inMemory(problems: [StoreProblem], seed: Seeder) -> SegueStore {
        // An in-memory database cannot fail to open or migrate short of memory exhaustion.
        let database = try! SQLiteDatabase(path: ":memory:")
        try? Schema.migrate(database, seed: seed)
        return SegueStore(database: database, isPersistent: false, problems: problems)
    }
}
