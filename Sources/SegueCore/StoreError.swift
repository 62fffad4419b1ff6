/// Why the store could not be used. Every case names the database path, so the dialog the user
/// sees says which file and what happened.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened at all.
    case cannotOpen(path: String, reason: String)
    /// The file is not a database, or is damaged.
    case corrupt(path: String, reason: String)
    /// The file was written by a newer Segue; it is left untouched.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The folder or file cannot be written.
    case unwritable(path: String, reason: String)
    /// Any other SQLite failure.
    case sqlite(path: String, step: String, reason: String)

    /// The database path the error is about.
    public var path: String {
        switch self {
        case let .cannotOpen(path, _), let .corrupt(path, _), let .unwritable(path, _), let .sqlite(path, _, _):
            return path
        case let .newerSchema(path, _, _):
            return path
        }
    }

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            return localized("Segue could not open its database") + " “\(path)”: \(reason)"
        case let .corrupt(path, reason):
            return localized("The database is damaged") + " “\(path)”: \(reason)"
        case let .newerSchema(path, found, supported):
            return localized("The database was written by a newer version of Segue") + " “\(path)” "
                + "(schema \(found), " + localized("this version reads up to") + " \(supported))."
        case let .unwritable(path, reason):
            return localized("Segue cannot write its database") + " “\(path)”: \(reason)"
        case let .sqlite(path, step, reason):
            return localized("A database operation failed") + " (\(step)) “\(path)”: \(reason)"
        }
    }
}
