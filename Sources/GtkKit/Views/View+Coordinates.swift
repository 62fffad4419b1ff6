internal import CGtk

extension View {
    /// `point`, given in this view's coordinates, in `view`'s (UIKit's `convert(_:to:)`); with
    /// `view` nil, in the window's. Both views must be in the same window; if they are not, the
    /// point comes back unchanged, as GTK cannot relate them.
    public func convert(_ point: Point, to view: View?) -> Point {
        guard let target = view?.widget ?? rootWidget else { return point }
        var bounds = graphene_rect_t()
        guard Bool(gboolean: gtk_widget_compute_bounds(widget, target, &bounds)) else { return point }
        return Point(x: point.x + Double(bounds.origin.x), y: point.y + Double(bounds.origin.y))
    }

    /// `point`, given in `view`'s coordinates (the window's when nil), in this view's (UIKit's
    /// `convert(_:from:)`).
    public func convert(_ point: Point, from view: View?) -> Point {
        let origin = convert(.zero, to: view)
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// The window (GTK's root) the widget is in, as a widget.
    private var rootWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(widget).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }
    }
}
