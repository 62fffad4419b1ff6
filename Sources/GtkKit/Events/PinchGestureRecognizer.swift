internal import CGtk

/// UIKit's `UIPinchGestureRecognizer`: two fingers moving apart or together, on GTK's
/// `GtkGestureZoom` (two touches on a touchscreen, or a touchpad's pinch). Continuous:
/// `.began` at the first change of scale, `.changed` as it goes on, `.ended` when a finger lifts.
///
/// ```swift
/// let zoom = PinchGestureRecognizer { pinch in
///     imageScale = max(0.5, min(4, startScale * pinch.scale))
/// }
/// picture.addGestureRecognizer(zoom)
/// ```
///
/// A mouse cannot pinch: give the same action keys (Ctrl+plus, Ctrl+minus and Ctrl+0 are
/// GNOME's zoom keys) and, for a pointer, Ctrl with the scroll wheel.
@MainActor
public final class PinchGestureRecognizer: GestureRecognizer {
    /// The distance between the fingers relative to where they started (UIKit's `scale`:
    /// 1 at the start, 2 when twice as far apart). Setting it rebases later changes on it.
    public var scale: Double {
        get { rebase * gestureScale }
        set { rebase = gestureScale == 0 ? newValue : newValue / gestureScale }
    }

    /// How fast the scale is changing, per second (UIKit's `velocity`).
    public private(set) var velocity = 0.0

    /// The scale GTK reports for this pinch.
    private var gestureScale = 1.0
    /// The factor ``scale``'s setter applied.
    private var rebase = 1.0
    /// When the scale last changed, in microseconds.
    private var lastChange = 0

    /// A recognizer with no action yet.
    public init() {
        super.init(gesture: untyped(gtk_gesture_zoom_new()))
        controller.connect("begin", pointer: { [weak self] _ in self?.fingersDown() })
        controller.connect("scale-changed", double: { [weak self] value in self?.scaleChanged(to: value) })
        controller.connect("end", pointer: { [weak self] _ in self?.finish(.ended) })
        controller.connect("cancel", pointer: { [weak self] _ in self?.finish(.cancelled) })
    }

    /// A recognizer that calls `action` as the pinch begins, changes and ends.
    public convenience init(_ action: @escaping @MainActor (PinchGestureRecognizer) -> Void) {
        self.init()
        addHandler(action)
    }

    /// Two fingers are down: a pinch may begin.
    package func fingersDown() {
        gestureScale = 1
        rebase = 1
        velocity = 0
        lastChange = g_get_monotonic_time()
        var x = 0.0
        var y = 0.0
        if Bool(gboolean: gtk_gesture_is_active(controller.opaque)) {
            _ = gtk_gesture_get_bounding_box_center(controller.opaque, &x, &y)
        }
        track(at: Point(x: x, y: y))
    }

    /// GTK reports the fingers `value` times as far apart as they started.
    package func scaleChanged(to value: Double) {
        let now = g_get_monotonic_time()
        if now > lastChange {
            let seconds = Double(now - lastChange) / 1_000_000
            velocity = (value - gestureScale) * rebase / seconds
        }
        lastChange = now
        gestureScale = value
        state == .possible ? recognize(as: .began) : change()
    }
}
