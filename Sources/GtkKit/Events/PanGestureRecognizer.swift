internal import CGtk

/// UIKit's `UIPanGestureRecognizer`: a drag, on GTK's `GtkGestureDrag` (a mouse drag with the
/// primary button, or a touch). Continuous: `.began` once the pointer has moved past the
/// desktop's drag threshold, `.changed` as it moves, `.ended` on release.
///
/// ```swift
/// let drag = PanGestureRecognizer { pan in
///     let moved = pan.translation(in: card.superview)
///     card.transformOffset = moved
///     if pan.state == .ended { settle(card, speed: pan.velocity(in: card.superview)) }
/// }
/// card.addGestureRecognizer(drag)
/// ```
///
/// The threshold is GTK's `gtk-dnd-drag-threshold` (8 px by default), not UIKit's 10 points,
/// so a pan starts where a drag-and-drop would on the same desktop.
@MainActor
public class PanGestureRecognizer: GestureRecognizer {
    /// The drag's offset from where it started, as GTK reports it.
    private var offset = Point.zero
    /// The offset ``setTranslation(_:in:)`` made the origin of ``translation(in:)``.
    private var origin = Point.zero
    /// Recent offsets and when they were reported (microseconds), for ``velocity(in:)``.
    private var samples: [(time: Int, offset: Point)] = []
    /// Where the drag started, in the view's coordinates.
    private var start = Point.zero

    /// A recognizer with no action yet.
    public required init() {
        super.init(gesture: untyped(gtk_gesture_drag_new()))
        controller.connect("drag-begin", pair: { [weak self] x, y in self?.begin(at: Point(x: x, y: y)) })
        controller.connect("drag-update", pair: { [weak self] x, y in self?.move(to: Point(x: x, y: y)) })
        controller.connect(
            "drag-end",
            pair: { [weak self] x, y in
                guard let self else { return }
                move(to: Point(x: x, y: y))
                finish(.ended)
            })
        controller.connect("cancel", pointer: { [weak self] _ in self?.finish(.cancelled) })
    }

    /// A recognizer that calls `action` as the drag begins, moves and ends.
    public convenience init(_ action: @escaping @MainActor (PanGestureRecognizer) -> Void) {
        self.init()
        addHandler(action)
    }

    /// How far the drag has moved (UIKit's `translation(in:)`), since it began or since the last
    /// ``setTranslation(_:in:)``. GtkKit views are not scaled or rotated, so it is the same
    /// vector in every view.
    public func translation(in view: View?) -> Point {
        Point(x: offset.x - origin.x, y: offset.y - origin.y)
    }

    /// Makes the drag's translation `translation` from here on (UIKit's `setTranslation(_:in:)`;
    /// `.zero` to read each move's own distance).
    public func setTranslation(_ translation: Point, in view: View?) {
        origin = Point(x: offset.x - translation.x, y: offset.y - translation.y)
    }

    /// How fast the drag is moving, in pixels per second (UIKit's `velocity(in:)`), over the
    /// last tenth of a second.
    public func velocity(in view: View?) -> Point {
        guard let last = samples.last, let first = samples.first, last.time > first.time else { return .zero }
        let seconds = Double(last.time - first.time) / 1_000_000
        return Point(x: (last.offset.x - first.offset.x) / seconds, y: (last.offset.y - first.offset.y) / seconds)
    }

    /// Whether a drag starting at `point` (in the view's coordinates) may become this pan; a
    /// subclass that only starts from some places (a screen edge) says no elsewhere.
    package func acceptsStart(at point: Point) -> Bool { true }

    private func begin(at point: Point) {
        guard acceptsStart(at: point) else {
            // Denied, so the press goes on to the widgets under it as if the pan were not there.
            gtk_gesture_set_state(controller.opaque, GTK_EVENT_SEQUENCE_DENIED)
            return
        }
        start = point
        offset = .zero
        origin = .zero
        samples = [(g_get_monotonic_time(), .zero)]
        track(at: point)
    }

    private func move(to moved: Point) {
        offset = moved
        currentPoint = Point(x: start.x + moved.x, y: start.y + moved.y)
        let now = g_get_monotonic_time()
        samples.append((now, moved))
        // Keep the last tenth of a second, and at least two samples to measure between.
        let recent = samples.firstIndex { now - $0.time <= 100_000 } ?? samples.count
        samples.removeFirst(min(recent, samples.count - 2))
        if state == .possible {
            guard (moved.x * moved.x + moved.y * moved.y).squareRoot() >= threshold else { return }
            recognize(as: .began)
        } else {
            change()
        }
    }

    /// The desktop's drag threshold, in pixels.
    private var threshold: Double {
        Double(gtk_settings_get_default().map { gtkkit_object_get_int(UnsafeMutableRawPointer($0), "gtk-dnd-drag-threshold") } ?? 8)
    }
}
