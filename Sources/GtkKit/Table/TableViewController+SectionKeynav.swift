internal import CGtk

extension TableViewController {
    /// Down from a section's last row goes to the next section's first row, Up from a first row
    /// to the previous section's last: one table reads as one list with headings, as in UIKit.
    /// (Each section is its own GtkListBox, whose arrow keys stop at its ends.) Down from the last
    /// row built so far builds the next rows first.
    func installSectionKeynav(on list: ListBox) {
        typealias Keynav = @MainActor (Int32) -> Bool
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> gboolean = { _, direction, data in
            MainActor.assumeIsolated { SignalBox<Keynav>.from(data).handler(direction).gboolean }
        }
        _ = list.connect(
            "keynav-failed", unsafeBitCast(thunk, to: GCallback.self),
            SignalBox<Keynav> { [weak self, weak list] direction in
                guard let self, let list, let section = self.sectionViews.firstIndex(where: { $0.list === list }) else { return false }
                let down = direction == Int32(GTK_DIR_DOWN.rawValue)
                guard down || direction == Int32(GTK_DIR_UP.rawValue) else { return false }
                if down, self.continueIntoUnbuiltRows(of: section) { return true }
                let sections = down ? Array((section + 1)..<self.cells.count) : Array((0..<section).reversed())
                guard let next = sections.first(where: { !self.cells[$0].isEmpty }) else { return false }
                return (down ? self.cells[next].first : self.cells[next].last)?.grabFocus() ?? false
            })
    }
}
