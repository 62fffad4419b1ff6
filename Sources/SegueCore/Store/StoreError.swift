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
    /// Another program (or another Segue) holds the file locked.
    case busy(path: String)
    /// `PRAGMA user_version` holds a value no Segue ever wrote (below zero): not our schema.
    case unrecognizedSchema(path: String, found: Int)
    /// Any other SQLite failure.
    case sqlite(path: String, step: String, reason: String)
    /// There is no home folder to keep the database in: `HOME` (and `XDG_DATA_HOME`) unset or
    /// relative, and the account has none. Never a shared folder such as `/tmp` instead, where
    /// another user could make the file first.
    case noHomeFolder

    /// The database path the error is about.
    public var path: String {
        switch self {
        case .cannotOpen(let path, _), .corrupt(let path, _), .unwritable(let path, _), .sqlite(let path, _, _):
            return path
        case .newerSchema(let path, _, _), .unrecognizedSchema(let path, _), .busy(let path):
            return path
        case .noHomeFolder:
            return ""
        }
    }

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return localized(format: "Segue could not open its database “%1$@”: %2$@", path, reason).sentence
        case .corrupt(let path, let reason):
            return localized(format: "The database “%1$@” is damaged: %2$@", path, reason).sentence
        case .newerSchema(let path, let found, let supported):
            return localized(
                format: "The database “%1$@” was written by a newer version of Segue (schema %2$@; this version reads up to %3$@).",
                path, String(found), String(supported))
        case .unwritable(let path, let reason):
            return localized(format: "Segue cannot write its database “%1$@”: %2$@", path, reason).sentence
        case .busy(let path):
            return localized(
                format:
                    "Segue's database “%1$@” is in use by another program (or another Segue) right now. Close it and open this page again.",
                path)
        case .unrecognizedSchema(let path, let found):
            return localized(
                format: "The file “%1$@” has a schema version (%2$@) that no version of Segue writes; it is left as it is.", path,
                String(found))
        case .sqlite(let path, let step, let reason):
            return localized(format: "A database operation (%1$@) failed on “%2$@”: %3$@", step, path, reason).sentence
        case .noHomeFolder:
            return localized("Segue has no home folder to keep its database in: HOME is not set and your account has none.")
        }
    }
}

extension String {
    /// The text ending as a sentence does: a full stop added unless it ends with one already (or
    /// with "!" or "?"), so a reason from SQLite or the system reads well before the next sentence.
    var sentence: String {
        guard let last = last, !".!?。！？".contains(last) else { return self }
        return self + "."
    }
}
