internal import CGtk

/// A `GtkGestureClick` for one mouse button, calling a closure on press or after release.
@MainActor
package final class GestureClick: EventController {
    /// Where the press happened, in the widget's coordinates.
    package typealias PressHandler = @MainActor (_ x: Double, _ y: Double) -> Void

    /// Creates a gesture for `button` (1 primary, 3 secondary, 8 back, 9 forward) that calls
    /// `onPressed` when it is pressed.
    package init(button: Int, onPressed: @escaping PressHandler) {
        super.init(untyped(gtk_gesture_click_new()), ownership: .full)
        listen(button: button, signal: "pressed", handler: onPressed)
    }

    /// Creates a gesture for `button` that calls `onReleased` once it is released: for a click
    /// that takes away what it was made on (going back). GTK marks the widgets under the pointer
    /// active from press to release, so `onReleased` runs after the release has been handled,
    /// never in between. (For buttons above 5, GTK 4.10 and later still warn of "broken
    /// accounting of active state" when the page goes: GTK keeps their implicit grab after the
    /// release, a GTK bug no app can reach; see docs/accessibility.md.)
    package init(button: Int, onReleased: @escaping PressHandler) {
        super.init(untyped(gtk_gesture_click_new()), ownership: .full)
        let pending = PendingCall()
        listen(button: button, signal: "released") { x, y in
            pending.timer = MainLoop.after(milliseconds: 0) { onReleased(x, y) }
        }
    }

    /// Where and with which modifiers (Ctrl, Shift) a press happened; true claims it, so the
    /// widget's own handling of the press (a list activating its row) does not run.
    typealias ClaimingHandler = @MainActor (_ control: Bool, _ shift: Bool, _ x: Double, _ y: Double) -> Bool

    /// Creates a capture-phase gesture for `button` that may claim a press.
    init(button: Int, claimingPress: @escaping ClaimingHandler) {
        super.init(untyped(gtk_gesture_click_new()), ownership: .full)
        gtk_gesture_single_set_button(opaque, UInt32(button))
        gtk_event_controller_set_propagation_phase(opaque, GTK_PHASE_CAPTURE)
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            gesture, _, x, y, data in
            MainActor.assumeIsolated {
                let state = gtk_event_controller_get_current_event_state(OpaquePointer(gesture)).rawValue
                let control = state & GDK_CONTROL_MASK.rawValue != 0
                let shift = state & GDK_SHIFT_MASK.rawValue != 0
                if SignalBox<ClaimingHandler>.from(data).handler(control, shift, x, y) {
                    gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED)
                }
            }
        }
        _ = connect("pressed", unsafeBitCast(thunk, to: GCallback.self), SignalBox<ClaimingHandler>(claimingPress))
    }

    /// Holds the call made after a release until it runs (a dropped timer is cancelled).
    private final class PendingCall {
        var timer: MainLoop.Timer?
    }

    private func listen(button: Int, signal: String, handler: @escaping PressHandler) {
        gtk_gesture_single_set_button(opaque, UInt32(button))
        // Capture phase: the back button must work over any child, whatever gestures it has.
        gtk_event_controller_set_propagation_phase(opaque, GTK_PHASE_CAPTURE)
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, _, x, y, data in
            MainActor.assumeIsolated { SignalBox<PressHandler>.from(data).handler(x, y) }
        }
        _ = connect(signal, unsafeBitCast(thunk, to: GCallback.self), SignalBox<PressHandler>(handler))
    }
}
