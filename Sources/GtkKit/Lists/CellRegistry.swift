import FoundationEssentials

/// A cell a list hands out and takes back for reuse: a table's row cell, a collection's cell or
/// header. The list sets its reuse identifier and index path as it hands it out.
@MainActor
protocol ReusableCell: AnyObject {
    /// The identifier it was dequeued with; nil for a cell made directly, which is never reused.
    var reuseIdentifier: String? { get set }
    /// Where the list shows it now.
    var indexPath: IndexPath { get set }
    /// Clears what its last item left, before it is handed out again.
    func prepareForReuse()
}

extension TableViewCell: ReusableCell {}
extension CollectionReusableView: ReusableCell {}

/// How a list makes and reuses its cells (UIKit's `register(_:forCellReuseIdentifier:)` and
/// `dequeueReusableCell(withIdentifier:for:)`): the registered makers by key, and the bounded pool
/// of cells that left the list. Tables and collections each keep one per kind of cell, so both
/// reuse alike. A class, so a cell's `prepareForReuse()` or a maker may reach back into the list.
@MainActor
final class CellRegistry<Cell: ReusableCell> {
    private var makers: [String: @MainActor () -> Cell] = [:]
    private var pool: CellReusePool<Cell>

    /// An empty registry keeping up to `limit` cells per key for reuse.
    init(limit: Int) { pool = CellReusePool(limit: limit) }

    /// The most cells kept for one key.
    var limit: Int {
        get { pool.limit }
        set { pool.limit = newValue }
    }

    /// Makes new cells for `key` with `maker`, replacing any earlier registration.
    func register(_ key: String, making maker: @escaping @MainActor () -> Cell) { makers[key] = maker }

    /// Takes `key`'s registration away (UIKit's registering nil).
    func unregister(_ key: String) { makers[key] = nil }

    /// A cell for `indexPath` under `key`: one that left the list, after its `prepareForReuse()`,
    /// or a new one from the registration — or, when nothing is registered, `unregistered()`'s
    /// (which logs the programming error). It is handed out with `identifier` and `indexPath`.
    func dequeue(_ key: String, identifier: String, for indexPath: IndexPath, unregistered: () -> Cell) -> Cell {
        let cell: Cell
        if let reused = pool.take(key) {
            reused.prepareForReuse()
            cell = reused
        } else if let maker = makers[key] {
            cell = maker()
        } else {
            cell = unregistered()
        }
        cell.reuseIdentifier = identifier
        cell.indexPath = indexPath
        return cell
    }

    /// Takes `cell`, which has left the list, into the pool under `key` if it has room;
    /// otherwise it is freed with its last reference.
    func enqueue(_ cell: Cell, under key: String) { pool.put(cell, for: key) }
}
