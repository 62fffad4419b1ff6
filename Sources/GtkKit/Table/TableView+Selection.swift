import FoundationEssentials

/// UIKit's selection, on GNOME's lists, whose rows activate rather than stay selected.
///
/// UIKit code reads `indexPathForSelectedRow` (in `prepare(for:sender:)`, most often) and calls
/// `deselectRow(at:animated:)` once a tap is handled; both work as written. GNOME's convention
/// wins in what the user sees: an activated row is not drawn selected, since the focused row
/// already marks the user's place — except in a list beside its row's page (a split view's
/// expanded primary), which draws it selected as a GNOME sidebar does — and selecting a row
/// moves the focus there when the table has it. With ``allowsMultipleSelection``, Ctrl and Shift select several rows as in every GNOME
/// list, and those are drawn selected.
extension TableView {
    /// The first selected row: the row the user last activated (Return, Space or a click:
    /// `didSelectRowAt`) or the app selected, until ``deselectRow(at:animated:)``,
    /// ``selectRow(at:animated:scrollPosition:)`` with nil, or ``reloadData()``; it moves with
    /// its row through inserts, deletes and moves, and is nil once its row is deleted (UIKit's
    /// `indexPathForSelectedRow`).
    public var indexPathForSelectedRow: IndexPath? { core.selection.rows.first }

    /// Every selected row, first to last, or nil when none is (UIKit's
    /// `indexPathsForSelectedRows`): the activated row, or the rows chosen with Ctrl and Shift
    /// when ``allowsMultipleSelection`` is on. Rows the table has not built count too.
    public var indexPathsForSelectedRows: [IndexPath]? { core.selection.rows.isEmpty ? nil : core.selection.rows }

    /// Whether activating a row tells the delegate and selects it (UIKit's `allowsSelection`;
    /// true by default). Off, a row's Return, Space and click do nothing, and nothing is selected.
    public var allowsSelection: Bool {
        get { core.selection.allowsSelection }
        set {
            core.selection.setAllowsSelection(newValue)
            if !newValue {
                core.updateMultipleSelection()
                core.setSelection([], shown: false)
            }
        }
    }

    /// Whether the user can select several rows (UIKit's `allowsMultipleSelection`; false by
    /// default). GNOME's way, not a touch screen's: a click, Return or Space still activates one
    /// row (`didSelectRowAt`); Ctrl+click and Ctrl+Space add a row to the selection or take it
    /// out, Shift+click and Shift with an arrow, Home, End, Page Up or Page Down select from the
    /// row last chosen to the focused one, Ctrl+A selects every row and Shift+Ctrl+A none; a
    /// movement without Shift or Ctrl ends the selection. Selected rows are drawn selected and
    /// their lists report several selectable rows to screen readers. Delete on a selected row
    /// deletes the selection (``TableViewDelegate/tableView(_:commitDeletionForRowsAt:)``).
    /// Setting it on turns ``allowsSelection`` on, as in UIKit.
    public var allowsMultipleSelection: Bool {
        get { core.selection.allowsMultiple }
        set {
            core.selection.setAllowsMultiple(newValue)
            core.updateMultipleSelection()
        }
    }

    /// Where a row is scrolled to (UIKit's `UITableView.ScrollPosition`):
    /// ``scrollToRow(at:at:animated:)`` follows it; ``selectRow(at:animated:scrollPosition:)``
    /// accepts it for its signature, and scrolls as GNOME's lists do when the focus moves, just
    /// enough to show the focused row.
    public enum ScrollPosition: Sendable {
        /// Shown if it was not, with as little scrolling as can be.
        case none
        /// At the top of the view.
        case top
        /// In the middle of the view.
        case middle
        /// At the bottom of the view.
        case bottom
    }

    /// Selects the row at `indexPath` without telling the delegate, as UIKit does; nil deselects
    /// every row. With ``allowsMultipleSelection`` the row joins the selection, drawn selected;
    /// otherwise it replaces it.
    /// The row is built if it was not; if the table has the focus, the row takes it and is
    /// scrolled into view (otherwise the view stays, and the focus is not taken from elsewhere). A row that does
    /// not exist is reported as a GLib critical naming it and the table's counts, and nothing is
    /// selected (UIKit raises).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        core.reloadIfNeeded()
        core.selectRow(at: indexPath)
    }

    /// Deselects the row at `indexPath` if it is selected (UIKit's `deselectRow(at:animated:)`,
    /// which apps call once they have handled a tap).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) { core.deselectRow(at: indexPath) }
}
