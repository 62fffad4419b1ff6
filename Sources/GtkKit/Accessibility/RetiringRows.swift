internal import CGtk

/// Deleted rows that had the focus, kept hidden in their lists a moment for screen readers
/// (`AccessibilityRepair.keepDeletedRow`), and the one timer that ends their stay. Changed only
/// through its methods: a row is retired once, and all retiring rows leave together.
@MainActor
struct RetiringRows {
    private var rows: [(cell: TableViewCell, list: ListBox)] = []
    private var timer: MainLoop.Timer?

    /// `cell` stays hidden in `list` until ``takeAll()``.
    mutating func retire(_ cell: TableViewCell, from list: ListBox) {
        guard !rows.contains(where: { $0.cell === cell }) else { return }
        rows.append((cell, list))
    }

    /// `timer` ends the retiring rows' stay (replacing an earlier one: a row deleted soon after
    /// another keeps the earlier one a little longer).
    mutating func schedule(_ timer: MainLoop.Timer) { self.timer = timer }

    /// Every retiring row with its list, no longer retiring.
    mutating func takeAll() -> [(cell: TableViewCell, list: ListBox)] {
        defer { rows = [] }
        return rows
    }

    /// Whether `widget` is a retiring row.
    func contains(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { rows.contains { $0.cell.widget == widget } }

    /// Whether `list` holds a retiring row.
    func hasRows(in list: ListBox) -> Bool { rows.contains { $0.list === list } }
}
