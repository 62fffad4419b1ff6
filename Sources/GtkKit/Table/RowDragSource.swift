internal import CGtk

/// A `GtkDragSource` that drags the row under the pointer; the row is remembered on the Swift
/// side (a drag inside the window needs no data on the clipboard-like channel), and the drag
/// carries only a marker so drop targets elsewhere ignore it.
@MainActor
package final class RowDragSource: EventController {
    /// The row being dragged now, across all tables (one drag at a time).
    static weak var dragged: TableViewCell?

    init(rowAt: @escaping @MainActor (Double) -> TableViewCell?) {
        super.init(untyped(gtk_drag_source_new()), ownership: .full)
        gtk_drag_source_set_actions(opaque, GDK_ACTION_MOVE)
        typealias Prepare = @MainActor (Double) -> OpaquePointer?
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> OpaquePointer? = {
            _, _, y, data in
            // The provider crosses the isolation boundary as a plain address (a pointer is not Sendable).
            OpaquePointer(bitPattern: MainActor.assumeIsolated { Int(bitPattern: SignalBox<Prepare>.from(data).handler(y)) })
        }
        _ = connect(
            "prepare", unsafeBitCast(thunk, to: GCallback.self),
            SignalBox<Prepare> { [weak self] y in
                guard let cell = rowAt(y) else { return nil }
                RowDragSource.dragged = cell
                if let self, let icon = gtk_widget_paintable_new(cell.widget) {
                    gtk_drag_source_set_icon(self.opaque, icon, 0, 0)
                    g_object_unref(UnsafeMutableRawPointer(icon))
                }
                var value = GValue()
                g_value_init(&value, g_type_from_name("gchararray"))
                g_value_set_string(&value, RowDropTarget.marker)
                defer { g_value_unset(&value) }
                return gdk_content_provider_new_for_value(&value).map(OpaquePointer.init)
            })
    }
}
