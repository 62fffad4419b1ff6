internal import CGtk

/// UIKit's `UIGestureRecognizer`: turns presses, drags and pinches on a view into one gesture
/// with a ``state``, calling its actions as the state changes. Add one to any widget with
/// ``View/addGestureRecognizer(_:)``.
///
/// ```swift
/// let hold = LongPressGestureRecognizer { press in
///     if press.state == .began { showMenu(at: press.location(in: thumbnail)) }
/// }
/// thumbnail.addGestureRecognizer(hold)
/// ```
///
/// Each recognizer is one of GTK's gestures (`GtkGestureClick`, `GtkGestureLongPress`,
/// `GtkGestureDrag`, `GtkGestureSwipe`, `GtkGestureZoom`), so mouse, touchscreen and touchpad
/// input all reach it as GTK delivers them. As in UIKit, a recognizer sees a press before the view
/// itself does (GTK's capture phase), and when it recognizes, it claims the press from GTK: the
/// view's own handling of it (a button's click) is cancelled, as UIKit's `cancelsTouchesInView`
/// does by default.
///
/// Where GNOME's convention wins: a gesture is never the only way to an action. Whatever a long
/// press or a swipe does must also be reachable by keyboard (the Menu key or Shift+F10 for what
/// a long press shows, a shortcut for what a swipe does), because a keyboard or screen reader
/// user cannot make the gesture.
@MainActor
public class GestureRecognizer {
    /// Where a recognizer is in recognizing (UIKit's `UIGestureRecognizer.State`). A discrete
    /// gesture (a tap, a swipe) goes from `.possible` to `.ended` (``recognized``) or
    /// `.failed`; a continuous one (a long press, a pan, a pinch) goes `.began`, `.changed`…,
    /// then `.ended` or `.cancelled`. Actions run for every state but `.possible` and `.failed`.
    public enum State: Sendable {
        /// Not yet recognized: the default, and the state between gestures.
        case possible
        /// A continuous gesture was recognized and has begun.
        case began
        /// A continuous gesture moved.
        case changed
        /// The gesture ended (a discrete gesture: it was recognized).
        case ended
        /// A continuous gesture was cancelled: GTK took the press away, or the recognizer was disabled.
        case cancelled
        /// The press was not this gesture.
        case failed

        /// A discrete gesture was recognized: the same as `.ended`.
        public static let recognized = State.ended
    }

    /// Where the recognizer is in recognizing. Outside an action it is `.possible` again.
    public internal(set) var state: State = .possible

    /// Whether the recognizer listens (UIKit's `isEnabled`). Turning it off in mid-gesture
    /// cancels the gesture.
    public var isEnabled = true {
        didSet {
            guard oldValue != isEnabled else { return }
            gtk_event_controller_set_propagation_phase(controller.opaque, isEnabled ? GTK_PHASE_CAPTURE : GTK_PHASE_NONE)
            if !isEnabled { state == .began || state == .changed ? finish(.cancelled) : fail() }
        }
    }

    /// Asked before the recognizer begins and about recognizing alongside others.
    public weak var delegate: (any GestureRecognizerDelegate)?

    /// The view the recognizer is attached to, if any.
    public internal(set) weak var view: View?

    /// A name for debugging and for finding the recognizer (UIKit's `name`).
    public var name: String?

    /// GTK's gesture behind the recognizer.
    package let controller: EventController

    /// The actions, in the order they were added.
    private var actions: [@MainActor (GestureRecognizer) -> Void] = []
    /// Recognizers this one waits for to fail (``require(toFail:)``).
    private var requirements: [WeakRecognizer] = []
    /// Recognizers waiting for this one to fail.
    private var dependents: [WeakRecognizer] = []
    /// The state this one would have entered had it not been waiting for its requirements.
    private var deferred: State?
    /// Whether a press this recognizer could recognize is under way.
    package private(set) var isTracking = false
    /// Where the press is now, in the view's coordinates.
    package var currentPoint = Point.zero

    package init(gesture: UnsafeMutableRawPointer) {
        controller = EventController(gesture, ownership: .full)
        gtk_event_controller_set_propagation_phase(controller.opaque, GTK_PHASE_CAPTURE)
    }

