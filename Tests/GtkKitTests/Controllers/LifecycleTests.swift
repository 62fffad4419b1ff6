import GtkKit
import GtkKitTestSupport
import XCTest

final class LifecycleTests: GtkTestCase {
    @MainActor
    private func makeWindow(log: EventLog) -> (Window, NavigationController) {
        let navigation = NavigationController(rootViewController: RecordingViewController("root", log: log))
        return (presentInWindow(navigation), navigation)
    }

    @MainActor
    func testViewLoadsLazilyAndOnce() async {
        let log = EventLog()
        let controller = RecordingViewController("a", log: log)
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertEqual(log.events, [])
        _ = controller.view
        _ = controller.view
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertEqual(log.take(), ["a.loadView", "a.viewDidLoad"])
    }

    /// A window the app opens and forgets (About, shortcuts) is shown a moment after the primary
    /// menu closes; its root hears viewDidAppear when it is really on screen, not before.
    @MainActor
    func testASecondaryWindowsRootAppearsWhenTheWindowIsShown() async {
        let log = EventLog()
        let window = Window(application: nil)
        window.rootViewController = RecordingViewController("secondary", log: log)
        window.retainWhileOpen()
        window.present()
        XCTAssertEqual(log.take(), ["secondary.loadView", "secondary.viewDidLoad", "secondary.viewWillAppear"])
        XCTAssertFalse(window.isDrawable, "not shown yet: the menu is still closing")
        XCTAssertTrue(MainLoop.run(until: { window.isDrawable }))
        XCTAssertEqual(log.take(), ["secondary.viewDidAppear"])
        window.present() // again, once shown: nothing more to say
        XCTAssertEqual(log.take(), [])
        window.close()
    }

    @MainActor
    func testPushAndPopCallAppearanceMethodsInUIKitOrder() async {
        let log = EventLog()
        let (_, navigation) = makeWindow(log: log)
        XCTAssertEqual(log.take(), ["root.loadView", "root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])

        let detail = RecordingViewController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        // As in UIKit, the pushed controller's view loads first, then the appearance calls run.
        XCTAssertEqual(
            log.take(),
            [
                "detail.loadView", "detail.viewDidLoad", "root.viewWillDisappear",
                "detail.viewWillAppear", "root.viewDidDisappear", "detail.viewDidAppear",
            ])

        navigation.popViewController(animated: false)
        XCTAssertEqual(
            log.take(),
            [
                "detail.viewWillDisappear", "root.viewWillAppear",
                "detail.viewDidDisappear", "root.viewDidAppear",
            ])

        // A reused controller loads once but appears every time (the seed's reason for viewWillAppear).
        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(
            log.take(),
            [
                "root.viewWillDisappear", "detail.viewWillAppear",
                "root.viewDidDisappear", "detail.viewDidAppear",
            ])
    }

    @MainActor
    func testAnimatedPushDefersDidMethodsUntilTheTransitionEnds() async {
        setAnimations(true)
        defer { setAnimations(false) }
        let log = EventLog()
        let (_, navigation) = makeWindow(log: log)
        _ = log.take()
        navigation.pushViewController(RecordingViewController("detail", log: log), animated: true)
        XCTAssertTrue(navigation.isTransitioning, "a mapped stack with animations on should animate")
        XCTAssertEqual(log.events, ["detail.loadView", "detail.viewDidLoad", "root.viewWillDisappear", "detail.viewWillAppear"])
        XCTAssertTrue(pump(until: { !navigation.isTransitioning }), "the push transition never finished")
        XCTAssertEqual(Array(log.take().suffix(2)), ["root.viewDidDisappear", "detail.viewDidAppear"])

        navigation.popViewController(animated: true)
        XCTAssertTrue(pump(until: { !navigation.isTransitioning }), "the pop transition never finished")
        XCTAssertEqual(
            log.take(),
            [
                "detail.viewWillDisappear", "root.viewWillAppear",
                "detail.viewDidDisappear", "root.viewDidAppear",
            ])
    }

    @MainActor
    func testClosingTheWindowEndsAppearance() async {
        let log = EventLog()
        let (window, _) = makeWindow(log: log)
        _ = log.take()
        window.close()
        pump()
        XCTAssertEqual(log.take(), ["root.viewWillDisappear", "root.viewDidDisappear"])
    }
}
