/// Why a picture could not be taken into the image store, in words for the user.
public enum HomepwnerImageStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is missing or cannot be read.
    case unreadable(path: String)
    /// The path is a folder or something else that is not a file.
    case notAFile(path: String)
    /// The file (or pasted data) is empty.
    case empty(path: String?)
    /// The file is over ``HomepwnerImageStore/maximumFileSize``.
    case tooLarge(path: String?, bytes: Int)
    /// The store's folder cannot be written.
    case cannotWrite(folder: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path):
            return localized(format: "“%1$@” cannot be read. It may have been moved or deleted.", path)
        case .notAFile(let path):
            return localized(format: "“%1$@” is not a picture file.", path)
        case .empty(let path):
            return path.map { localized(format: "“%1$@” is empty.", $0) } ?? localized("The pasted picture is empty.")
        case .tooLarge(let path, let bytes):
            let megabytes = String(bytes / (1024 * 1024))
            let limit = String(HomepwnerImageStore.maximumFileSize / (1024 * 1024))
            return path.map { localized(format: "“%1$@” is too large (%2$@ MB; the limit is %3$@ MB).", $0, megabytes, limit) }
                ?? localized(format: "The pasted picture is too large (%1$@ MB; the limit is %2$@ MB).", megabytes, limit)
        case .cannotWrite(let folder, let reason):
            return localized(format: "Segue cannot save pictures in “%1$@”: %2$@", folder, reason)
        }
    }
}
