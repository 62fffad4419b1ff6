import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// Swipe back, driven in-process: the touch and touchpad input that starts it cannot be made
/// under Xvfb (no touch device; XTest's wheel clicks are not a touchpad's smooth scroll), so
/// these tests call what the gestures call — begin, move, let go — and check what the user
/// sees and what the controllers hear. (The touchpad path with real input is driven by
/// Tests/a11y/test_swipe_back.py under sway's virtual pointer.)
final class InteractivePopTests: GtkTestCase {
    /// Root, then "detail" pushed, with the detail's button focused; the log emptied.
    @MainActor
    private func pushedDetail() -> (Window, NavigationController, EventLog, RecordingViewController) {
        let (window, navigation, log) = makeNavigationWindow()
        let detail = RecordingViewController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        // A swipe needs the stack on screen (a compositor may map the window a little later).
        XCTAssertTrue(pump(until: { navigation.view.isDrawable && navigation.view.bounds.width > 0 }), "the window never showed")
        _ = log.take()
        return (window, navigation, log, detail)
    }

    @MainActor
    private func focusedLabel(in window: Window) -> String? {
        guard let focus = gtk_root_get_focus(OpaquePointer(window.widget)),
            let label = gtk_button_get_label(UnsafeMutableRawPointer(focus).assumingMemoryBound(to: GtkButton.self))
        else { return nil }
        return String(cString: label)
    }

    @MainActor
    func testASwipeBackLetGoPastHalfwayPopsInUIKitOrder() async {
        let (window, navigation, log, _) = pushedDetail()
        XCTAssertTrue(navigation.beginInteractivePop())
        XCTAssertEqual(log.take(), ["detail.viewWillDisappear", "Root.viewWillAppear"])
        let coordinator = navigation.viewControllers[0].transitionCoordinator
        XCTAssertEqual(coordinator?.isInteractive, true)
        XCTAssertEqual(navigation.viewControllers.count, 2, "nothing is popped while the finger decides")
        navigation.updateInteractivePop(progress: 0.7)
        XCTAssertEqual(coordinator?.percentComplete ?? 0, 0.7, accuracy: 0.001)
        var interactionEnded: Bool?
        coordinator?.notifyWhenInteractionChanges { interactionEnded = $0.isCancelled }
        navigation.endInteractivePop(velocity: 0)
        XCTAssertEqual(interactionEnded, false, "told at once that the swipe will finish")
        XCTAssertTrue(pump(until: { navigation.viewControllers.count == 1 }), "the swipe never finished")
        XCTAssertEqual(log.take(), ["detail.viewDidDisappear", "Root.viewDidAppear"])
        XCTAssertNil(navigation.viewControllers[0].transitionCoordinator)
        XCTAssertEqual(window.title, "Root")
        XCTAssertEqual(focusedLabel(in: window), "Root button", "the uncovered page has the focus, as after Back")
    }

    @MainActor
    func testASwipeLetGoEarlyIsCancelledAndPutsTheFocusBack() async {
        let (window, navigation, log, detail) = pushedDetail()
        XCTAssertEqual(focusedLabel(in: window), "detail button")
        XCTAssertTrue(navigation.beginInteractivePop())
        _ = log.take()
        var cancelledInCompletion: Bool?
        navigation.viewControllers[0].transitionCoordinator?.animate(alongsideTransition: nil) { cancelledInCompletion = $0.isCancelled }
        navigation.updateInteractivePop(progress: 0.3)
        navigation.endInteractivePop(velocity: 0)
        XCTAssertTrue(pump(until: { cancelledInCompletion != nil }), "the cancelled swipe never settled")
        XCTAssertEqual(cancelledInCompletion, true)
        // UIKit's order for a cancelled interactive pop: the uncovered page disappears again,
        // then the top one appears again.
        XCTAssertEqual(log.take(), ["Root.viewWillDisappear", "Root.viewDidDisappear", "detail.viewWillAppear", "detail.viewDidAppear"])
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertEqual(window.title, "detail")
        XCTAssertEqual(focusedLabel(in: window), "detail button", "the focus is where it was before the swipe")
        XCTAssertNil(navigation.swipedPageFrame, "the picture of the page is gone")
    }

