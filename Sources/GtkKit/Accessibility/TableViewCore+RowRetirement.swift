internal import CGtk

/// A deleted row that had the focus outlives its deletion for a moment
/// (`AccessibilityRepair.keepDeletedRow`): hidden at once, so nobody sees or reaches it, and
/// out of the table's rows (`TableViewCore.rows`), so no index path names it; still in its
/// GtkListBox, so a screen reader that handles the Delete key late finds the old focus alive and
/// sharing the list with the row that took its place. Positions given to the list skip it.
extension TableViewCore {
    /// Takes `cell`, deleted while it had the focus, out of sight now and out of `list` after
    /// ``AccessibilityDelay/deletedRow``; then it goes to the reuse pool.
    func retire(_ cell: TableViewCell, from list: ListBox) {
        guard AccessibilityRepair.keepDeletedRow.isNeeded else { return recycle(cell, from: list) }
        forgetSavedFocus(on: cell)
        cell.isVisible = false
        retiringRows.retire(cell, from: list)
        // One timer for all: a row deleted soon after another keeps the earlier one a little longer.
        scheduleRowRetirement(after: AccessibilityDelay.deletedRow, near: list)
    }

    /// Finishes the retirement after `delay`, and not before the screen reader has taken in the
    /// focus's move to the next row (a reader behind on its events handles the Delete late).
    private func scheduleRowRetirement(after delay: Int, near list: ListBox) {
        retiringRows.schedule(
            MainLoop.after(milliseconds: delay) { [weak self, weak list] in
                guard let self else { return }
                if let list, case let wait = WindowAccessibility.readerWait(near: list.widget), wait > 0 {
                    return self.scheduleRowRetirement(after: wait, near: list)
                }
                self.finishRetiringRows()
            })
    }

    /// Removes the retiring rows from their lists and puts them in the reuse pool.
    func finishRetiringRows() {
        for (cell, list) in retiringRows.takeAll() {
            // A reload may have taken the list out of the table; the row is still its child.
            if gtk_widget_get_parent(cell.widget) == list.widget { list.remove(cell) }
            cell.isVisible = true
            AccessibleRegistration.forget(cell.widget)
            enqueueForReuse(cell)
        }
    }

    /// Whether `widget` is a row kept hidden after its deletion.
    func isRetiring(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        retiringRows.contains(widget)
    }

    /// The position in `list` before which a row goes to be the `row`th of the rows shown (those
    /// not retiring): the two differ while a retiring row is above it.
    func listPosition(ofRow row: Int, in list: ListBox) -> Int {
        guard retiringRows.hasRows(in: list) else { return row }
        var position = 0
        var shown = 0
        var child = gtk_widget_get_first_child(list.widget)
        while let current = child, shown < row {
            if !isRetiring(current) { shown += 1 }
            position += 1
            child = gtk_widget_get_next_sibling(current)
        }
        return position
    }

    /// The row after `widget` in its list, past any retiring rows.
    func shownRow(after widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var next = gtk_widget_get_next_sibling(widget)
        while let current = next, isRetiring(current) { next = gtk_widget_get_next_sibling(current) }
        return next
    }
}
