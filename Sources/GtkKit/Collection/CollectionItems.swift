import FoundationEssentials

/// A collection's items as the collection knows them: how many each section has, which are built
/// (their cells, and the headers and footers), which are selected, and the current one — the item
/// Tab enters the collection at. Changed only through its methods, which keep its rules: built
/// cells, the selection and the current item always name items that exist, and a reload or a
/// batch moves all of them together. It knows nothing of widgets: the collection makes, places and
/// recycles the cells it returns.
@MainActor
struct CollectionItems {
    /// The number of items in each section, as the data source last said.
    private(set) var counts: [Int] = []
    /// Set until the data source is asked for its items (at the first layout, or when asked).
    private(set) var needsReload = true
    /// The cells built now, by the item they show.
    private(set) var cells: [IndexPath: CollectionViewCell] = [:]
    /// The headers and footers built now.
    private(set) var supplementaryViews: [CollectionView.SupplementaryKey: CollectionReusableView] = [:]
    /// The selected items, in the order they were selected (UIKit's `indexPathsForSelectedItems`).
    private(set) var selection = ListSelection(order: .selectionOrder)
    /// The item Tab enters the collection at: the one last focused (only its cell can take the
    /// focus; the arrows move it).
    private(set) var current: IndexPath?

    // MARK: Reading

    /// Whether `indexPath` names an item there is.
    func isItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    /// The last item, if there is any.
    var lastItem: IndexPath? {
        guard let section = counts.indices.last(where: { counts[$0] > 0 }) else { return nil }
        return IndexPath(item: counts[section] - 1, section: section)
    }

    // MARK: Counting

    /// The data source changed: it is asked again at the next update.
    mutating func setNeedsReload() { needsReload = true }

    /// Takes the data source's new `counts`: every cell is handed back (for the reuse pool; the
    /// headers and footers are unbuilt first), the selection is cleared (as in UIKit) and the
    /// current item kept if it still exists, else moved to the last one.
    mutating func reload(counts newCounts: [Int]) -> [CollectionViewCell] {
        needsReload = false
        counts = newCounts
        let old = Array(cells.values)
        cells = [:]
        selection.removeAll()
        if let current, !isItem(current) { self.current = lastItem }
        return old
    }

    /// Takes one batch's changes, the items renumbered through `map` to `newCounts`: the cells of
    /// items that stay (and are not in `reloaded`, numbered after the batch) follow their items,
    /// and the others are handed back; the selection follows its items, and the current item its
    /// own, or moves to the item now at its place when it went.
    mutating func applyBatch(_ map: BatchUpdateMap, counts newCounts: [Int], reloaded: Set<IndexPath>) -> [CollectionViewCell] {
        var kept: [IndexPath: CollectionViewCell] = [:]
        var gone: [CollectionViewCell] = []
        for (path, cell) in cells {
            if let new = map.newIndexPath(for: path), !reloaded.contains(new) {
                cell.indexPath = new
                kept[new] = cell
            } else {
                gone.append(cell)
            }
        }
        selection.follow(map)
        if let old = current { current = map.newIndexPath(for: old) ?? Self.nearestItem(to: old, in: newCounts) }
        counts = newCounts
        cells = kept
        return gone
    }

    /// After the item at `old` went: the item now at its place, or the one before, or none.
    private static func nearestItem(to old: IndexPath, in counts: [Int]) -> IndexPath? {
        if counts.indices.contains(old.section), counts[old.section] > 0 {
            return IndexPath(item: Swift.min(old.item, counts[old.section] - 1), section: old.section)
        }
        guard let section = counts.indices.last(where: { counts[$0] > 0 }) else { return nil }
        return IndexPath(item: counts[section] - 1, section: section)
    }

    // MARK: Building

    /// `cell` shows the item at `indexPath` now.
    mutating func built(_ cell: CollectionViewCell, at indexPath: IndexPath) { cells[indexPath] = cell }

    /// The cell of the item at `indexPath`, no longer built, for the reuse pool.
    mutating func unbuild(_ indexPath: IndexPath) -> CollectionViewCell? { cells.removeValue(forKey: indexPath) }

    /// `view` is the header or footer at `key` now.
    mutating func built(_ view: CollectionReusableView, at key: CollectionView.SupplementaryKey) { supplementaryViews[key] = view }

    /// The header or footer at `key`, no longer built.
    mutating func unbuildSupplementaryView(at key: CollectionView.SupplementaryKey) -> CollectionReusableView? {
        supplementaryViews.removeValue(forKey: key)
    }

    // MARK: Selection and the current item

    /// Adds `indexPath` to the selection (last), if it is an item and not selected already.
    mutating func select(_ indexPath: IndexPath) {
        guard isItem(indexPath) else { return }
        selection.add(indexPath)
    }

    /// Takes `indexPath` out of the selection.
    mutating func deselect(_ indexPath: IndexPath) { selection.remove(indexPath) }

    /// Makes `indexPath` the item Tab enters at (nil: none, as in an empty collection).
    mutating func makeCurrent(_ indexPath: IndexPath?) { current = indexPath }
}
