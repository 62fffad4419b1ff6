internal import CGtk

extension Window {
    /// The undo manager, with the window's Ctrl+Z and Ctrl+Shift+Z.
    func makeUndoManager() -> UndoManager {
        let manager = UndoManager()
        let keys = ShortcutController(global: true)
        keys.add("<Control>z") { [weak self, weak manager] in
            guard let self, let manager, !self.focusIsInText, manager.canUndo else { return false }
            self.undo()
            return true
        }
        keys.add("<Control><Shift>z") { [weak self, weak manager] in
            guard let self, let manager, !self.focusIsInText, manager.canRedo else { return false }
            self.redo()
            return true
        }
        addController(keys)
        return manager
    }

    /// Undoes the last change in this window (Ctrl+Z, an Undo menu item) and tells screen reader
    /// users what was undone ("Undone: Edit Task"): the change may be on another page, or not at
    /// the focus, and would otherwise happen without a word. (UIKit's shake-to-undo shows an
    /// alert naming the action; this is its spoken counterpart.)
    public func undo() {
        let name = undoManager.undoActionName
        guard undoManager.canUndo else { return }
        undoManager.undo()
        announce(name.isEmpty ? gettextString("Undone") : gettextString(format: "Undone: %1$@", name))
    }

    /// Redoes the last undone change (Ctrl+Shift+Z, a Redo menu item), saying what was redone.
    public func redo() {
        let name = undoManager.redoActionName
        guard undoManager.canRedo else { return }
        undoManager.redo()
        announce(name.isEmpty ? gettextString("Redone") : gettextString(format: "Redone: %1$@", name))
    }

    /// Says `message` to screen reader users through the widget that has the focus (GTK 4.8 has
    /// no announcement API; see `WindowAccessibility+Announcement`).
    private func announce(_ message: String) {
        accessibility.announce(message)
    }

    /// Whether the keyboard focus is in an editable text (an entry or a text view), whose own
    /// Ctrl+Z undoes typing.
    var focusIsInText: Bool {
        guard let focus = gtk_window_get_focus(pointer()) else { return false }
        let object = UnsafeMutableRawPointer(focus)
        return Bool(gboolean: gtkkit_is_a(object, gtk_editable_get_type())) || Bool(gboolean: gtkkit_is_a(object, gtk_text_view_get_type()))
    }
}
