/// What a controller can do alongside a transition (UIKit's
/// `UIViewControllerTransitionCoordinator`): a push or pop, a change of size, or an interactive
/// pop (a swipe back) the user may let go of early. Run work with it, learn when it is over and
/// whether it was cancelled.
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {
///     super.viewWillAppear(animated)
///     transitionCoordinator?.animate(alongsideTransition: nil) { context in
///         if context.isCancelled { self.undoWhatAppearingChanged() }
///     }
/// }
/// ```
@MainActor
public final class TransitionCoordinator {
    /// Whether the transition was cancelled (an interactive pop let go early).
    public internal(set) var isCancelled = false
    /// Whether the transition animates.
    public let isAnimated: Bool
    /// Whether the user's finger (or two on a touchpad) is still driving the transition.
    public internal(set) var isInteractive = false
    /// How far an interactive transition has gone, 0 to 1 (UIKit's `percentComplete`); 0 until it
    /// moves, 1 for one that is not interactive.
    public internal(set) var percentComplete: Double = 0
    private var completions: [@MainActor (TransitionCoordinator) -> Void] = []
    private var interactionChanges: [@MainActor (TransitionCoordinator) -> Void] = []

    init(animated: Bool, interactive: Bool = false) {
        isAnimated = animated
        isInteractive = interactive
        percentComplete = interactive ? 0 : 1
    }

    /// Runs `animation` with the transition (at once: GtkKit's transitions draw their own
    /// frames) and `completion` when it is over, before the controllers' `viewDidAppear` and
    /// `viewDidDisappear`.
    @discardableResult
    public func animate(
        alongsideTransition animation: (@MainActor (TransitionCoordinator) -> Void)?,
        completion: (@MainActor (TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// Calls `handler` when the user lets go of an interactive transition (UIKit's
    /// `notifyWhenInteractionChanges(_:)`): ``isCancelled`` then says whether it will finish or
    /// go back. Never called for a transition that is not interactive.
    public func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (TransitionCoordinator) -> Void) {
        interactionChanges.append(handler)
    }

    /// The user let go: the transition finishes, or goes back when `cancelled`.
    func interactionEnded(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let pending = interactionChanges
        interactionChanges = []
        for handler in pending { handler(self) }
    }

    /// The transition is over: the completions run, in order.
    func finish() {
        if !isCancelled { percentComplete = 1 }
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}
