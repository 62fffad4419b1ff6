internal import CGtk

/// A `GtkDropTarget` for rows dragged by a ``RowDragSource``.
@MainActor
package final class RowDropTarget: EventController {
    static let marker = "gtkkit-table-row"

    init(onDrop: @escaping @MainActor (TableViewCell, Double) -> Bool) {
        super.init(untyped(gtk_drop_target_new(g_type_from_name("gchararray"), GDK_ACTION_MOVE)), ownership: .full)
        typealias Drop = @MainActor (String?, Double) -> Bool
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?) -> gboolean =
            {
                _, value, _, y, data in
                MainActor.assumeIsolated {
                    let text = value.flatMap { g_value_get_string($0) }.map { String(cString: $0) }
                    return SignalBox<Drop>.from(data).handler(text, y).gboolean
                }
            }
        _ = connect(
            "drop", unsafeBitCast(thunk, to: GCallback.self),
            SignalBox<Drop> { text, y in
                guard text == RowDropTarget.marker, let source = RowDragSource.dragged else { return false }
                RowDragSource.dragged = nil
                return onDrop(source, y)
            })
    }
}
