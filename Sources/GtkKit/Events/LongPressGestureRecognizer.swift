internal import CGtk

/// UIKit's `UILongPressGestureRecognizer`: a press held in place, on GTK's
/// `GtkGestureLongPress` (a mouse button held, or a touch). Continuous: `.began` when the press
/// has lasted ``minimumPressDuration``, `.changed` as it moves, `.ended` on release.
///
/// ```swift
/// let hold = LongPressGestureRecognizer { press in
///     if press.state == .began { showPopover(from: press.view) }
/// }
/// thumbnail.addGestureRecognizer(hold)
/// ```
///
/// What a long press shows must also open from the keyboard: GNOME's convention is the Menu key
/// (or Shift+F10) for a context menu, and Return for a button's own action.
@MainActor
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must last, in seconds (UIKit's `minimumPressDuration`, 0.5 by
    /// default). GTK scales the desktop's long-press time (`gtk-long-press-time`) by a factor of
    /// at least 0.5, so a shorter duration than half the desktop's is held to that.
    public var minimumPressDuration = 0.5 {
        didSet { applyDuration() }
    }

    /// A recognizer with no action yet.
    public init() {
        super.init(gesture: untyped(gtk_gesture_long_press_new()))
        applyDuration()
        controller.connect(
            "begin",
            pointer: { [weak self] _ in
                guard let self else { return }
                track(at: centre)
            })
        controller.connect(
            "pressed",
            pair: { [weak self] x, y in
                guard let self else { return }
                currentPoint = Point(x: x, y: y)
                recognize(as: .began)
            })
        controller.connect(
            "update",
            pointer: { [weak self] _ in
                guard let self, state == .began || state == .changed else { return }
                currentPoint = centre
                change()
            })
        controller.connect("end", pointer: { [weak self] _ in self?.finish(.ended) })
        controller.connect("cancel", pointer: { [weak self] _ in self?.finish(.cancelled) })
        controller.connect("cancelled") { [weak self] in self?.fail() }
    }

    /// A recognizer that calls `action` as the press begins, moves and ends.
    public convenience init(_ action: @escaping @MainActor (LongPressGestureRecognizer) -> Void) {
        self.init()
        addHandler(action)
    }

    /// Where the press is now, in the view's coordinates.
    private var centre: Point {
        var x = 0.0
        var y = 0.0
        _ = gtk_gesture_get_bounding_box_center(controller.opaque, &x, &y)
        return Point(x: x, y: y)
    }

    private func applyDuration() {
        let milliseconds =
            gtk_settings_get_default().map {
                gtkkit_object_get_int(UnsafeMutableRawPointer($0), "gtk-long-press-time")
            } ?? 500
        let factor = max(0.5, minimumPressDuration * 1000 / Double(max(milliseconds, 1)))
        gtkkit_object_set_double(controller.raw, "delay-factor", factor)
    }
}
