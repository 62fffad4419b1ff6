internal import CGtk

/// Swipe back (UIKit's interactive pop): a finger from the leading edge of a touch screen, or
/// two fingers sideways on a touchpad, pops the top controller with the page following them,
/// and letting go early puts it back.
///
/// The appearance calls are UIKit's for an interactive pop: as the swipe begins, the top
/// controller's `viewWillDisappear` and the uncovered one's `viewWillAppear` (and the delegate's
/// `willShow`); if it finishes, `viewDidDisappear` and `viewDidAppear` as a pop's; if it is
/// cancelled, the uncovered controller's `viewWillDisappear` and `viewDidDisappear`, then the
/// top one's `viewWillAppear` and `viewDidAppear` again. Throughout, the controllers'
/// ``ViewController/transitionCoordinator`` says whether the user is still swiping and, after,
/// whether it was cancelled. Keyboard and screen reader users go back as before (the Back
/// button, Alt+Left, Escape); the swipe is never the only way.
extension NavigationController {
    /// Puts the touch swipe on the stack and listens for the touchpad's.
    func installInteractivePop() {
        guard let edgePan = interactivePopGestureRecognizer as? ScreenEdgePanGestureRecognizer else { return }
        edgePan.name = "interactivePop"
        edgePan.followsLayoutDirection = true
        edgePan.startCondition = { [weak self] in self?.canBeginInteractivePop ?? false }
        edgePan.addHandler { [weak self] (pan: ScreenEdgePanGestureRecognizer) in self?.interactivePopGestureChanged(pan) }
        stack.addGestureRecognizer(edgePan)
        transition.track(with: TouchpadSwipeTracker(on: stack, navigation: self))
    }

    /// Whether a swipe may pop now: something to pop, nothing moving, the stack on screen, the
    /// gesture on, and the Back button not hidden (UIKit turns the swipe off with it too).
    var canBeginInteractivePop: Bool {
        viewControllers.count > 1 && interactivePop == nil && !isTransitioning && stack.isDrawable && stack.bounds.width > 0
            && interactivePopGestureRecognizer?.isEnabled != false && !topViewController.headerContent.hidesBackButton
    }

    private func interactivePopGestureChanged(_ pan: ScreenEdgePanGestureRecognizer) {
        let backward: Double = isRightToLeft ? -1 : 1
        let width = max(stack.bounds.width, 1)
        switch pan.state {
        case .began: beginInteractivePop()
        case .changed: interactivePop?.update(progress: pan.translation(in: nil).x * backward / width)
        case .ended: endInteractivePop(velocity: pan.velocity(in: nil).x * backward / width)
        case .cancelled: endInteractivePop(velocity: -.infinity)
        default: break
        }
    }

    /// Begins a swipe back: the appearance calls, then the page below shown under a picture of
    /// the top page. Returns false, doing nothing, when there is nothing to pop or a transition
    /// is under way.
    @discardableResult
    package func beginInteractivePop() -> Bool {
        guard canBeginInteractivePop else { return false }
        let from = topViewController
        let target = viewControllers[viewControllers.count - 2]
        guard let fromPage = pageIfMade(for: from) else { return false }
        let targetPage = page(for: target)
        let pop = InteractivePop(
            from: from, fromPage: fromPage, target: target, targetPage: targetPage,
            focus: focusInside(from).map(WeakWidgetReference.init), rightToLeft: isRightToLeft)
        transition.began(pop)
        from.parentLink.movingFromParent(true)
        from.viewWillDisappear(true)
        target.viewWillAppear(true)
        delegate?.navigationController(self, willShow: target, animated: true)
        // No focus in either page while the finger decides: a screen reader would read the
        // page below, then the top one again if the swipe is cancelled.
        parkFocus()
        targetPage.content.isVisible = true
        stack.show(targetPage, transition: .none)
        return true
    }

    /// Moves the swiped page `progress` of its width aside (0 to 1).
    package func updateInteractivePop(progress: Double) {
        interactivePop?.update(progress: progress)
    }

    /// The user let go, moving at `velocity` page widths a second toward back (negative: away
    /// from it). The pop finishes when flung back faster than 300 px a second, or let go past
    /// half the page unless flung away as fast; otherwise it is cancelled. Either way the page
    /// slides the rest of the way first.
    package func endInteractivePop(velocity: Double) {
        guard let pop = interactivePop else { return }
        let fling = 300 / max(stack.bounds.width, 1)
        let commits = velocity > fling || (velocity > -fling && pop.progress > 0.5)
        pop.settle(committing: commits) { [weak self] in self?.completeInteractivePop(pop, committed: commits) }
    }

    /// Where the swiped page's picture was last laid out, in the page's coordinates: nil when
    /// no swipe is under way.
    package var swipedPageFrame: Rect? { interactivePop?.pictureFrame }

    /// A push or pop asked for mid-swipe (a shortcut, the app) cancels the swipe first, at once.
    func endInteractivePopAtOnce() {
        guard let pop = interactivePop else { return }
        pop.coordinator.interactionEnded(cancelled: true)
        completeInteractivePop(pop, committed: false)
    }

    private func completeInteractivePop(_ pop: InteractivePop, committed: Bool) {
        guard interactivePop === pop else { return }
        transition.endedInteractivePop()
        pop.tearDown()
        pop.coordinator.finish()
        let from = pop.from
        let target = pop.target
        if committed {
            viewControllers.removeLast()
            updateHeader()
            updateToolbar(of: target)
            moveFocus(into: target)
            from.viewDidDisappear(true)
            from.parentLink.movingFromParent(false)
            retirePage(for: from)
            from.release(from: self)
            from.owningSplitViewController?.secondaryWasPopped(from)
            target.viewDidAppear(true)
            delegate?.navigationController(self, didShow: target, animated: true)
        } else {
            if let page = pageIfMade(for: from) { stack.show(page, transition: .none) }
            cover(target)
            if pop.focus?.restoreFocus(within: from.view.widget) != true { moveFocus(into: from) }
            target.viewWillDisappear(true)
            target.viewDidDisappear(true)
            from.parentLink.movingFromParent(false)
            from.viewWillAppear(true)
            from.viewDidAppear(true)
        }
    }

    /// A coordinator for a push or pop starting now, kept until its transition ends.
    func beginTransitionCoordinator(animated: Bool) -> TransitionCoordinator {
        let coordinator = TransitionCoordinator(animated: animated)
        transition.began(coordinator)
        return coordinator
    }
}
