import FoundationEssentials

/// The changes a list — a table or a collection — records between the start and the end of a
/// batch (`performBatchUpdates`, `beginUpdates`/`endUpdates`), to apply together. As in UIKit,
/// deletes, reloads and move sources name items as they were before the batch, inserts and move
/// destinations as they are after it (``BatchUpdateMap`` turns one numbering into the other).
struct ListBatch {
    var inserts: [IndexPath] = []
    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Everything is reloaded at the batch's end: `reloadData()` was called inside it, or (in a
    /// collection, which keeps cells across item changes only) sections changed.
    var reloadsAll = false
}

/// A list's open batches: they nest, and only the outermost one's end hands back what was
/// recorded, to apply once. Changes are recorded only through ``record(_:)``, so whether a change
/// waits for a batch's end is decided in one place.
struct ListBatches {
    private var depth = 0
    private var recorded = ListBatch()

    /// Whether a batch is open.
    var isOpen: Bool { depth > 0 }

    /// Opens a batch, or a nested one.
    mutating func begin() {
        if depth == 0 { recorded = ListBatch() }
        depth += 1
    }

    /// Closes a batch: the outermost one's changes, to apply; nil while an outer one is still
    /// open, or when none was.
    mutating func end() -> ListBatch? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0 else { return nil }
        defer { recorded = ListBatch() }
        return recorded
    }

    /// Records `change` in the open batch; false (nothing recorded) when none is open, for the
    /// list to apply it at once.
    mutating func record(_ change: (inout ListBatch) -> Void) -> Bool {
        guard depth > 0 else { return false }
        change(&recorded)
        return true
    }
}
