internal import CGtk
import FoundationEssentials

extension TableViewCell {
    /// Where the row stands now: the table renumbers its built cells at every insertion,
    /// deletion, move and reuse, so this is right even just after rows changed around it, and in
    /// a windowed table, whose list holds only some rows (a list position is not a row number).
    public var currentIndexPath: IndexPath { indexPath }

    /// Relays `action` with this cell's current index path, and `sender` (the control that was
    /// used, such as the thumbnail's button), to the nearest controller above it that handles it
    /// (see ``CellAction``): the book's `performSelector:withObject:withObject:` with the sender
    /// and the index path. Returns whether one did; when none does, that is logged as a debug
    /// message and nothing else happens, as the seed's `respondsToSelector:` guard does.
    @discardableResult
    public func send(_ action: CellAction, from sender: Widget? = nil) -> Bool {
        let indexPath = currentIndexPath
        var children: [OpaquePointer?] = [
            g_variant_new_int32(Int32(clamping: indexPath.section)), g_variant_new_int32(Int32(clamping: indexPath.row)),
        ]
        let parameter = children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        // An action's parameter is data, not a widget: the sender waits here while the action
        // runs, synchronously, and the table picks it up from the cell at the index path.
        relaySender = sender
        defer { relaySender = nil }
        let handled = Bool(
            gboolean: gtk_widget_activate_action_variant(widget, "\(TableViewController.cellActionPrefix).\(action.name)", parameter))
        if !handled {
            gtkkit_log_debug(
                "GtkKit",
                "\(type(of: self)) sent “\(action.name)” for row \(indexPath.row) of section \(indexPath.section); no controller handles it"
            )
        }
        return handled
    }
}
