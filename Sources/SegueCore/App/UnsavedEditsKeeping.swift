import FoundationEssentials

/// A list that never drops an edit its store refuses (a full disk, a read-only or vanished file):
/// the edit stays in memory, shown as if saved and marked unsaved, and ``saveUnsavedEdits()``
/// writes it once the store works again. Every editable list in Segue keeps edits this way, so
/// the screens share one "kept but not saved · Retry" bar (`UnsavedEditsNotice` in the app).
///
/// Only *edits* are kept: an add, delete or reorder the store refuses changes nothing and says
/// why, because the user can simply do it again and nothing they typed is at stake.
@MainActor
public protocol UnsavedEditsKeeping: AnyObject {
    /// Whether some edit is only in memory.
    var hasUnsavedEdits: Bool { get }
    /// Writes every kept edit; returns whether all are saved now. Throws (and keeps them) if the
    /// store still refuses.
    @discardableResult
    func saveUnsavedEdits() throws(StoreError) -> Bool
    /// The kept edits as a record a later launch can take back (written to a
    /// ``KeptEditsJournal``, so they outlive the process); nil when none is kept.
    func keptEditsRecord() -> Data?
    /// Takes back the edits of a record an earlier run kept: they show as kept (unsaved), and
    /// ``saveUnsavedEdits()`` writes them, each measured against what its editor started from.
    /// A record that cannot be read changes nothing and throws.
    func takeBackKeptEdits(_ record: Data) throws
}
