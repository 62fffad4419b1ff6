internal import CGtk
import FoundationEssentials

/// The selected rows (UIKit's `indexPathsForSelectedRows`), kept where their rows go.
extension TableViewCore {
    /// Makes `rows` the selection, drawn or not, and draws the built rows to match.
    func setSelection(_ rows: [IndexPath], shown: Bool) {
        selectedRows = Array(Set(rows)).sorted { ($0.section, $0.row) < ($1.section, $1.row) }
        let wasShown = showsSelection
        showsSelection = shown && !selectedRows.isEmpty
        if showsSelection != wasShown { updateMultipleSelection() }
        for cell in cells.joined() { drawSelection(of: cell, at: cell.indexPath) }
    }

    /// Draws the selected row selected beside an item's page, or stops (see
    /// ``keepsSelectedRowDrawn``); only that row then reports a selected state to screen readers.
    func keepSelectedRowDrawn(_ keeps: Bool) {
        guard keeps != keepsSelectedRowDrawn else { return }
        keepsSelectedRowDrawn = keeps
        for cell in cells.joined() { drawSelection(of: cell, at: cell.indexPath) }
    }

    /// Space on a row of a list beside its page (``keepsSelectedRowDrawn``) chooses the row and
    /// shows its page while the focus stays in the list, as a GNOME sidebar shows the content
    /// of the item chosen in it; a screen reader hears the row become selected. Return still
    /// opens the page and moves into it. Elsewhere Space is the list's own activation.
    func installSidebarSpace(on list: ListBox) {
        let keys = ShortcutController(global: false)
        gtk_event_controller_set_propagation_phase(keys.opaque, GTK_PHASE_CAPTURE)
        keys.add("space") { [weak self, weak list] in
            guard let self, let list, keepsSelectedRowDrawn, !showsSelection, allowsSelection, let cell = focusedCell(in: list)
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
        guard rowCounts.indices.contains(indexPath.section), indexPath.row >= 0, indexPath.row < rowCounts[indexPath.section] else {
            let counts = rowCounts.map(String.init).joined(separator: ", ")
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
        if allowsMultipleSelection {
            setSelection((showsSelection ? selectedRows : []) + [indexPath], shown: true)
        } else {
            setSelection([indexPath], shown: false)
        }
        selectionAnchor = indexPath
        // On GNOME the focused row is the current one: a table that has the focus moves it there.
        if table.containsFocus { focusRow(at: indexPath) } else { _ = loadCellForRow(at: indexPath) }
    }

    /// See ``TableView/deselectRow(at:animated:)``.
    func deselectRow(at indexPath: IndexPath) {
        guard selectedRows.contains(indexPath) else { return }
        setSelection(selectedRows.filter { $0 != indexPath }, shown: showsSelection)
    }

    /// The selection after rows were inserted at `indexPaths` (sorted, first to last).
    func selectionAfterInserting(_ indexPaths: [IndexPath]) {
        func moved(_ selected: IndexPath) -> IndexPath {
            var row = selected.row
            for inserted in indexPaths where inserted.section == selected.section && inserted.row <= row { row += 1 }
            return IndexPath(row: row, section: selected.section)
        }
        selectedRows = selectedRows.map(moved)
        selectionAnchor = selectionAnchor.map(moved)
    }

    /// The selection after the rows at `indexPaths` were deleted: each gone with its row.
    func selectionAfterDeleting(_ indexPaths: [IndexPath]) {
        func moved(_ selected: IndexPath) -> IndexPath? {
            if indexPaths.contains(selected) { return nil }
            let above = indexPaths.filter { $0.section == selected.section && $0.row < selected.row }.count
            return IndexPath(row: selected.row - above, section: selected.section)
        }
        selectedRows = selectedRows.compactMap(moved)
        // The last selected row gone: the others are no longer "not selected" (drawn first, so
        // the row that takes the focus is read without it).
        if selectedRows.isEmpty, showsSelection { setSelection([], shown: false) }
        selectionAnchor = selectionAnchor.flatMap(moved)
    }

    /// The selection after a row moved from `source` to `destination` in one section.
    func selectionAfterMoving(from source: IndexPath, to destination: IndexPath) {
        func moved(_ selected: IndexPath) -> IndexPath {
            guard selected.section == source.section else { return selected }
            if selected == source { return destination }
            var row = selected.row
            if source.row < row { row -= 1 }
            if destination.row <= row { row += 1 }
            return IndexPath(row: row, section: selected.section)
        }
        selectedRows = selectedRows.map(moved).sorted { ($0.section, $0.row) < ($1.section, $1.row) }
        selectionAnchor = selectionAnchor.map(moved)
    }
}
