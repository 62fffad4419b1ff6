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
    /// Found while running: another program deleted the file or put another in its place, and
    /// Segue wrote what it holds to a file again (``FileRelocation``).
    case relocated(FileRelocation)
    /// Copies kept aside on earlier runs, when another program replaced the file under Segue: the
    /// user is reminded, with their paths, until they move or delete them.
    case replacedCopiesKept(copies: [String])
    /// Found after start-up, by the integrity check a large file gets then: the file is damaged.
    /// Segue goes on with what it could read; the next start sets the file aside.
    case damagedWhileRunning(path: String, reason: String)
    /// Homepwner's sample pictures could not be copied into its pictures folder (a file or a
    /// symlink loop in its place, no permission): the items wait for them, and they are copied at
    /// the first launch after that is fixed.
    case samplePicturesNotCopied(HomepwnerImageStoreError)

    /// The dialog's title.
    public var title: String {
        switch self {
        case .movedAside: return localized("Your data file was damaged")
        case .notSaving: return localized("Changes will not be saved")
        case .damagedCopiesKept: return localized("A damaged data file is still kept")
        case .relocated(.rewritten): return localized("Your data file was deleted")
        case .relocated(.keptAside): return localized("Your data file was replaced")
        case .replacedCopiesKept: return localized("A copy of your data is kept aside")
        case .damagedWhileRunning: return localized("Your data file is damaged")
        case .samplePicturesNotCopied: return localized("The sample pictures could not be copied")
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
        case .relocated(.rewritten(let path)):
            return localized(
                format:
                    "Another program deleted “%1$@” while Segue was running. Segue wrote everything you see to it again; nothing is lost.",
                path)
        case .relocated(.keptAside(let path, let keptAt)):
            return localized(
                format:
                    "Another program put a different file in place of “%1$@” while Segue was running. Segue left that file alone and saves what you see, and every change from now on, in “%2$@”.",
                path, keptAt)
        case .damagedWhileRunning(let path, let reason):
            return localized(
                format:
                    "Segue found “%1$@” damaged (%2$@). What you see is what it could read; quit and start Segue again, and it keeps the damaged file aside and starts a new one.",
                path, reason)
        case .replacedCopiesKept(let copies):
            return localized(
                format:
                    "When another program replaced Segue's data file, Segue kept what it showed then in “%1$@”; the lists you see now come from the file that replaced it. Move or delete that copy when you no longer need it, and this reminder stops.",
                copies.joined(separator: "”, “"))
        case .samplePicturesNotCopied(let error):
            return localized(
                format: "%1$@ Homepwner's sample items show no picture until it is fixed; Segue copies them at its next start after that.",
                error.description)
        }
    }

    /// One dialog for several problems: the first one's title, every message in turn.
    public static func summary(of problems: [StoreProblem]) -> (title: String, message: String)? {
        guard let first = problems.first else { return nil }
        return (first.title, problems.map(\.message).joined(separator: "\n\n"))
    }
}
