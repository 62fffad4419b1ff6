internal import CGtk

/// Accepts files dropped from a file manager onto a widget (`GtkDropTarget` for a file list),
/// after UIKit's `UIDropInteraction`. Add it with ``View/addController(_:)``.
@MainActor
public final class FileDropTarget: EventController {
    /// Receives the dropped files' local paths; returns whether it took them.
    public typealias DropHandler = @MainActor ([String]) -> Bool

    /// A drop target copying (never moving) the files it accepts.
    public init(onDrop: @escaping DropHandler) {
        super.init(untyped(gtk_drop_target_new(gdk_file_list_get_type(), GDK_ACTION_COPY)), ownership: .full)
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?) -> gboolean =
            {
                _, value, _, _, data in
                MainActor.assumeIsolated {
                    guard let value else { return 0 }
                    return SignalBox<DropHandler>.from(data).handler(ClipboardRead.filePaths(in: value)).gboolean
                }
            }
        _ = connect("drop", unsafeBitCast(thunk, to: GCallback.self), SignalBox<DropHandler>(onDrop))
    }
}
