internal import CGtk
import FoundationEssentials

/// The selected rows (UIKit's `indexPathsForSelectedRows`), kept where their rows go.
extension TableViewCore {
    /// Makes `rows` the selection, drawn or not, and draws the built rows to match.
    func setSelection(_ rows: [IndexPath], shown: Bool) {
        if selection.select(rows, shown: shown) { updateMultipleSelection() }
        drawSelectionOfBuiltRows()
    }

    /// Draws every built row selected or not, as the selection says.
    private func drawSelectionOfBuiltRows() {
        for cell in rows.allCells { drawSelection(of: cell, at: cell.indexPath) }
    }

    /// Draws the selected row selected beside an item's page, or stops (see
    /// `TableSelection.keepsSelectedRowDrawn`); only that row then reports a selected state to
    /// screen readers.
    func keepSelectedRowDrawn(_ keeps: Bool) {
        guard selection.keepSelectedRowDrawn(keeps) else { return }
        drawSelectionOfBuiltRows()
    }

    /// Space on a row of a list beside its page (``keepsSelectedRowDrawn``) chooses the row and
    /// shows its page while the focus stays in the list, as a GNOME sidebar shows the content
    /// of the item chosen in it; a screen reader hears the row become selected. Return still
    /// opens the page and moves into it. Elsewhere Space is the list's own activation.
    func installSidebarSpace(on list: ListBox) {
        let keys = ShortcutController(global: false)
        gtk_event_controller_set_propagation_phase(keys.opaque, GTK_PHASE_CAPTURE)
        keys.add("space") { [weak self, weak list] in
            guard let self, let list, selection.keepsSelectedRowDrawn, !selection.isShown, selection.allowsSelection,
                let cell = focusedCell(in: list)
            else { return false }
            let activate = { self.rowActivated(cell.widget) }
            if let split = table.viewController?.splitViewController {
                split.showingSecondaryWithoutFocus(activate)
            } else {
                activate()
            }
            return true
        }
        list.addController(keys)
    }

    /// Whether `indexPath` names a row of the table; if not, a critical names it, the counts and
    /// `outcome` (what did not happen).
    func isRow(_ indexPath: IndexPath, for call: String, outcome: String = "nothing selected") -> Bool {
        guard rows.sectionIndices.contains(indexPath.section), indexPath.row >= 0, indexPath.row < rows.count(of: indexPath.section) else {
            let counts = rows.counts.map(String.init).joined(separator: ", ")
            gtkkit_log_critical(
                "GtkKit",
                "TableView.\(call): no row \(indexPath.row) in section \(indexPath.section) (rows per section: \(counts)); \(outcome)"
            )
            return false
        }
        return true
    }

    /// See ``TableView/selectRow(at:animated:scrollPosition:)``.
    func selectRow(at indexPath: IndexPath?) {
        guard let indexPath else { return setSelection([], shown: false) }
        guard isRow(indexPath, for: "selectRow(at:)") else { return }
        if selection.allowsMultiple {
            setSelection((selection.isShown ? selection.rows : []) + [indexPath], shown: true)
        } else {
            setSelection([indexPath], shown: false)
        }
        selection.setAnchor(indexPath)
        // On GNOME the focused row is the current one: a table that has the focus moves it there.
        if table.containsFocus { focusRow(at: indexPath) } else { _ = loadCellForRow(at: indexPath) }
    }

    /// See ``TableView/deselectRow(at:animated:)``.
    func deselectRow(at indexPath: IndexPath) {
        guard selection.contains(indexPath) else { return }
        setSelection(selection.rows.filter { $0 != indexPath }, shown: selection.isShown)
    }

    /// The selection after one change of the table's rows (`map`): each row where its row went.
    /// The last selected row deleted, the others are no longer "not selected" (drawn first, so
    /// the row that takes the focus is read without it).
    func selectionFollows(_ map: BatchUpdateMap) {
        guard selection.follow(map) else { return }
        updateMultipleSelection()
        drawSelectionOfBuiltRows()
    }
}
