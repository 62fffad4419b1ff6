internal import CGtk
import FoundationEssentials

/// Keyboard and pointer: the arrows in two dimensions, Home, End, Page Up and Page Down build
/// and focus the item they land on; Return, Space and a click select. Only one cell can take the
/// focus at a time (the ``current`` item, as in GNOME's grids and ARIA's grid pattern), so Tab
/// enters the collection at the item last used and the next Tab leaves it, after the item's own
/// controls.
extension CollectionView {
    func installKeys() {
        let keys = ShortcutController(global: false)
        let moves: [(String, @MainActor (CollectionView, IndexPath) -> IndexPath?)] = [
            ("Left", { $0.neighbour(of: $1, leading: true) }),
            ("Right", { $0.neighbour(of: $1, leading: false) }),
            ("Up", { $0.geometry.neighbour(of: $1, dy: -1) }),
            ("Down", { $0.geometry.neighbour(of: $1, dy: 1) }),
            ("Page_Up", { $0.pageNeighbour(of: $1, by: -1) }),
            ("Page_Down", { $0.pageNeighbour(of: $1, by: 1) }),
            ("Home", { view, _ in view.geometry.indexPath(ofFlat: 0) }),
            ("End", { view, _ in view.lastItem }),
            ("<Control>Home", { view, _ in view.geometry.indexPath(ofFlat: 0) }),
            ("<Control>End", { view, _ in view.lastItem }),
        ]
        for (key, move) in moves {
            keys.add(key) { [weak self] in
                guard let self, let from = self.indexPathForFocusedItem else { return false }
                // At the collection's ends the key is used up all the same: the focus stays.
                if let to = move(self, from), to != from { self.focusItem(at: to) }
                return true
            }
        }
        for key in ["Return", "KP_Enter", "space"] {
            keys.add(key) { [weak self] in
                guard let self, let path = self.indexPathForFocusedItem, self.cells[path]?.hasFocus == true else { return false }
                self.userSelect(path)
                return true
            }
        }
        canvas.addController(keys)
    }

    /// Left or Right from `indexPath`: back or on in reading order, which right to left runs
    /// the other way.
    func neighbour(of indexPath: IndexPath, leading: Bool) -> IndexPath? {
        let rightToLeft = gtk_widget_get_direction(canvas.widget) == GTK_TEXT_DIR_RTL
        return geometry.neighbour(of: indexPath, dx: leading != rightToLeft ? -1 : 1)
    }

    /// A screen of lines up (`by` -1) or down from `indexPath`, stopping at the first or last
    /// item.
    func pageNeighbour(of indexPath: IndexPath, by direction: Int) -> IndexPath? {
        let geometry = geometry
        let page = gtk_adjustment_get_page_size(gtk_scrolled_window_get_vadjustment(scroller.opaque))
        let lines = Swift.max(1, Int(page / (geometry.itemSize.height + geometry.lineSpacing)) - 1)
        var path = indexPath
        for _ in 0..<lines {
            guard let next = geometry.neighbour(of: path, dy: direction) else { break }
            path = next
        }
        return path
    }

    /// The focus given to the collection itself (``View/grabFocus()``, a page's first focus)
    /// before its items are built goes on to the item last used (or the first) once they are:
    /// until then the canvas takes it, and hands it on.
    func passFocusToItems() {
        canvas.isFocusable = true
        let focus = EventController(untyped(gtk_event_controller_focus_new()), ownership: .full)
        _ = focus.connect("enter") { [weak self] () -> Void in
            // After the focus change in progress: a grab inside it is undone by it.
            self?.following.scheduleFocusHandOff(
                MainLoop.after(milliseconds: 0) { [weak self] in
                    guard let self, self.canvas.hasFocus else { return }
                    let target = self.currentItem ?? self.geometry.indexPath(ofFlat: 0)
                    if let target { self.focusItem(at: target) }
                })
        }
        canvas.addController(focus)
    }

    /// The canvas takes the focus only while the item it would pass it to is not built (so Tab
    /// does not stop on it as well as on the item).
    func updateCanvasFocusability() {
        let itemBuilt = currentItem.flatMap { cells[$0] } != nil
        if itemBuilt, !canvas.hasFocus { canvas.isFocusable = false } else if !itemBuilt { canvas.isFocusable = true }
    }

    /// Makes `indexPath` the item Tab enters the collection at: only its cell can take the focus.
    func makeCurrent(_ indexPath: IndexPath) {
        guard indexPath != current else { return }
        if let old = current, let cell = cells[old] { gtk_widget_set_can_focus(cell.widget, 0) }
        items.makeCurrent(indexPath)
        if cells[indexPath] == nil { updateWindow() }
        if let cell = cells[indexPath] { gtk_widget_set_can_focus(cell.widget, 1) }
    }

    /// Clicks and focus on a cell: a click selects its item (not a click on a button in it,
    /// which is the button's), and a cell taking the focus becomes the current item and
    /// scrolls into view.
    func wire(_ cell: CollectionViewCell) {
        let click = GestureClick(
            button: 1,
            onReleased: { [weak self, weak cell] x, y in
                guard let self, let cell, let path = self.indexPath(for: cell), !cell.hasButton(at: x, y) else { return }
                self.makeCurrent(path)
                _ = cell.grabFocus()
                self.userSelect(path)
            })
        cell.addController(click)
        let focus = EventController(untyped(gtk_event_controller_focus_new()), ownership: .full)
        _ = focus.connect("enter") { [weak self, weak cell] () -> Void in
            guard let self, let cell, let path = self.indexPath(for: cell) else { return }
            self.makeCurrent(path)
            self.scrollToItem(at: path, at: [], animated: false)
        }
        cell.addController(focus)
    }
}

extension CollectionViewCell {
    /// Whether the point `x`, `y` (in the cell) is on a button inside the cell.
    func hasButton(at x: Double, _ y: Double) -> Bool {
        var picked = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT)
        while let current = picked, current != widget {
            if Bool(
                gboolean: g_type_check_instance_is_a(
                    UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()))
            {
                return true
            }
            picked = gtk_widget_get_parent(current)
        }
        return false
    }
}
