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
    /// list's own handling is stopped: it knows only the built rows.
    func installWindowKeys(on list: ListBox) {
        typealias MoveCursor = @MainActor (Int32, Int32) -> Bool
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, gboolean, gboolean, UnsafeMutableRawPointer?) -> Void = {
            list, step, count, _, _, data in
            MainActor.assumeIsolated {
                if SignalBox<MoveCursor>.from(data).handler(step, count) { g_signal_stop_emission_by_name(list, "move-cursor") }
            }
        }
        _ = list.connect(
            "move-cursor", unsafeBitCast(thunk, to: GCallback.self),
            SignalBox<MoveCursor> { [weak self, weak list] step, count in
                guard let self, let list, let cell = self.focusedCell(in: list) else { return false }
                let layout = self.rowWindow
                let section = cell.indexPath.section
                switch UInt32(step) {
                case GTK_MOVEMENT_BUFFER_ENDS.rawValue:
                    let row = count < 0 ? 0 : self.rowCounts[section] - 1
                    self.focusRow(flat: layout.flat(IndexPath(row: row, section: section)))
                    return true
                case GTK_MOVEMENT_PAGES.rawValue:
                    let target = layout.flat(cell.indexPath) + Int(count) * Swift.max(1, self.rowsPerPage - 1)
                    self.focusRow(flat: Swift.min(Swift.max(target, 0), layout.total - 1))
                    return true
                default:
                    return false
                }
            })
    }
}
