import FoundationEssentials

/// What changed between two snapshots, as a table's batch names it (deletes and reloads at the
/// rows before, inserts at the rows after), found with hash lookups in time proportional to the
/// number of items.
///
/// Inlinable, so the app's module compiles it for its own identifier types: compiled once for all
/// types in GtkKit, each look-up was a call through `Hashable`'s witness table, several times
/// slower on large snapshots (tools/bench/history.md).
@usableFromInline
struct SnapshotDifference {
    @usableFromInline var deletes: [IndexPath] = []
    @usableFromInline var inserts: [IndexPath] = []
    @usableFromInline var reloads: [IndexPath] = []
    /// The sections changed, or items that stay changed order: the table is reloaded.
    @usableFromInline var needsReload = false

    @usableFromInline var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && !needsReload }

    @inlinable
    init<S: Hashable, I: Hashable>(
        from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>, reloading reloaded: Set<I>
    ) {
        guard old.sections == new.sections else {
            needsReload = true
            return
        }
        // An item stays when it is in the same section before and after: one look-up an item
        // on each side (each costs a call through the identifier's Hashable conformance, GtkKit's
        // generic code being compiled once for every identifier type).
        for (index, section) in old.sections.enumerated() {
            let before = old.itemsBySection[index]
            let after = new.itemsBySection[index]
            var keptBefore: [I] = []
            keptBefore.reserveCapacity(before.count)
            for (row, item) in before.enumerated() {
                if new.itemSection[item] == section {
                    keptBefore.append(item)
                    if !reloaded.isEmpty, reloaded.contains(item) { reloads.append(IndexPath(row: row, section: index)) }
                } else {
                    deletes.append(IndexPath(row: row, section: index))
                }
            }
            var keptAfter: [I] = []
            keptAfter.reserveCapacity(after.count)
            for (row, item) in after.enumerated() {
                if old.itemSection[item] == section { keptAfter.append(item) } else { inserts.append(IndexPath(row: row, section: index)) }
            }
            if keptBefore != keptAfter {
                needsReload = true
                return
            }
        }
    }
}
