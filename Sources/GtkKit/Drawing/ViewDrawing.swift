internal import CGtk

/// A view's own drawing (UIKit's `draw(_:)`): when GTK snapshots the view, its `draw(_:)` runs
/// with a ``GraphicsContext`` whose cairo surface is added to GTK's render tree under the
/// subviews. A view whose `draw(_:)` draws nothing adds nothing and is not asked again until
/// ``View/setNeedsDisplay()`` or a new size, so plain views cost nothing.
@MainActor
final class ViewDrawing {
    /// Whether `draw(_:)` is to be called at the next snapshot.
    private var needsDrawing = true
    /// Whether the last `draw(_:)` drew anything, and at what size.
    private var drewContent = false
    private var drawnSize = Size.zero

    /// Asks for `draw(_:)` at the next snapshot (``View/setNeedsDisplay()``).
    func invalidate() { needsDrawing = true }

    /// Runs `view`'s `draw(_:)` into `snapshot`, when it may draw something.
    func snapshot(_ view: View, into snapshot: OpaquePointer) {
        let size = Size(width: Double(gtk_widget_get_width(view.widget)), height: Double(gtk_widget_get_height(view.widget)))
        guard needsDrawing || drewContent || size != drawnSize, size.width > 0, size.height > 0 else { return }
        let scale = Double(max(1, gtk_widget_get_scale_factor(view.widget)))
        let context = GraphicsContext(snapshot: snapshot, width: size.width, height: size.height, scale: scale)
        context.drawing { view.draw(Rect(origin: .zero, size: size)) }
        (needsDrawing, drewContent, drawnSize) = (false, context.wasUsed, size)
    }
}
