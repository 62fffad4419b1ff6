internal import CGtk
import FoundationEssentials

/// Keeping the user's place through a reload. `reloadData()` rebuilds every row, and
/// `reloadRows(at:)` replaces some: the focus in a rebuilt row, and the row a pushed page returns
/// the focus to, follow to the new row at the same position. UIKit leaves the first to the app
/// and has no second; without it, the usual `reloadData()` in `viewWillAppear` sent the focus to
/// the top of the list after every Back.
extension TableViewCore {
    /// Where the focus is in this table, and where it will return to, by position.
    struct FocusPositions {
        var focused: IndexPath?
        var saved: [(keeper: ViewController, indexPath: IndexPath)] = []
    }

    /// The controllers whose saved focus can be in this table: the view controller showing it,
    /// and the containers it is in up to the page of a navigation stack — a tab bar controller
    /// it is a tab of, a split view it is a column of (on a navigation stack, the covered
    /// container keeps the focus for its children). None for a table no controller shows.
    private var focusKeepers: [ViewController] {
        guard let viewController else { return [] }
        var keepers: [ViewController] = [viewController]
        var node = viewController
        while node.pushingNavigationController == nil,
            let container = node.tabParent ?? node.owningSplitViewController ?? node.containmentParent
        {
            keepers.append(container)
            node = container
        }
        return keepers
    }

    /// The row `widget` is in, if it is in a built row.
    func rowIndexPath(containing widget: UnsafeMutablePointer<GtkWidget>) -> IndexPath? {
        rows.allCells.first { $0.contains(widget) }?.indexPath
    }

    /// The row holding the keyboard focus, if the focus is in a row of this table. On GNOME the
    /// focused row is the keyboard's (and a screen reader's) place in the list, so an app that
    /// reloads rows by identity — another program changed its data — reads it first and focuses
    /// the same item's new row after. (UIKit's nearest is its focus engine's
    /// `remembersLastFocusedIndexPath`; a touch list has no such place to keep.)
    var indexPathForFocusedRow: IndexPath? { focusPositions().focused }

    /// Where the focus is now and where each keeper will return it to, before rows are rebuilt.
    func focusPositions() -> FocusPositions {
        var positions = FocusPositions()
        if let focus = table.focusInRoot { positions.focused = rowIndexPath(containing: focus) }
        for keeper in focusKeepers {
            if let saved = keeper.focusToRestore?.withWidget({ rowIndexPath(containing: $0) }), let indexPath = saved {
                positions.saved.append((keeper, indexPath))
            }
        }
        return positions
    }

    /// After rows were rebuilt: the focus, and each saved focus, go to the row now at the same
    /// position (the last row of its section when there are fewer; nowhere when it is empty).
    func restore(_ positions: FocusPositions) {
        if let focused = positions.focused, let cell = cellNear(focused) { _ = cell.grabFocus() }
        for (keeper, indexPath) in positions.saved {
            guard let cell = cellNear(indexPath) else { continue }
            TableViewCell.registerIfDescribed(cell.widget) // before its first focus (GTK 4.8)
            keeper.place.keepFocus(WeakWidgetReference(cell.widget))
        }
    }

    /// A saved focus in `old` (replaced by `new`) now points at `new`.
    func moveSavedFocus(from old: TableViewCell, to new: TableViewCell) {
        for keeper in focusKeepers where keeper.focusToRestore?.withWidget(old.contains) == true {
            TableViewCell.registerIfDescribed(new.widget)
            keeper.place.keepFocus(WeakWidgetReference(new.widget))
        }
    }

    /// A saved focus in `cell`, which leaves the table to be reused, is forgotten rather than left
    /// to return the focus to whatever row the cell shows next.
    func forgetSavedFocus(on cell: TableViewCell) {
        for keeper in focusKeepers where keeper.focusToRestore?.withWidget(cell.contains) == true {
            keeper.place.keepFocus(nil)
        }
    }

    private func cellNear(_ indexPath: IndexPath) -> TableViewCell? {
        guard rows.sectionIndices.contains(indexPath.section), rows.count(of: indexPath.section) > 0 else { return nil }
        return loadCellForRow(at: IndexPath(row: min(indexPath.row, rows.count(of: indexPath.section) - 1), section: indexPath.section))
    }
}
