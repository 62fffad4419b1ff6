/// A navigation controller's transition under way: the running push's or pop's coordinator
/// (``ViewController/transitionCoordinator``), the swipe back in progress if the user is swiping,
/// and the tracker of two-finger touchpad swipes. Changed only through its methods.
@MainActor
struct NavigationTransition {
    /// The running push's or pop's coordinator.
    private(set) var coordinator: TransitionCoordinator?
    /// The swipe back in progress, if any.
    private(set) var interactivePop: InteractivePop?
    /// Two-finger touchpad swipes back.
    private(set) var touchpadSwipe: TouchpadSwipeTracker?

    /// A push or pop runs under `coordinator`.
    mutating func began(_ coordinator: TransitionCoordinator) { self.coordinator = coordinator }

    /// The push or pop ended.
    mutating func ended() { coordinator = nil }

    /// The user began swiping back: `pop` runs, under its coordinator.
    mutating func began(_ pop: InteractivePop) {
        interactivePop = pop
        coordinator = pop.coordinator
    }

    /// The swipe back ended, committed or cancelled.
    mutating func endedInteractivePop() {
        interactivePop = nil
        coordinator = nil
    }

    /// `tracker` follows the touchpad's swipes.
    mutating func track(with tracker: TouchpadSwipeTracker) { touchpadSwipe = tracker }
}
