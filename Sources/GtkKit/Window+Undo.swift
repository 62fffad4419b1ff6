import CGtk

extension Window {
    /// The undo manager, with the window's Ctrl+Z and Ctrl+Shift+Z.
    func makeUndoManager() -> UndoManager {
        let manager = UndoManager()
        let keys = ShortcutController(global: true)
        keys.add("<Control>z") { [weak self, weak manager] in
            guard let self, let manager, !self.focusIsInText, manager.canUndo else { return false }
            manager.undo()
            return true
        }
        keys.add("<Control><Shift>z") { [weak self, weak manager] in
            guard let self, let manager, !self.focusIsInText, manager.canRedo else { return false }
            manager.redo()
            return true
        }
        addController(keys)
        return manager
    }

    /// Whether the keyboard focus is in an editable text (an entry or a text view), whose own
    /// Ctrl+Z undoes typing.
    var focusIsInText: Bool {
        guard let focus = gtk_window_get_focus(pointer()) else { return false }
        let object = UnsafeMutableRawPointer(focus)
        return segue_is_a(object, gtk_editable_get_type()) != 0 || segue_is_a(object, gtk_text_view_get_type()) != 0
    }
}
