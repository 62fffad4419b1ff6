/// What became of the database file under a running Segue, found before a write: another
/// program deleted it, or put another file in its place (sync tools save by renaming their copy
/// over the original). Without this, every later write would go to the unlinked file, with no
/// warning, and be gone at the next launch.
public enum FileRelocation: Equatable, Sendable {
    /// The file had been deleted: everything Segue holds was written to a new file at `path`;
    /// nothing is lost.
    case rewritten(path: String)
    /// Another file took its place at `path`: that file is left alone (it may be the user's
    /// newer copy), and what this Segue holds — with every change from now on — is written to
    /// `keptAt` beside it.
    case keptAside(path: String, keptAt: String)
}