    /// Calls `action` on `target` with the recognizer whenever its state changes (UIKit's
    /// `addTarget(_:action:)`). The action is the method itself, `Type.method`, where UIKit
    /// takes a `#selector`; its sender may be typed as the recognizer's own class, as
    /// `GestureRecognizer` or as `Any` (another type is a programming error, logged). `target`
    /// is held weakly, as UIKit holds it.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void
    ) {
        actions.append { [weak target] recognizer in
            guard let target else { return }
            guard let sender = recognizer as? Sender else {
                return logProgrammingError("GestureRecognizer: an action's sender is a \(Sender.self), not this \(type(of: recognizer))")
            }
            action(target)(sender)
        }
    }

    /// Calls `action`, a method of `target` that takes no sender (`Type.method`), whenever the
    /// state changes: UIKit's `addTarget(_:action:)` with a selector of no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        actions.append { [weak target] _ in if let target { action(target)() } }
    }

    /// Adds `action` to run whenever the state changes, typed as this recognizer's own class.
    package func addHandler<Recognizer: GestureRecognizer>(_ action: @escaping @MainActor (Recognizer) -> Void) {
        actions.append { recognizer in if let recognizer = recognizer as? Recognizer { action(recognizer) } }
    }

    /// Where the gesture is, in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> Point {
        guard let own = self.view else { return currentPoint }
        return own.convert(currentPoint, to: view)
    }

    /// How many touches (or pointer buttons) the gesture is made of now.
    public var numberOfTouches: Int {
        let sequences = gtk_gesture_get_sequences(controller.opaque)
        defer { g_list_free(sequences) }
        return Int(g_list_length(sequences))
    }

    /// Makes this recognizer wait until `other` has failed before it recognizes, and fail if
    /// `other` recognizes (UIKit's `require(toFail:)`): a single tap that must not be the
    /// first half of a double tap.
    public func require(toFail other: GestureRecognizer) {
        requirements.append(WeakRecognizer(other))
        other.dependents.append(WeakRecognizer(self))
    }

    // MARK: - For the recognizers

    /// A press this recognizer might recognize has started at `point`.
    package func track(at point: Point) {
        guard isEnabled else { return }
        isTracking = true
        currentPoint = point
    }

    /// Recognizes the gesture: `.began` for a continuous one, `.ended` for a discrete one —
    /// unless the delegate says no (it fails) or a recognizer it requires to fail is still
    /// deciding (it waits).
    package func recognize(as target: State) {
        guard isEnabled, state == .possible, isTracking || deferred != nil else { return }
        if delegate?.gestureRecognizerShouldBegin(self) == false { return fail() }
        if requirements.contains(where: { $0.value.map { $0.state == .possible && $0.isTracking } ?? false }) {
            deferred = target
            return
        }
        deferred = nil
        // GTK logs a critical for a claim with no press under way (a recognizer driven in-process).
        if Bool(gboolean: gtk_gesture_is_active(controller.opaque)) {
            gtk_gesture_set_state(controller.opaque, GTK_EVENT_SEQUENCE_CLAIMED)
        }
        excludeCompetitors()
        for dependent in dependents.compactMap(\.value) where dependent.isTracking || dependent.deferred != nil {
            dependent.fail()
        }
        enter(target)
    }

    /// A continuous gesture moved: `.changed`, if it has begun.
    package func change() {
        guard state == .began || state == .changed else { return }
        enter(.changed)
    }

    /// A continuous gesture is over: `.ended` or `.cancelled` if it had begun, else it fails.
    package func finish(_ end: State) {
        guard state == .began || state == .changed else { return fail() }
        enter(end)
    }

    /// The press was not this gesture: back to `.possible` without an action, and whoever was
    /// waiting for this one to fail may now recognize.
    package func fail() {
        guard isTracking || deferred != nil else { return }
        deferred = nil
        isTracking = false
        state = .failed
        state = .possible
        for dependent in dependents.compactMap(\.value) {
            if let waiting = dependent.deferred { dependent.recognize(as: waiting) }
        }
    }

    /// Enters `next` and runs the actions; a gesture that is over returns to `.possible`.
    private func enter(_ next: State) {
        state = next
        for action in actions { action(self) }
        if next == .ended || next == .cancelled {
            isTracking = false
            state = .possible
        }
    }

    /// Makes the other recognizers on the view that are deciding about this press fail, unless
    /// a delegate lets both recognize; those are put in one GTK group, so GTK's claim of the
    /// press covers them too.
    private func excludeCompetitors() {
        for other in view?.attachedGestureRecognizers.all ?? [] where other !== self && other.isTracking {
            if simultaneous(with: other) {
                gtk_gesture_group(controller.opaque, other.controller.opaque)
            } else if !dependents.contains(where: { $0.value === other }) {
                other.state == .began || other.state == .changed ? other.finish(.cancelled) : other.fail()
            }
        }
    }

    private func simultaneous(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// A weak reference, so requirements never keep a recognizer alive.
    private struct WeakRecognizer {
        weak var value: GestureRecognizer?
        init(_ value: GestureRecognizer) { self.value = value }
    }
}
