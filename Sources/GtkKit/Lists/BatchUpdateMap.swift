import FoundationEssentials

/// Where each item goes in one batch of changes, with UIKit's rules for
/// `performBatchUpdates`: deleted items and move sources are numbered as before the batch,
/// inserted items and move destinations as after it, and every other item keeps its order among
/// the items that stay. Pure, so it is unit-tested without a display; a look-up costs the number
/// of changes in its section, not the number of items.
package struct BatchUpdateMap {
    private var deleted: Set<IndexPath> = []
    private var moves: [IndexPath: IndexPath] = [:]
    /// By section: the old items that leave it (deleted or moved away), sorted.
    private var removed: [Int: [Int]] = [:]
    /// By section: the new items that arrive in it (inserted or moved there), sorted.
    private var taken: [Int: [Int]] = [:]

    /// The batch that deletes `deletions` (old numbering), inserts `insertions` (new numbering)
    /// and moves each `(from, to)`.
    package init(deletions: [IndexPath] = [], insertions: [IndexPath] = [], moves: [(from: IndexPath, to: IndexPath)] = []) {
        deleted = Set(deletions)
        for move in moves { self.moves[move.from] = move.to }
        for path in deletions + moves.map(\.from) { removed[path.section, default: []].append(path.item) }
        for path in insertions + moves.map(\.to) { taken[path.section, default: []].append(path.item) }
        for key in removed.keys { removed[key]?.sort() }
        for key in taken.keys { taken[key]?.sort() }
    }

    /// Whether the batch changes nothing.
    package var isEmpty: Bool { removed.isEmpty && taken.isEmpty }

    /// How many items `section` gains (negative: loses).
    package func change(in section: Int) -> Int { (taken[section]?.count ?? 0) - (removed[section]?.count ?? 0) }

    /// Whether the item at `old` was taken out by the batch (deleted, not moved).
    package func isDeleted(_ old: IndexPath) -> Bool { deleted.contains(old) }

    /// Where the item at `old` is after the batch; nil if it was deleted.
    package func newIndexPath(for old: IndexPath) -> IndexPath? {
        if deleted.contains(old) { return nil }
        if let destination = moves[old] { return destination }
        let gone = removed[old.section] ?? []
        var position = old.item - Self.countBelow(old.item, in: gone)
        for slot in taken[old.section] ?? [] {
            guard slot <= position else { break }
            position += 1
        }
        return IndexPath(item: position, section: old.section)
    }

    /// How many of the sorted `values` are below `value` (a binary search).
    private static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
