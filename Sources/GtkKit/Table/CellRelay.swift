internal import CGtk
import FoundationEssentials

/// How a cell's control reaches its controller (``CellAction``): a GAction named
/// `cell.<action>` activated on the cell with its `(section, row)`, found by GTK in the action
/// groups of the cell's ancestors — the controller's, on its table and its page.
@MainActor
enum CellRelay {
    /// The control the action being relayed came from: an action's parameter is data, not a
    /// widget, so the sender waits here while the action runs (synchronously).
    static var sender: View?

    /// Relays `action` for `indexPath` from `cell`; returns whether a controller handled it.
    /// Unhandled, it is a debug message and nothing else, as the seed's `respondsToSelector:`.
    static func send(_ action: CellAction, indexPath: IndexPath, from sender: View?, in cell: View) -> Bool {
        var children: [OpaquePointer?] = [
            g_variant_new_int32(Int32(clamping: indexPath.section)), g_variant_new_int32(Int32(clamping: indexPath[1])),
        ]
        let parameter = children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        let previous = Self.sender
        Self.sender = sender
        defer { Self.sender = previous }
        let handled = Bool(
            gboolean: gtk_widget_activate_action_variant(cell.widget, "\(CellActionHandlers.prefix).\(action.name)", parameter))
        if !handled {
            gtkkit_log_debug(
                "GtkKit",
                "\(type(of: cell)) sent “\(action.name)” for item \(indexPath[1]) of section \(indexPath.section); no controller handles it"
            )
        }
        return handled
    }
}
