import FoundationEssentials
import Glibc

/// Where a list's kept edits (``UnsavedEditsKeeping``: the store refused them) wait outside the
/// store, so that they outlive the process: written whenever an edit is kept, removed once every
/// edit is saved, and taken back by the next launch, which saves them when it can.
///
/// The file is `kept-edits/<list>.json` in Segue's state folder (`$XDG_STATE_HOME`, else
/// `~/.local/state`), usually another folder than the store's; when that cannot be written it goes
/// beside the store. A full disk or a read-only data folder refuses the store, not this file.
public struct KeptEditsJournal: Sendable {
    /// The list the edits belong to ("tasks", "homepwner", …): the file's name.
    public let list: String
    /// Folders tried in turn: the first that takes the file holds it.
    public let folders: [URL]

    /// The journal of `list` for an environment (XDG base directories); `storeURL` is the
    /// database file, whose folder is the second choice.
    public init(list: String, environment: [String: String], storeURL: URL?) {
        self.list = list
        var folders: [URL] = []
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            folders.append(URL(fileURLWithPath: state, isDirectory: true))
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folders.append(URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state", isDirectory: true))
        }
        folders = folders.map { $0.appendingPathComponent(AppIdentity.applicationID, isDirectory: true) }
        if let storeURL { folders.append(storeURL.deletingLastPathComponent()) }
        self.folders = folders.map { $0.appendingPathComponent("kept-edits", isDirectory: true) }
    }

    /// A journal kept in `folders`, in that order (tests).
    public init(list: String, folders: [URL]) {
        self.list = list
        self.folders = folders
    }

    private func file(in folder: URL) -> URL { folder.appendingPathComponent(list + ".json") }

    /// Why the journal could not be written anywhere: the first folder's file and reason.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The file tried first.
        public let path: String
        /// Why it could not be written, in words.
        public let reason: String

        public var description: String { localized(format: "“%1$@” cannot be written: %2$@", path, reason).sentence }
    }

    /// Writes `record` whole (a new file renamed over the old one, synced first), in the first
    /// folder that takes it, and removes any older copy from the others. Throws the first
    /// folder's reason, in words, if none takes it.
    public func write(_ record: Data) throws(Failure) {
        var firstProblem: Failure?
        for (index, folder) in folders.enumerated() {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Self.writeSynced(record, to: file(in: folder))
                for other in folders.indices where other != index { try? FileManager.default.removeItem(at: file(in: folders[other])) }
                return
            } catch {
                firstProblem = firstProblem ?? Failure(path: file(in: folder).path, reason: FileErrorReason.describe(error))
            }
        }
        throw firstProblem ?? Failure(path: list, reason: localized("there is no folder to keep it in"))
    }

    /// The record kept by an earlier run (or this one), if any; the newest if two folders have one.
    public func read() -> Data? {
        let found = folders.map(file(in:)).compactMap { url -> (Data, Date)? in
            guard let data = try? Data(contentsOf: url) else { return nil }
            let modified = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
            return (data, modified)
        }
        return found.max { $0.1 < $1.1 }?.0
    }

    /// Removes the record from every folder: every edit it held is saved.
    public func remove() {
        for folder in folders { try? FileManager.default.removeItem(at: file(in: folder)) }
    }

    private static func writeSynced(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".new")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw POSIXError(errno) }
        defer { close(fd) }
        let written = data.withUnsafeBytes { bytes in bytes.isEmpty ? 0 : Glibc.write(fd, bytes.baseAddress, bytes.count) }
        guard written == data.count, fsync(fd) == 0 else {
            let error = POSIXError(written < 0 ? errno : ENOSPC)
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let error = POSIXError(errno)
            unlink(temporary.path)
            throw error
        }
    }
}

extension POSIXError {
    fileprivate init(_ code: Int32) { self.init(POSIXErrorCode(rawValue: code) ?? .EIO) }
}
