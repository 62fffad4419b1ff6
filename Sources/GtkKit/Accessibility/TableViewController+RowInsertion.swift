package import CGtk

/// Inserting rows so that a screen reader counts them.
///
/// A screen reader does not ask GTK how many rows a list has each time: libatspi, in the screen
/// reader's process, keeps a copy of the list's children and updates it from two kinds of
/// message, and GTK 4.8 sends them in an order that loses a row whenever one is inserted
/// anywhere but at the end. A new row's cache entry ("AddAccessible", sent when the row becomes
/// accessible) *writes* the row into the copy's slot at its index, over the row that was there;
/// only the "children-changed:add" that follows *inserts*. So after an edit (the row is
/// replaced), Orca 43 said "List with 8 items" for 9 rows, and a restored row pushed another
/// out of its copy. Measured with a client that keeps libatspi's copy, as Orca does.
///
/// The repair: once the new row has become accessible (at once on a list on screen, or when
/// the page is shown again), the row after it is hidden from accessibility and shown again.
/// Hiding sends "removed" for it, which libatspi applies by reference (nothing happens if the
/// row is already gone from the copy); showing sends "added" at its index, which puts it back.
/// Where the copy was right, the pair leaves it right.
extension TableViewController {
    /// Puts `cell` into `list` at `row` (nil: at the end) so that screen readers hear it added.
    /// GTK 4.8 reports a row's removal but never the addition of one inserted into a list that is
    /// already realized (it reports additions only when a realized widget stops being hidden): the
    /// cell is hidden from accessibility while it is inserted and shown once it is in, which sends
    /// the "added".
    func insert(_ cell: TableViewCell, into list: ListBox, at row: Int?) {
        segue_accessible_set_hidden(cell.raw, 1)
        if let row { list.insert(cell, at: row) } else { list.append(cell) }
        segue_accessible_set_hidden(cell.raw, 0)
        guard row != nil else { return } // appended: nothing after it to lose
        if Bool(gboolean: gtk_widget_get_mapped(cell.widget)) {
            reannounceRowSoon(after: cell)
        } else {
            // Off screen (the list's page is under another), the row becomes accessible when it
            // is shown; the row after it is the one to put back then.
            let handler = SignalHandlerID()
            handler.value = cell.connect("map") { [weak self, weak cell] in
                guard let self, let cell else { return }
                cell.disconnect(handler.value)
                self.reannounceRowSoon(after: cell)
            }
        }
    }

    /// The repair has to follow the row's cache entry, which GTK sends after the insertion (or
    /// the map) has returned: measured, a repair made at once came before it and lost the row
    /// after instead; one made on the main loop's next turn came after it in every case tried
    /// (an edit, an addition, a restore in the middle, a move; shown and off-screen lists).
    private func reannounceRowSoon(after cell: TableViewCell) {
        rowAnnouncements.removeAll { !$0.isScheduled }
        rowAnnouncements.append(
            MainLoop.after(milliseconds: 0) { [weak self, weak cell] in
                guard let self, let cell else { return }
                self.reannounceRow(after: cell)
            })
    }

    /// Hides the row after `cell` from accessibility and shows it again (see above).
    private func reannounceRow(after cell: TableViewCell) {
        guard let next = gtk_widget_get_next_sibling(cell.widget) else { return }
        segue_accessible_set_hidden(UnsafeMutableRawPointer(next), 1)
        segue_accessible_set_hidden(UnsafeMutableRawPointer(next), 0)
    }
}
