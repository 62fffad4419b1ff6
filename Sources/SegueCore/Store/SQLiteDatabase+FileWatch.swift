import CSQLite
import FoundationEssentials
import Glibc

/// A database file's identity: the same path may name another file after a rename over it.
struct FileWatch {
    /// Device and inode of the file when it was opened (or last rewritten).
    var device: UInt64
    var inode: UInt64
    /// The statements that set a connection up (journal mode, synchronous, foreign keys), run
    /// again on the connection that replaces it.
    let configuration: [String]
}

extension SQLiteDatabase {
    /// Starts watching the file: before each write, Segue checks that the path still names the
    /// file it opened, and if another program deleted or replaced it, writes what it holds to a
    /// file there (or beside it) and tells ``onRelocation``. `configuration` is run on the new
    /// connection. (A stat per write transaction: nothing next to the write itself.)
    public func watchFile(configuration: [String]) {
        guard case .file(let device, let inode) = Self.identity(ofFileAt: path) else { return }
        fileWatch = FileWatch(device: device, inode: inode, configuration: configuration)
    }

    enum FileState: Equatable {
        case file(device: UInt64, inode: UInt64)
        case missing
        /// Cannot tell (permissions, I/O): assume nothing changed rather than act on a guess.
        case unknown
    }

    static func identity(ofFileAt path: String) -> FileState {
        var status = stat()
        if stat(path, &status) == 0 { return .file(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)) }
        return errno == ENOENT || errno == ENOTDIR ? .missing : .unknown
    }

    /// Before a write: if the watched file is gone or another file is at its path, moves the
    /// connection to a file holding everything this one does (see ``FileRelocation``).
    func checkFileBeforeWrite() throws(StoreError) {
        guard let watch = fileWatch else { return }
        let relocation: FileRelocation
        switch Self.identity(ofFileAt: path) {
        case .file(let device, let inode) where device == watch.device && inode == watch.inode: return
        case .unknown: return
        case .missing: relocation = .rewritten(path: path)
        case .file: relocation = .keptAside(path: path, keptAt: "\(path).kept-\(Int(Date().timeIntervalSince1970))")
        }
        switch relocation {
        case .rewritten(let target), .keptAside(_, let target): try moveConnection(to: target, configuration: watch.configuration)
        }
        onRelocation?(relocation)
    }

    /// Writes a copy of the database to `target` and continues on it. The copy is made first and
    /// in full (`VACUUM INTO` a temporary name); the old connection is closed before the new one
    /// reads anything (SQLite opens lazily) — closing checkpoints into the old, unlinked file and removes its `-wal`, which a
    /// new connection at the same path would otherwise read as its own.
    private func moveConnection(to target: String, configuration: [String]) throws(StoreError) {
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = "\(target).writing-\(getpid())"
        unlink(temporary)
        let watch = fileWatch
        fileWatch = nil // the copy and the new connection's set-up are writes that must not check again
        do {
            try execute("VACUUM INTO ?", [.text(temporary)])
        } catch {
            unlink(temporary)
            fileWatch = watch // still watching: the next write tries again
            throw error
        }
        // From here the copy holds everything: whatever fails, the connection ends up on a file.
        let final = rename(temporary, target) == 0 ? target : temporary
        var opened: OpaquePointer?
        let status = sqlite3_open_v2(final, &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let opened else {
            sqlite3_close(opened)
            fileWatch = watch
            throw .cannotOpen(path: final, reason: String(cString: sqlite3_errstr(status)))
        }
        // SQLite does not checkpoint or remove the WAL of a file that was moved or deleted
        // (SQLITE_READONLY_DBMOVED): left at the old path, it would be read as the next file's
        // own and lay this file's pages over it. Its contents are in the copy: remove it.
        let companions = ["-wal", "-shm"].map { path + $0 }.map { ($0, Self.identity(ofFileAt: $0)) }
        sqlite3_close_v2(handle)
        for (companion, identity) in companions where identity != .missing && Self.identity(ofFileAt: companion) == identity {
            unlink(companion)
        }
        handle = opened
        path = final
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        for statement in configuration { _ = try? query(statement) }
        watchFile(configuration: configuration)
    }
}
