internal import CGtk

/// UIKit's `UISwipeGestureRecognizer`: a quick stroke in one direction, on GTK's
/// `GtkGestureSwipe` (a mouse flick with the primary button, a touch, or a touchpad's
/// two-finger swipe). Discrete: its actions run once, in `.ended`, when the stroke is released
/// going fast enough (300 px/s) mostly in one of ``direction``'s directions.
///
/// ```swift
/// let back = SwipeGestureRecognizer { _ in navigationController?.popViewController(animated: true) }
/// back.direction = .trailing
/// page.addGestureRecognizer(back)
/// ```
///
/// Where GtkKit differs: besides UIKit's `.left` and `.right` (the screen's, never mirrored),
/// ``Direction-swift.struct/leading`` and ``Direction-swift.struct/trailing`` follow the view's
/// layout direction, so a "swipe back" strokes towards the trailing edge — rightwards in
/// English, leftwards in Hebrew or Arabic — as GNOME mirrors its own swipe gestures.
@MainActor
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: Int
        /// A direction of these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Towards the screen's right edge.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the screen's left edge.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
        /// Towards the view's leading edge: left in left-to-right text, right in right-to-left.
        public static let leading = Direction(rawValue: 1 << 4)
        /// Towards the view's trailing edge: right in left-to-right text, left in right-to-left.
        public static let trailing = Direction(rawValue: 1 << 5)
    }

    /// The directions that count (UIKit's `direction`; `.right` by default, as in UIKit).
    public var direction: Direction = .right

    /// The slowest stroke that counts as a swipe, in pixels per second.
    static let minimumSpeed = 300.0

    /// A recognizer with no action yet.
    public init() {
        super.init(gesture: untyped(gtk_gesture_swipe_new()))
        controller.connect(
            "begin",
            pointer: { [weak self] _ in
                guard let self else { return }
                var x = 0.0
                var y = 0.0
                _ = gtk_gesture_get_bounding_box_center(controller.opaque, &x, &y)
                track(at: Point(x: x, y: y))
            })
        controller.connect("swipe", pair: { [weak self] x, y in self?.swiped(velocity: Point(x: x, y: y)) })
        controller.connect("cancel", pointer: { [weak self] _ in self?.fail() })
    }

    /// A recognizer that calls `action` when a swipe is made.
    public convenience init(_ action: @escaping @MainActor (SwipeGestureRecognizer) -> Void) {
        self.init()
        addHandler(action)
    }

    /// Recognizes a stroke released at `velocity` if it went fast enough one of the ways that count.
    package func swiped(velocity: Point) {
        guard state == .possible else { return }
        let stroke: Direction
        if abs(velocity.x) >= abs(velocity.y) {
            stroke = velocity.x > 0 ? .right : .left
        } else {
            stroke = velocity.y > 0 ? .down : .up
        }
        let speed = max(abs(velocity.x), abs(velocity.y))
        speed >= Self.minimumSpeed && physicalDirections.contains(stroke) ? recognize(as: .ended) : fail()
    }

    /// ``direction`` on the screen: leading and trailing resolved by the view's layout direction.
    private var physicalDirections: Direction {
        var physical = direction.intersection([.right, .left, .up, .down])
        let rightToLeft = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if direction.contains(.leading) { physical.insert(rightToLeft ? .right : .left) }
        if direction.contains(.trailing) { physical.insert(rightToLeft ? .left : .right) }
        return physical
    }
}
