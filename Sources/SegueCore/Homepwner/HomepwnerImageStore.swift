import FoundationEssentials
import Glibc

/// Where Homepwner keeps pictures: copies in the app's data folder
/// (`$XDG_DATA_HOME/io.github.segue.Segue/images/`), each under a generated key — never a path
/// the user chose, which could move, change or vanish. Beside each picture, `<key>.thumb.png`
/// holds its thumbnail, made once when the picture is set (by the UI layer, which can decode).
///
/// Keys read back from the database are checked before they become paths, so a tampered row
/// cannot point outside the folder.
public struct HomepwnerImageStore: Sendable {
    /// The folder holding the pictures.
    public let folder: URL

    /// The largest file accepted (bigger files are refused before they are read).
    public static let maximumFileSize = 64 * 1024 * 1024

    /// A store in `folder` (created on first import).
    public init(folder: URL) { self.folder = folder }

    /// The folder beside the database for an environment (XDG base directories); without a home
    /// folder (Segue runs without saving), a new folder only this user can open, for this run.
    public static func defaultFolder(
        environment: [String: String], accountHome: @autoclosure () -> String? = SegueStore.accountHomeFolder()
    ) -> URL {
        if let database = SegueStore.defaultURL(environment: environment, accountHome: accountHome()) {
            return database.deletingLastPathComponent().appendingPathComponent("images", isDirectory: true)
        }
        var template = Array((FileManager.default.temporaryDirectory.path + "/segue-images-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) } // mode 0700
        return URL(fileURLWithPath: made.map { String(cString: $0) } ?? "/nonexistent/segue-images", isDirectory: true)
    }

    /// Whether `key` is one this store makes (a UUID), and so safe to turn into a path.
    public static func isValidKey(_ key: String) -> Bool { UUID(uuidString: key) != nil }

    /// The picture's path, or nil for a key this store did not make.
    public func imagePath(forKey key: String) -> String? {
        Self.isValidKey(key) ? folder.appendingPathComponent(key).path : nil
    }

    /// The thumbnail's path, or nil for a key this store did not make.
    public func thumbnailPath(forKey key: String) -> String? {
        Self.isValidKey(key) ? folder.appendingPathComponent(key + ".thumb.png").path : nil
    }

    /// Refuses, without opening it, what cannot be a picture file: a missing path, anything but a
    /// regular file (a folder; a FIFO or a device, whose reading blocks until something writes),
    /// an empty file, one over ``maximumFileSize``. Call it before reading any of the file.
    public static func checkCandidate(atPath path: String) throws(HomepwnerImageStoreError) {
        // stat(2), not FileManager's attribute dictionary, whose value types differ between
        // Foundation and FoundationEssentials (which the app uses).
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(path: path) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path) }
        let size = Int(info.st_size)
        guard size > 0 else { throw .empty(path: path) }
        guard size <= Self.maximumFileSize else { throw .tooLarge(path: path, bytes: size) }
    }

    /// Copies the file at `source` into the store under a new key and returns the key. Refuses
    /// what cannot be a picture before copying: a missing or unreadable file, a folder, an empty
    /// file, one over ``maximumFileSize``. (Whether it decodes is for the UI layer to find out.)
    public func importFile(at source: URL) throws(HomepwnerImageStoreError) -> String {
        let path = source.path
        try Self.checkCandidate(atPath: path)
        let data: Data
        do { data = try Data(contentsOf: source) } catch { throw .unreadable(path: path) }
        return try importData(data)
    }

    /// Stores `data` (a pasted picture) under a new key and returns the key.
    public func importData(_ data: Data) throws(HomepwnerImageStoreError) -> String {
        guard !data.isEmpty else { throw .empty(path: nil) }
        guard data.count <= Self.maximumFileSize else { throw .tooLarge(path: nil, bytes: data.count) }
        let key = UUID().uuidString
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: folder.appendingPathComponent(key), options: .atomic)
        } catch {
            throw .cannotWrite(folder: folder.path, reason: FileErrorReason.describe(error))
        }
        return key
    }

    /// Deletes a picture and its thumbnail; missing files are fine.
    public func delete(key: String) {
        for path in [imagePath(forKey: key), thumbnailPath(forKey: key)].compactMap({ $0 }) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// How old an unused picture must be before a sweep deletes it: a day. A younger one may be
    /// another Segue process's import that it has not saved yet (a data folder shared by two
    /// installs, or a home on a network share), or this process's own, in an open editor.
    public static let orphanSafeAge: TimeInterval = 24 * 60 * 60

    /// Deletes every picture whose key is not in `keys` and whose file has not changed since
    /// `cutoff` (left behind by a crash, or by deletions whose undo has expired). Returns how many
    /// pictures went. Only the user's own, saved store may call it (see ``HomepwnerListLogic``).
    @discardableResult
    public func removeOrphans(keeping keys: Set<String>, unchangedSince cutoff: Date) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return 0 }
        var removed = 0
        for name in names where !name.hasSuffix(".thumb.png") && Self.isValidKey(name) && !keys.contains(name) {
            let path = folder.appendingPathComponent(name).path
            guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                modified < cutoff
            else { continue }
            delete(key: name)
            removed += 1
        }
        return removed
    }
}
