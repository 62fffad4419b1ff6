import FoundationEssentials

/// The items a list has selected — a table's rows or a collection's items — as a value: distinct
/// index paths in one of UIKit's two orders, which follow their items through a batch. Changed only
/// through its methods, which keep those rules; a look-up is a hash, so a large selection costs
/// nothing per built cell. Shared by tables and collections so that selection follows inserts,
/// deletes and moves the same way in both; what a selection means to the user (drawn or not, a
/// Shift anchor, single or several) stays with each list.
struct ListSelection {
    /// The order the selected index paths are given in.
    enum Order {
        /// First to last in the list, as UIKit's `indexPathsForSelectedRows`.
        case listOrder
        /// In the order they were selected, as UIKit's `indexPathsForSelectedItems`.
        case selectionOrder
    }

    /// The order ``paths`` keeps.
    let order: Order
    /// The selected index paths, distinct, in ``order``.
    private(set) var paths: [IndexPath] = []
    /// ``paths`` as a set, for look-ups.
    private var members: Set<IndexPath> = []

    /// An empty selection kept in `order`.
    init(order: Order) { self.order = order }

    /// Whether nothing is selected.
    var isEmpty: Bool { paths.isEmpty }

    /// The first selected index path in ``order``.
    var first: IndexPath? { paths.first }

    /// Whether the item at `indexPath` is selected.
    func contains(_ indexPath: IndexPath) -> Bool { members.contains(indexPath) }

    /// Makes `indexPaths` the selection (repeats dropped; sorted when kept in list order).
    mutating func replace(with indexPaths: [IndexPath]) {
        members = []
        paths = indexPaths.filter { members.insert($0).inserted }
        if order == .listOrder { paths.sort(by: Self.precedes) }
    }

    /// Adds `indexPath`, after the others or at its place in the list. Returns whether it was
    /// not selected before.
    @discardableResult
    mutating func add(_ indexPath: IndexPath) -> Bool {
        guard members.insert(indexPath).inserted else { return false }
        switch order {
        case .selectionOrder: paths.append(indexPath)
        case .listOrder: paths.insert(indexPath, at: paths.firstIndex { Self.precedes(indexPath, $0) } ?? paths.endIndex)
        }
        return true
    }

    /// Takes `indexPath` out. Returns whether it was selected.
    @discardableResult
    mutating func remove(_ indexPath: IndexPath) -> Bool {
        guard members.remove(indexPath) != nil else { return false }
        paths.removeAll { $0 == indexPath }
        return true
    }

    /// Deselects everything.
    mutating func removeAll() {
        paths = []
        members = []
    }

    /// The selection after one batch of changes: each index path where `map` puts its item, the
    /// deleted ones gone, the order kept.
    mutating func follow(_ map: BatchUpdateMap) {
        guard !map.isEmpty, !paths.isEmpty else { return }
        replace(with: paths.compactMap { map.newIndexPath(for: $0) })
    }

    /// Whether `first` comes before `second` in the list.
    static func precedes(_ first: IndexPath, _ second: IndexPath) -> Bool {
        (first.section, first.item) < (second.section, second.item)
    }
}
