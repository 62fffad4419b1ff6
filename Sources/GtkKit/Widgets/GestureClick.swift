package import CGtk

/// A `GtkGestureClick` for one mouse button, calling a closure on press.
@MainActor
public final class GestureClick: EventController {
    /// Where the press happened, in the widget's coordinates.
    public typealias PressHandler = @MainActor (_ x: Double, _ y: Double) -> Void

    /// Creates a gesture for `button` (1 primary, 3 secondary, 8 back, 9 forward).
    public init(button: Int, onPressed: @escaping PressHandler) {
        super.init(untyped(gtk_gesture_click_new()), ownership: .full)
        gtk_gesture_single_set_button(opaque, UInt32(button))
        // Capture phase: the back button must work over any child, whatever gestures it has.
        gtk_event_controller_set_propagation_phase(opaque, GTK_PHASE_CAPTURE)
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, _, x, y, data in
            MainActor.assumeIsolated { SignalBox<PressHandler>.from(data).handler(x, y) }
        }
        _ = connect("pressed", unsafeBitCast(thunk, to: GCallback.self), SignalBox<PressHandler>(onPressed))
    }
}
