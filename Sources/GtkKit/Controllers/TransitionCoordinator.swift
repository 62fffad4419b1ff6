/// What a controller can do alongside a change of size or an interactive transition (UIKit's
/// `UIViewControllerTransitionCoordinator`): run work with it, and learn when it is over and
/// whether it was cancelled.
@MainActor
public final class TransitionCoordinator {
    /// Whether the transition was cancelled (an interactive pop let go early).
    public internal(set) var isCancelled = false
    /// Whether the transition animates.
    public let isAnimated: Bool
    private var completions: [@MainActor (TransitionCoordinator) -> Void] = []

    init(animated: Bool) { isAnimated = animated }

    /// Runs `animation` with the transition (at once: GtkKit's size transitions do not animate)
    /// and `completion` when it is over.
    @discardableResult
    public func animate(
        alongsideTransition animation: (@MainActor (TransitionCoordinator) -> Void)?,
        completion: (@MainActor (TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// The transition is over: the completions run, in order.
    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}
