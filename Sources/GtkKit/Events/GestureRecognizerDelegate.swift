/// What a ``GestureRecognizer`` asks before it recognizes (UIKit's
/// `UIGestureRecognizerDelegate`). Both methods have defaults: begin, and recognize alone.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave `.possible` now; false makes it fail, so a
    /// competing recognizer or the view's own handling (a button's click) gets the press.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` and `other`, on the same view, may both recognize one press.
    /// By default (false) the first to recognize makes the other fail, as in UIKit.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// Begins.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Recognizes alone.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }
}
