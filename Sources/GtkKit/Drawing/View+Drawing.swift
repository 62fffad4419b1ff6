internal import CGtk

/// UIKit's redrawing on request.
extension View {
    /// Asks for ``draw(_:)`` before the next frame (UIKit's `setNeedsDisplay()`): call it when
    /// what the view draws changes. Several calls before a frame draw once.
    public func setNeedsDisplay() {
        drawing.invalidate()
        gtk_widget_queue_draw(widget)
    }

    /// As ``setNeedsDisplay()``: GTK redraws a view whole (UIKit's `setNeedsDisplay(_:)`).
    public func setNeedsDisplay(_ rect: Rect) { setNeedsDisplay() }
}
