import CGtk

/// A `GtkGestureClick` for one mouse button, calling a closure on press.
@MainActor
public final class GestureClick: Object {
    /// Creates a gesture for `button` (1 primary, 3 secondary, 8 back, 9 forward).
    public init(button: UInt32, onPressed: @escaping @MainActor () -> Void) {
        super.init(untyped(gtk_gesture_click_new()), ownership: .full)
        gtk_gesture_single_set_button(opaque, button)
        // Capture phase: the back button must work over any child, whatever gestures it has.
        gtk_event_controller_set_propagation_phase(opaque, GTK_PHASE_CAPTURE)
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, _, _, _, data in
            MainActor.assumeIsolated { SignalBox<VoidHandler>.from(data).handler() }
        }
        _ = connect("pressed", unsafeBitCast(thunk, to: GCallback.self), SignalBox<VoidHandler>(onPressed))
    }
}
