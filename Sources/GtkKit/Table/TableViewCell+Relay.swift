internal import CGtk
import FoundationEssentials

extension TableViewCell {
    /// Where the row stands now, read from the list at the moment of asking: right even just
    /// after rows were inserted, deleted or moved around it.
    public var currentIndexPath: IndexPath {
        let row = gtk_list_box_row_get_index(pointer())
        return IndexPath(row: row >= 0 ? Int(row) : indexPath.row, section: indexPath.section)
    }

    /// Relays `action` with this cell's current index path to the nearest controller above it
    /// that handles it (see ``CellAction``). Returns whether one did; when none does, that is
    /// logged as a debug message and nothing else happens, as the seed's `respondsToSelector:`
    /// guard does.
    @discardableResult
    public func send(_ action: CellAction) -> Bool {
        let indexPath = currentIndexPath
        var children: [OpaquePointer?] = [
            g_variant_new_int32(Int32(clamping: indexPath.section)), g_variant_new_int32(Int32(clamping: indexPath.row)),
        ]
        let parameter = children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        let handled = Bool(
            gboolean: gtk_widget_activate_action_variant(widget, "\(TableViewController.cellActionPrefix).\(action.name)", parameter))
        if !handled {
            segue_log_debug(
                "GtkKit",
                "\(type(of: self)) sent “\(action.name)” for row \(indexPath.row) of section \(indexPath.section); no controller handles it"
            )
        }
        return handled
    }
}
