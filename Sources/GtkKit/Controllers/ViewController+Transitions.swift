extension ViewController {
    /// The coordinator of the push, pop or swipe back this controller is part of, while it runs
    /// (UIKit's `transitionCoordinator`): nil outside one. Ask for it in `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)` to learn, in its completion, whether a swipe back was cancelled.
    public var transitionCoordinator: TransitionCoordinator? {
        var node: ViewController? = self
        while let current = node {
            if let navigation = current as? NavigationController, let coordinator = navigation.activeTransitionCoordinator {
                return coordinator
            }
            node = current.parent
        }
        return nil
    }
}
