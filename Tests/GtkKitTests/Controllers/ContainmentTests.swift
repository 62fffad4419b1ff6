import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A controller that embeds another: its view holds the child's view.
@MainActor
private final class DashboardViewController: ViewController {
    let box = Box(.vertical)
    var moves: [String] = []
    override func loadView() { view = box }
}

@MainActor
private final class PanelViewController: RecordingViewController {
    var moves: [String] = []
    override func willMove(toParent parent: ViewController?) { moves.append("will \(parent.map { "\(type(of: $0))" } ?? "nil")") }
    override func didMove(toParent parent: ViewController?) { moves.append("did \(parent.map { "\(type(of: $0))" } ?? "nil")") }
}

/// Child containment and `hidesBottomBarWhenPushed`.
final class ContainmentTests: GtkTestCase {
    @MainActor
    func testAChildGetsItsParentsAppearanceCallsAndReachesItsNavigationController() async {
        let log = EventLog()
        let dashboard = DashboardViewController()
        let panel = PanelViewController("Panel", log: log)
        dashboard.addChild(panel)
        dashboard.box.append(panel.view)
        panel.didMove(toParent: dashboard)
        XCTAssertEqual(panel.moves, ["will DashboardViewController", "did DashboardViewController"])
        XCTAssertTrue(panel.parent === dashboard)
        XCTAssertEqual(dashboard.children.count, 1)

        let navigation = NavigationController(rootViewController: dashboard)
        _ = presentInWindow(navigation)
        XCTAssertTrue(panel.navigationController === navigation, "a child pushes on its parent's stack")
        XCTAssertTrue(panel.window != nil)
        XCTAssertTrue(pump(until: { log.events.contains("Panel.viewDidAppear") }), "\(log.events)")
        XCTAssertTrue(log.events.contains("Panel.viewWillAppear"))
        _ = log.take()
        navigation.pushViewController(RecordingViewController("Detail", log: log), animated: false)
        XCTAssertEqual(log.take().filter { $0.hasPrefix("Panel") }, ["Panel.viewWillDisappear", "Panel.viewDidDisappear"])

        expectedLogMessages = ["cannot be a child of itself"]
        panel.addChild(dashboard)
        XCTAssertTrue(dashboard.parent === navigation, "refused: a cycle")

        panel.willMove(toParent: nil)
        dashboard.box.remove(panel.view)
        panel.removeFromParent()
        XCTAssertEqual(panel.moves.suffix(2), ["will nil", "did nil"])
        XCTAssertNil(panel.parent)
        XCTAssertTrue(dashboard.children.isEmpty)
    }

    @MainActor
    func testAPageThatHidesTheBottomBarHidesTheTabsWhileItIsOnTheStack() async {
        let log = EventLog()
        let notes = NavigationController(rootViewController: RecordingViewController("Notes", log: log))
        let tabs = TabBarController()
        tabs.setViewControllers([notes, RecordingViewController("Info", log: log)])
        _ = presentInWindow(tabs)
        XCTAssertTrue(tabs.isTabBarVisible)
        let fullWindow = RecordingViewController("Photo", log: log)
        fullWindow.hidesBottomBarWhenPushed = true
        notes.pushViewController(fullWindow, animated: false)
        XCTAssertFalse(tabs.isTabBarVisible, "hidden while the page is on the stack")
        notes.popViewController(animated: false)
        XCTAssertTrue(tabs.isTabBarVisible, "back when it is popped")
    }
}
