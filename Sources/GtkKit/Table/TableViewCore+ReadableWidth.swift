internal import CGtk

/// A readable width: on a wide window the sections keep to a column of at most
/// ``TableView/readableContentWidth`` pixels, centred, as GNOME's boxed lists do (libadwaita's
/// `AdwClamp`, which GTK 4.8 has not) and as UIKit's `cellLayoutMarginsFollowReadableWidth`
/// does; a narrow window keeps the usual 18-pixel margin. The margins follow the view's width
/// after each frame, and are guessed from the window's size before the first.
extension TableViewCore {
    /// The margin around the sections on a window too narrow to centre them.
    static let sideMargin = 18

    /// Sets the sections' side margins for a view `width` pixels wide; true if they changed.
    @discardableResult
    func followReadableWidth(viewWidth width: Int) -> Bool {
        var side = Self.sideMargin
        if followsReadableWidth, width > 0 {
            side = Swift.max(Self.sideMargin, (width - TableView.readableContentWidth) / 2)
        }
        guard side != Int(gtk_widget_get_margin_start(sectionsBox.widget)) else { return false }
        sectionsBox.setMargins(top: Self.sideMargin, bottom: Self.sideMargin, start: side, end: side)
        return true
    }

    /// Before the first frame: the width of the window the table is in, as it will open.
    func followReadableWidthOfWindow() {
        let width = gtk_widget_get_width(scroller.widget)
        if width > 0 {
            followReadableWidth(viewWidth: Int(width))
            return
        }
        guard let root = gtk_widget_get_root(table.widget),
            Bool(gboolean: gtkkit_is_a(UnsafeMutableRawPointer(root), gtk_window_get_type()))
        else { return }
        var windowWidth: Int32 = 0
        var windowHeight: Int32 = 0 // GTK 4.8 writes both: a NULL height crashed it
        gtk_window_get_default_size(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self), &windowWidth, &windowHeight)
        followReadableWidth(viewWidth: Int(windowWidth))
    }
}
