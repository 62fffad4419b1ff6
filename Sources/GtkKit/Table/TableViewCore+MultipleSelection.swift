internal import CGtk
import FoundationEssentials

/// Selecting several rows, as GNOME's lists do (UIKit's `allowsMultipleSelection`, whose taps
/// toggle rows on a touch screen): a click, Return or Space still activates one row; Ctrl+click
/// and Ctrl+Space add or remove a row, Shift+click and Shift with the arrows, Home, End, Page Up
/// or Page Down select from the row last chosen to the focused one, Ctrl+A selects every row and
/// Shift+Ctrl+A none. The selection is kept by index path, so it covers rows the table has not
/// built; built rows are drawn selected and report it to screen readers, and while a selection
/// is drawn the lists report that they select several rows.
extension TableViewCore {
    /// Draws `cell` (showing the row at `indexPath`) selected or not, and tells screen readers:
    /// while a selection is drawn, each row is selected or not (Orca says "not selected" of
    /// those outside it, and nothing of those in it); otherwise a row has no selected state, but
    /// the selected row of a list beside its page, which alone is selected.
    func drawSelection(of cell: TableViewCell, at indexPath: IndexPath) {
        let selected = selection.drawsSelected(indexPath)
        if selected {
            gtk_widget_set_state_flags(cell.widget, GTK_STATE_FLAG_SELECTED, 0)
        } else {
            gtk_widget_unset_state_flags(cell.widget, GTK_STATE_FLAG_SELECTED)
        }
        gtkkit_accessible_set_selected(cell.raw, selected ? 1 : selection.isShown ? 0 : -1)
    }

    /// Tells screen readers whether the table's lists select several rows: while a selection is
    /// drawn. Then Orca says "not selected" of a row outside it; said of every row whenever a
    /// list could select, it would follow each plain move through a list whose rows activate.
    func updateMultipleSelection() {
        if !selection.allowsMultiple, selection.isShown { return setSelection([], shown: false) }
        let multiple = (selection.allowsMultiple && selection.isShown).gboolean
        for view in sectionViews { gtkkit_accessible_set_multi_selectable(view.list.raw, multiple) }
    }

    /// The rows from `start` to `end` (either way round), across sections.
    func rows(from start: IndexPath, to end: IndexPath) -> [IndexPath] {
        let layout = rowWindow
        let (first, last) = (layout.flat(start), layout.flat(end))
        return (Swift.min(first, last)...Swift.max(first, last)).compactMap(layout.indexPath(ofFlat:))
    }

    /// Ctrl+click or Ctrl+Space: the row joins the selection, or leaves it.
    func toggleSelection(of indexPath: IndexPath) {
        let toggled = selection.toggling(indexPath)
        selection.setAnchor(indexPath)
        setSelection(toggled, shown: true)
    }

    /// Shift+click or Shift with a movement: the rows from the anchor to `indexPath`.
    func extendSelection(from origin: IndexPath?, to indexPath: IndexPath) {
        let anchor = selection.rangeStart(from: origin, to: indexPath)
        selection.setAnchor(anchor)
        setSelection(rows(from: anchor, to: indexPath), shown: true)
    }

    /// The rows Delete (or the context menu's Delete) removes when pressed on `indexPath`: the
    /// selection, when the row is part of a drawn one; else that row alone.
    func rowsToDelete(at indexPath: IndexPath) -> [IndexPath] {
        selection.rowsToDelete(at: indexPath)
    }

    /// Ctrl- and Shift-clicks, Ctrl+Space, Ctrl+A and Shift+Ctrl+A on `list`'s rows.
    func installSelectionControls(on list: ListBox) {
        list.addController(
            GestureClick(
                button: 1,
                claimingPress: { [weak self, weak list] control, shift, _, y in
                    guard let self, let list, self.selection.allowsMultiple, control || shift,
                        let row = gtk_list_box_get_row_at_y(list.opaque, Int32(y)),
                        let cell = Object.wrapper(of: UnsafeMutableRawPointer(row)) as? TableViewCell,
                        self.rows.allCells.contains(where: { $0 === cell })
                    else { return false }
                    let focused = list.focusInRoot.flatMap { self.rowIndexPath(containing: $0) }
                    if shift { self.extendSelection(from: focused, to: cell.indexPath) } else { self.toggleSelection(of: cell.indexPath) }
                    _ = cell.grabFocus()
                    return true
                }))
        // In the capture phase: the list's own key bindings select nothing (its selection mode
        // stays "none"), and its Space binding took Ctrl+Space for an activation.
        let keys = ShortcutController(global: false)
        gtk_event_controller_set_propagation_phase(keys.opaque, GTK_PHASE_CAPTURE)
        addSelectionKey("<Control>space", to: keys, in: list) { core, cell in core.toggleSelection(of: cell.indexPath) }
        addSelectionKey("<Control>a", to: keys, in: list) { core, _ in
            let layout = core.rowWindow
            core.setSelection((0..<layout.total).compactMap(layout.indexPath(ofFlat:)), shown: true)
        }
        addSelectionKey("<Shift><Control>a", to: keys, in: list) { core, _ in core.setSelection([], shown: false) }
        list.addController(keys)
    }

    /// Makes `accelerator` do `action` to the focused row of `list`, when several rows can be
    /// selected (otherwise the key goes on).
    private func addSelectionKey(
        _ accelerator: String, to keys: ShortcutController, in list: ListBox,
        _ action: @escaping @MainActor (TableViewCore, TableViewCell) -> Void
    ) {
        keys.add(accelerator) { [weak self, weak list] in
            guard let self, let list, self.selection.allowsMultiple, let cell = self.focusedCell(in: list) else { return false }
            action(self, cell)
            return true
        }
    }

    /// Before a key moves the focus from the row at `origin` to the row at `destination`: Shift
    /// extends the selection to it; a plain movement ends a drawn selection (the focused row is
    /// the current one again), and Ctrl moves the focus alone. Done first, so the row is read
    /// with its new state when it takes the focus.
    func selectionForMove(from origin: IndexPath, to destination: IndexPath, extend: Bool, modify: Bool) {
        guard selection.allowsMultiple else { return }
        if extend {
            extendSelection(from: origin, to: destination)
        } else if !modify, selection.isShown {
            selection.setAnchor(destination)
            setSelection([], shown: false)
        }
    }
}
