internal import CGtk

/// UIKit's `UIControl`: a view the user operates — a ``Button``, ``TextField``, ``Switch``,
/// ``SegmentedControl``, ``Stepper``, ``Slider``, ``PageControl`` or ``DatePicker`` — that tells
/// its code through actions for ``Event``s.
///
/// ```swift
/// let sound = Switch()
/// sound.addAction(Action { _ in player.isMuted = !sound.isOn }, for: .valueChanged)
/// sound.addTarget(self, action: SettingsViewController.soundChanged, for: .valueChanged)
/// ```
///
/// Where GtkKit differs: Swift on Linux has no selectors, so a target's action is its method
/// named without `#selector` (`Type.method`, taking the control), and the target is held weakly,
/// as UIKit holds it. Each control is GTK's own widget for its role, so the keyboard, screen
/// readers and themes treat it as they treat any GNOME control; its events come from the
/// user's changes, not from setting its value in code, as in UIKit.
@MainActor
open class Control: View {
    /// What happened to a control (UIKit's `UIControl.Event`).
    public struct Event: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: Int
        /// An event of these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The user changed the control's value.
        public static let valueChanged = Event(rawValue: 1 << 0)
        /// The user triggered the control's main action (a button's click).
        public static let primaryActionTriggered = Event(rawValue: 1 << 1)
        /// A press that ended inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 2)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 3)
        /// The text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 4)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 5)
        /// Every event.
        public static let allEvents = Event(rawValue: ~0)
    }

    /// The actions and their events, in the order they were added (UIKit calls them in order).
    private var registrations: [(events: Event, run: @MainActor (Control) -> Void, action: Action?)] = []

    /// A control of your own made from `coder` (UIKit's `init?(coder:)`): a plain container, as
    /// ``View/init(coder:)`` makes, that takes the actions of ``Event``s it sends itself.
    public required init?(coder: Coder) {
        super.init(coder: coder)
    }

    /// A control of your own at `frame` (UIKit's `init(frame:)`, which a `UIControl` subclass
    /// overrides): a plain container, like ``View/init(frame:)``'s, that takes the actions of the
    /// ``Event``s it sends itself. GtkKit's controls are GTK's own widgets, adopted here.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// A control's states, for what it shows in each (UIKit's `UIControl.State`).
    public struct State: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: Int
        /// A state of these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Enabled, not pressed, not selected: the state every other one falls back to.
        public static let normal: State = []
        /// Being pressed.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled (``View/isEnabled`` false).
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (``isSelected``).
        public static let selected = State(rawValue: 1 << 2)
        /// Holding the keyboard focus.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control is selected (UIKit's `isSelected`), for a control that draws it.
    open var isSelected = false

    /// Whether the control is being pressed now (UIKit's `isHighlighted`): GTK's active state.
    public var isHighlighted: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
    }

    /// Runs `action` (UIKit's `UIAction`) when any of `events` happens.
    public func addAction(_ action: Action, for events: Event) {
        registrations.append((events, { _ in g_action_activate(OpaquePointer(action.raw), nil) }, action))
        eventsWereAdded(events)
    }

    /// Runs `handler` with the control when any of `events` happens: what an interface file's
    /// action connection registers (the handler holds the action's target weakly).
    func addHandler(for events: Event, _ handler: @escaping @MainActor (Control) -> Void) {
        registrations.append((events, handler, nil))
        eventsWereAdded(events)
    }

    /// Called when actions are added for `events`, so a control can start listening for events
    /// it only watches on demand (a text field's focus).
    func eventsWereAdded(_ events: Event) {}

    /// Stops running `action` for `events` (for the others it was added for, it still runs).
    public func removeAction(_ action: Action, for events: Event) {
        registrations = registrations.compactMap { registration in
            guard registration.action === action else { return registration }
            let left = registration.events.subtracting(events)
            return left.isEmpty ? nil : (left, registration.run, registration.action)
        }
    }

    /// Calls `action` on `target` with the control when any of `events` happens (UIKit's
    /// `addTarget(_:action:for:)`). The action is the method itself, `Type.method`, where UIKit
    /// takes `#selector(method)`, which needs the Objective-C runtime Linux does not have; its
    /// sender may be typed as the control's own class (`(_ sender: Button)`), `Control` or `Any`.
    /// A sender of another type is a programming error, logged, and the action is not called.
    /// `target` is held weakly, as UIKit holds it: once it is gone, nothing is called.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void, for events: Event
    ) {
        registrations.append(
            (
                events,
                { [weak target] control in
                    guard let target else { return }
                    guard let sender = control as? Sender else {
                        return logProgrammingError("Control: an action's sender is a \(Sender.self), not this \(type(of: control))")
                    }
                    action(target)(sender)
                }, nil
            ))
        eventsWereAdded(events)
    }

    /// Calls `action`, a method of `target` that takes no sender (`Type.method`), when any of
    /// `events` happens: UIKit's `addTarget(_:action:for:)` with a selector of no argument.
    /// `target` is held weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> @MainActor () -> Void, for events: Event
    ) {
        registrations.append((events, { [weak target] _ in if let target { action(target)() } }, nil))
        eventsWereAdded(events)
    }

    /// Runs every action added for any of `events`, in the order they were added (UIKit's
    /// `sendActions(for:)`): what the control does when the user operates it.
    public func sendActions(for events: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            registration.run(self)
        }
    }
}
