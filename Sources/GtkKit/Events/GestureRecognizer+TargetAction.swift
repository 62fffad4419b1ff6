/// A recognizer made with no arguments, which gives it UIKit's `init(target:action:)`: every
/// GtkKit recognizer but the base class is one. (Why a protocol: Swift does not inherit a base
/// class's convenience initialisers into subclasses that make their own GTK gesture.)
@MainActor
public protocol TargetActionGestureRecognizer: GestureRecognizer {
    /// A recognizer with no action yet.
    init()
}

extension TargetActionGestureRecognizer {
    /// A recognizer calling `action` on `target` with itself whenever its state changes
    /// (UIKit's `init(target:action:)`; the action is `Type.method` where UIKit has a
    /// `#selector`). `target` is held weakly.
    public init<Target: AnyObject, Sender>(target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling `action`, a method of `target` that takes no sender, whenever its
    /// state changes (UIKit's `init(target:action:)` with a selector of no argument).
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        self.init()
        addTarget(target, action: action)
    }
}

extension TapGestureRecognizer: TargetActionGestureRecognizer {}
extension LongPressGestureRecognizer: TargetActionGestureRecognizer {}
extension PanGestureRecognizer: TargetActionGestureRecognizer {}
extension PinchGestureRecognizer: TargetActionGestureRecognizer {}
extension SwipeGestureRecognizer: TargetActionGestureRecognizer {}
