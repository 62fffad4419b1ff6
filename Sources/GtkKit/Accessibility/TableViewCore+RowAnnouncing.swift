internal import CGtk

/// Inserting rows so that a screen reader counts them (docs/accessibility.md, "a list's row
/// count"), where GTK does not (``AccessibilityRepair/announceRowInsertion``,
/// ``AccessibilityRepair/announceWindowRowNeighbour``): the table's insert path
/// (`TableViewCore+RowInsertion.swift`) hands its rows here when a repair is needed.
/// GTK 4.8's cache entry for a new row overwrites a neighbour in libatspi's copy of the list, so
/// once the new row is accessible the row after it is hidden from accessibility and shown again,
/// which puts it back; where the copy was right, the pair leaves it right.
extension TableViewCore {
    /// Puts `cell` into `list` at `position` (nil: at the end) so that screen readers hear it
    /// added. GTK 4.8 reports a row's removal but never the addition of one inserted into a list
    /// that is already realized (it reports additions only when a realized widget stops being
    /// hidden): the cell is hidden from accessibility while it is inserted and shown once it is
    /// in, which sends the "added".
    func insertAnnounced(_ cell: TableViewCell, into list: ListBox, at position: Int?) {
        gtkkit_accessible_set_hidden(cell.raw, 1)
        if let position { list.insert(cell, at: position) } else { list.append(cell) }
        if Bool(gboolean: gtk_widget_get_mapped(list.widget)) { AccessibleRegistration.register(cell.widget) }
        gtkkit_accessible_set_hidden(cell.raw, 0)
        guard position != nil else { return } // appended: nothing after it to lose
        if Bool(gboolean: gtk_widget_get_mapped(cell.widget)) {
            reannounceRowSoon(after: cell)
        } else {
            // Off screen (the list's page is under another), the row becomes accessible when it
            // is shown, and is registered then, before the row after it is put back: left to
            // its first focus (which comes after a navigation slide), its cache entry came after
            // the neighbour's repair and Orca 43 counted one row too few.
            let handler = SignalHandlerID()
            handler.value = cell.connect("map") { [weak self, weak cell] in
                guard let self, let cell else { return }
                cell.disconnect(handler.value)
                AccessibleRegistration.register(cell.widget)
                self.reannounceRowSoon(after: cell)
            }
        }
    }

    /// Puts `cells` (in order) before the first row of `list` where the neighbour repair is not
    /// made (GTK 4.18): there it announced the neighbour twice, and without it each row put at the
    /// top replaced the one before in Orca's copy of the list, so the rows go in hidden from
    /// accessibility and are shown from the top down, each then reported at its own place.
    func insertAboveAnnounced(_ cells: [TableViewCell], into list: ListBox) {
        for cell in cells.reversed() {
            gtkkit_accessible_set_hidden(cell.raw, 1)
            list.insert(cell, at: 0)
        }
        for cell in cells { gtkkit_accessible_set_hidden(cell.raw, 0) }
    }

    /// After the row's cache entry, which GTK sends once the insertion (or the map) has returned.
    private func reannounceRowSoon(after cell: TableViewCell) {
        guard let accessibility = WindowAccessibility.of(cell.widget) else { return }
        accessibility.rowRepairs.removeAll { !$0.isScheduled }
        accessibility.rowRepairs.append(
            MainLoop.after(milliseconds: AccessibilityDelay.rowRepair) { [weak self, weak cell] in
                guard let self, let cell else { return }
                self.reannounceRow(after: cell)
            })
    }

    /// Hides the row after `cell` from accessibility and shows it again (see above).
    private func reannounceRow(after cell: TableViewCell) {
        guard let next = shownRow(after: cell.widget) else { return }
        gtkkit_accessible_set_hidden(UnsafeMutableRawPointer(next), 1)
        gtkkit_accessible_set_hidden(UnsafeMutableRawPointer(next), 0)
    }
}
