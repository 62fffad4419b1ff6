/// Something the user must be told about when the store opened: the app still runs.
public enum StoreProblem: Equatable, Sendable {
    /// The file was damaged: it was kept, renamed to `backup`, and a fresh database made.
    case movedAside(path: String, backup: String, reason: String)
    /// The store could not be used (newer schema, unwritable folder, …). Segue runs on an
    /// in-memory copy of the starting data and saves nothing; the file is left untouched.
    case notSaving(StoreError)
    /// Files moved aside as damaged on an earlier launch are still next to the store: the user
    /// is reminded at every launch, with their paths, until they move or delete them.
    case damagedCopiesKept(backups: [String])

    /// The dialog's title.
    public var title: String {
        switch self {
        case .movedAside: return localized("Your data file was damaged")
        case .notSaving: return localized("Changes will not be saved")
        case .damagedCopiesKept: return localized("A damaged data file is still kept")
        }
    }

    /// The dialog's message, naming the path and what happened.
    public var message: String {
        switch self {
        case .movedAside(let path, let backup, let reason):
            return localized(
                format: "Segue could not read “%1$@” (%2$@). The damaged file was kept as “%3$@” and a new one was started.",
                path, reason, backup)
        case .notSaving(let error):
            return localized(format: "%1$@ Segue will run, but changes made now will be lost when it quits.", error.description)
        case .damagedCopiesKept(let backups):
            return localized(
                format:
                    "Segue once found its data file damaged and kept it as “%1$@”; what it could not read is not in the lists you see. Move or delete that file when you no longer need it, and this reminder stops.",
                backups.joined(separator: "”, “"))
        }
    }

    /// One dialog for several problems: the first one's title, every message in turn.
    public static func summary(of problems: [StoreProblem]) -> (title: String, message: String)? {
        guard let first = problems.first else { return nil }
        return (first.title, problems.map(\.message).joined(separator: "\n\n"))
    }
}
