import FoundationEssentials

/// UIKit's selected row, on GNOME's lists, whose rows activate rather than stay selected.
///
/// UIKit code reads `indexPathForSelectedRow` (in `prepare(for:sender:)`, most often) and calls
/// `deselectRow(at:animated:)` once a tap is handled; both work as written. GNOME's convention
/// wins in what the user sees: no row is drawn selected, since the focused row already marks the
/// user's place, and selecting a row moves the focus there when the table has it.
extension TableView {
    /// The row the user last activated (Return, Space or a click: `didSelectRowAt`) or the app
    /// selected, until ``deselectRow(at:animated:)``, ``selectRow(at:animated:scrollPosition:)``
    /// with nil, or ``reloadData()``; it moves with its row through inserts, deletes and moves,
    /// and is nil once its row is deleted (UIKit's `indexPathForSelectedRow`).
    public var indexPathForSelectedRow: IndexPath? { core.selectedRow }

    /// Whether activating a row tells the delegate and selects it (UIKit's `allowsSelection`;
    /// true by default). Off, a row's Return, Space and click do nothing.
    public var allowsSelection: Bool {
        get { core.allowsSelection }
        set {
            core.allowsSelection = newValue
            if !newValue { core.selectedRow = nil }
        }
    }

    /// Where UIKit's ``selectRow(at:animated:scrollPosition:)`` scrolls the row to (UIKit's
    /// `UITableView.ScrollPosition`), accepted for its signature: GtkKit scrolls as GNOME's
    /// lists do when the focus moves, just enough to show the focused row.
    public enum ScrollPosition: Sendable {
        /// Shown if it was not.
        case none
        /// At the top, in UIKit.
        case top
        /// In the middle, in UIKit.
        case middle
        /// At the bottom, in UIKit.
        case bottom
    }

    /// Selects the row at `indexPath` without telling the delegate, as UIKit does; nil deselects.
    /// The row is built if it was not; if the table has the focus, the row takes it and is
    /// scrolled into view (otherwise the view stays, and the focus is not taken from elsewhere). A row that does
    /// not exist is reported as a GLib critical naming it and the table's counts, and nothing is
    /// selected (UIKit raises).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        core.reloadIfNeeded()
        core.selectRow(at: indexPath)
    }

    /// Deselects the row at `indexPath` if it is the selected one (UIKit's
    /// `deselectRow(at:animated:)`, which apps call once they have handled a tap).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if core.selectedRow == indexPath { core.selectedRow = nil }
    }
}
