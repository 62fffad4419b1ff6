internal import CGtk

/// A `GtkGestureClick` for one mouse button, calling a closure on press or after release.
@MainActor
public final class GestureClick: EventController {
    /// Where the press happened, in the widget's coordinates.
    public typealias PressHandler = @MainActor (_ x: Double, _ y: Double) -> Void

    /// Creates a gesture for `button` (1 primary, 3 secondary, 8 back, 9 forward) that calls
    /// `onPressed` when it is pressed.
    public init(button: Int, onPressed: @escaping PressHandler) {
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
