internal import CGtk
import FoundationEssentials

extension TableViewCore {
    /// Down from a section's last row goes to the next section's first row, Up from a first row
    /// to the previous section's last: one table reads as one list with headings, as in UIKit.
    /// (Each section is its own GtkListBox, whose arrow keys stop at its ends.) The same keys at
    /// the edge of the window of built rows build the next row and move on to it.
    func installSectionKeynav(on list: ListBox) {
        typealias Keynav = @MainActor (Int32) -> Bool
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> gboolean = { _, direction, data in
            MainActor.assumeIsolated { SignalBox<Keynav>.from(data).handler(direction).gboolean }
        }
        _ = list.connect(
            "keynav-failed", unsafeBitCast(thunk, to: GCallback.self),
            SignalBox<Keynav> { [weak self, weak list] direction in
                guard let self, let list, let cell = self.focusedCell(in: list) else { return false }
                let step = direction == Int32(GTK_DIR_DOWN.rawValue) ? 1 : direction == Int32(GTK_DIR_UP.rawValue) ? -1 : 0
                guard step != 0 else { return false }
                return self.focusRow(flat: self.rowWindow.flat(cell.indexPath) + step)
            })
    }

    /// Home and End go to the section's real first and last rows, and Page Up and Page Down a
    /// screen of rows up or down through the whole table, building the rows they land on. The
    /// list's own handling is stopped: it knows only the built rows. With several rows
    /// selectable, the arrows are handled here too, and Shift selects as the focus moves.
    func installWindowKeys(on list: ListBox) {
        typealias MoveCursor = @MainActor (Int32, Int32, Bool, Bool) -> Bool
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, gboolean, gboolean, UnsafeMutableRawPointer?) -> Void = {
            list, step, count, extend, modify, data in
            MainActor.assumeIsolated {
                if SignalBox<MoveCursor>.from(data).handler(step, count, extend != 0, modify != 0) {
                    g_signal_stop_emission_by_name(list, "move-cursor")
                }
            }
        }
        _ = list.connect(
            "move-cursor", unsafeBitCast(thunk, to: GCallback.self),
            SignalBox<MoveCursor> { [weak self, weak list] step, count, extend, modify in
                guard let self, let list, let cell = self.focusedCell(in: list) else { return false }
                let layout = self.rowWindow
                let origin = cell.indexPath
                let section = origin.section
                let target: Int
                switch UInt32(step) {
                case GTK_MOVEMENT_BUFFER_ENDS.rawValue:
                    target = layout.flat(IndexPath(row: count < 0 ? 0 : self.rows.count(of: section) - 1, section: section))
                case GTK_MOVEMENT_PAGES.rawValue:
                    target = layout.flat(origin) + Int(count) * Swift.max(1, self.rowsPerPage - 1)
                case GTK_MOVEMENT_DISPLAY_LINES.rawValue where self.selection.allowsMultiple && (extend || modify):
                    // The list's own move selects nothing here (its selection mode is "none").
                    target = layout.flat(origin) + Int(count)
                case GTK_MOVEMENT_DISPLAY_LINES.rawValue:
                    if self.selection.isShown { self.setSelection([], shown: false) } // the list moves the focus on
                    return false
                default:
                    return false
                }
                let clamped = Swift.min(Swift.max(target, 0), layout.total - 1)
                if let destination = layout.indexPath(ofFlat: clamped) {
                    self.selectionForMove(from: origin, to: destination, extend: extend, modify: modify)
                }
                self.focusRow(flat: clamped)
                return true
            })
    }
}
