/// Cells that scrolled out of a table, kept by reuse identifier until a data source dequeues one
/// (UIKit's reuse queue behind `dequeueReusableCell(withIdentifier:for:)`).
///
/// Bounded: each identifier keeps at most ``limit`` cells, so a table that once showed a screen of
/// tall rows and now shows short ones does not hold on to the difference. A cell handed out is no
/// longer in the pool, so one cell can never be shown for two rows at once.
package struct CellReusePool<Cell: AnyObject> {
    /// The most cells kept for one identifier; further ones are dropped (freed).
    package var limit: Int
    private var cells: [String: [Cell]] = [:]

    /// An empty pool keeping up to `limit` cells per identifier.
    package init(limit: Int) { self.limit = limit }

    /// Keeps `cell` for a later ``take(_:)``; false (the cell is not kept) when the pool for
    /// `identifier` is full or already holds this cell.
    @discardableResult
    package mutating func put(_ cell: Cell, for identifier: String) -> Bool {
        var queue = cells[identifier, default: []]
        guard queue.count < limit, !queue.contains(where: { $0 === cell }) else { return false }
        queue.append(cell)
        cells[identifier] = queue
        return true
    }

    /// A kept cell for `identifier`, removed from the pool; nil when there is none.
    package mutating func take(_ identifier: String) -> Cell? {
        cells[identifier]?.popLast()
    }

    /// How many cells are kept for `identifier`.
    package func count(for identifier: String) -> Int { cells[identifier]?.count ?? 0 }

    /// Drops every kept cell.
    package mutating func removeAll() { cells = [:] }
}