    @MainActor
    func testAFlingDecidesOverTheDistance() async {
        let (_, navigation, _, detail) = pushedDetail()
        XCTAssertTrue(navigation.beginInteractivePop())
        navigation.updateInteractivePop(progress: 0.2)
        navigation.endInteractivePop(velocity: 2) // two page widths a second, toward back
        XCTAssertTrue(pump(until: { navigation.viewControllers.count == 1 }), "a short fling back should pop")

        navigation.pushViewController(detail, animated: false)
        XCTAssertTrue(navigation.beginInteractivePop())
        navigation.updateInteractivePop(progress: 0.8)
        navigation.endInteractivePop(velocity: -2) // flung away from back
        XCTAssertTrue(pump(until: { navigation.swipedPageFrame == nil }))
        XCTAssertTrue(navigation.topViewController === detail, "flung away, the swipe is cancelled however far it went")
    }

    @MainActor
    func testTheTopPageFollowsTheFingerAndMirrorsRightToLeft() async {
        let (window, navigation, _, _) = pushedDetail()
        XCTAssertTrue(navigation.beginInteractivePop())
        navigation.updateInteractivePop(progress: 0.5)
        let width = navigation.view.bounds.width
        XCTAssertTrue(
            pump(until: { navigation.swipedPageFrame?.minX == (width / 2).rounded() }), "\(String(describing: navigation.swipedPageFrame))")
        XCTAssertEqual(navigation.swipedPageFrame?.width, width)
        XCTAssertFalse(navigation.viewControllers[0].view.isHidden, "the page below shows beside it")
        navigation.endInteractivePop(velocity: -10)
        XCTAssertTrue(pump(until: { navigation.swipedPageFrame == nil }))
        window.close()

        let (rtlWindow, rtl, _, _) = pushedDetail()
        GtkTestCase.setRightToLeft(rtlWindow.widget)
        XCTAssertTrue(rtl.beginInteractivePop())
        rtl.updateInteractivePop(progress: 0.25)
        let rtlWidth = rtl.view.bounds.width
        XCTAssertTrue(
            pump(until: { rtl.swipedPageFrame?.minX == -(rtlWidth / 4).rounded() }),
            "moves left in Hebrew: \(String(describing: rtl.swipedPageFrame))")
        rtl.endInteractivePop(velocity: -10)
        XCTAssertTrue(pump(until: { rtl.swipedPageFrame == nil }))
    }

    @MainActor
    func testNoSwipeBackWhereBackIsNotOffered() async {
        let (window, navigation, log) = makeNavigationWindow()
        XCTAssertTrue(pump(until: { navigation.view.isDrawable && navigation.view.bounds.width > 0 }), "the window never showed")
        XCTAssertFalse(navigation.beginInteractivePop(), "nothing to pop at the root")
        let detail = RecordingViewController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        XCTAssertFalse(navigation.beginInteractivePop(), "turned off as UIKit apps do")
        navigation.interactivePopGestureRecognizer?.isEnabled = true
        detail.navigationItem.hidesBackButton = true
        XCTAssertFalse(navigation.beginInteractivePop(), "no Back button, no swipe back (as in UIKit)")
        detail.navigationItem.hidesBackButton = false
        _ = log.take()
        XCTAssertTrue(navigation.beginInteractivePop())
        // A pop asked for mid-swipe (Escape) cancels the swipe at once, then pops.
        navigation.popViewController(animated: false)
        XCTAssertEqual(
            log.take(),
            [
                "detail.viewWillDisappear", "Root.viewWillAppear", // the swipe begins
                "Root.viewWillDisappear", "Root.viewDidDisappear", "detail.viewWillAppear", "detail.viewDidAppear", // cancelled
                "detail.viewWillDisappear", "Root.viewWillAppear", "detail.viewDidDisappear", "Root.viewDidAppear", // popped
            ])
        XCTAssertEqual(navigation.viewControllers.count, 1)
        window.close()
    }

    @MainActor
    func testAPushHasACoordinatorUntilItsAnimationEnds() async {
        setAnimations(true)
        defer { setAnimations(false) }
        let (_, navigation, log) = makeNavigationWindow()
        let detail = RecordingViewController("detail", log: log)
        navigation.pushViewController(detail, animated: true)
        let coordinator = detail.transitionCoordinator
        XCTAssertEqual(coordinator?.isAnimated, true)
        XCTAssertEqual(coordinator?.isInteractive, false)
        var completed = false
        coordinator?.animate(alongsideTransition: nil) { _ in completed = true }
        XCTAssertFalse(completed)
        XCTAssertTrue(pump(until: { !navigation.isTransitioning }))
        XCTAssertTrue(completed)
        XCTAssertNil(detail.transitionCoordinator)
    }
}
