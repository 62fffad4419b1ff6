import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// Records the delegate's calls and can refuse a tab.
@MainActor
final class TabRecorder: TabBarControllerDelegate {
    var refused: ViewController?
    var selected: [String] = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect controller: ViewController) -> Bool {
        controller !== refused
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect controller: ViewController) {
        selected.append(controller.title ?? "")
    }
}

final class TabBarControllerTests: GtkTestCase {
    @MainActor
    private func makeTabs(log: EventLog) -> (Window, TabBarController, [RecordingViewController]) {
        let tabs = TabBarController()
        tabs.title = "Tabs"
        let scenes = ["A", "B", "C"].map { RecordingViewController($0, log: log) }
        tabs.setViewControllers(scenes)
        return (presentInWindow(NavigationController(rootViewController: tabs)), tabs, scenes)
    }

    @MainActor
    private func switcherButtons(_ tabs: TabBarController) -> [UnsafeMutablePointer<GtkWidget>] {
        WidgetTree.all(under: tabs.view.widget).filter { gtkkit_is_a($0, gtk_toggle_button_get_type()) != 0 }
    }

    /// UIKit's `tabBarController` and `parent`: a page pushed on a tab's own navigation stack
    /// reaches the tabs above it, and its parent is the stack, not the tabs.
    @MainActor
    func testAPagePushedInATabReachesItsTabBarController() {
        let tabs = TabBarController()
        let list = ViewController()
        let stack = NavigationController(rootViewController: list)
        tabs.setViewControllers([stack, ViewController()])
        _ = presentInWindow(tabs)
        let detail = ViewController()
        stack.pushViewController(detail, animated: false)
        pump()
        XCTAssertTrue(stack.parent === tabs)
        XCTAssertTrue(detail.parent === stack)
        XCTAssertTrue(detail.navigationController === stack)
        XCTAssertTrue(detail.tabBarController === tabs)
        XCTAssertTrue(list.tabBarController === tabs)
        stack.popViewController(animated: false)
        pump()
        XCTAssertNil(detail.parent)
        XCTAssertNil(detail.tabBarController)
        XCTAssertNil(detail.navigationController)
    }

    @MainActor
    func testSwitchingTabsCallsAppearanceInUIKitOrderAndTheDelegate() async {
        let log = EventLog()
        let (_, tabs, scenes) = makeTabs(log: log)
        XCTAssertTrue(scenes.allSatisfy { $0.tabBarController === tabs })
        _ = log.take()
        let recorder = TabRecorder()
        tabs.delegate = recorder
        // The user clicks the second tab's switcher button.
        gtkkit_signal_emit_simple(switcherButtons(tabs)[1], "clicked")
        pump()
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(log.take(), ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        XCTAssertEqual(recorder.selected, ["B"])

        recorder.refused = scenes[2]
        gtkkit_signal_emit_simple(switcherButtons(tabs)[2], "clicked")
        pump()
        XCTAssertEqual(tabs.selectedIndex, 1, "a refused tab is not selected")
        XCTAssertEqual(log.take(), [])
    }

    @MainActor
    func testBadgesShowHideAndSurviveTheSwitchersRebuilds() async {
        let (_, tabs, scenes) = makeTabs(log: EventLog())
        scenes[0].tabBarItem.badgeValue = "3"
        XCTAssertEqual(tabs.badgeText(at: 0), "3")
        XCTAssertNil(tabs.badgeText(at: 1))
        scenes[0].tabBarItem.title = "Renamed" // GtkStackSwitcher rebuilds the button's content
        pump()
        XCTAssertEqual(tabs.badgeText(at: 0), "3", "the badge survives a title change")
        XCTAssertTrue(WidgetTree.visibleLabelTexts(under: tabs.view.widget).contains("Renamed"))
        scenes[0].tabBarItem.iconName = "view-grid-symbolic"
        pump()
        XCTAssertEqual(tabs.badgeText(at: 0), "3", "the badge survives an icon change")
        scenes[0].tabBarItem.badgeValue = nil
        XCTAssertNil(tabs.badgeText(at: 0))
    }

    @MainActor
    func testBadgesSurviveReplacingTheTabs() async {
        let log = EventLog()
        let (_, tabs, _) = makeTabs(log: log)
        let fresh = ["X", "Y"].map { RecordingViewController($0, log: log) }
        fresh[1].tabBarItem.badgeValue = "9"
        tabs.setViewControllers(fresh)
        pump()
        XCTAssertEqual(switcherButtons(tabs).count, 2)
        XCTAssertEqual(tabs.badgeText(at: 1), "9")
        XCTAssertNil(tabs.badgeText(at: 0))
    }

    @MainActor
    func testKeyboardSwitchesTabs() async throws {
        let (window, tabs, _) = makeTabs(log: EventLog())
        try XKeyboard.press("ctrl+Next", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { tabs.selectedIndex == 1 }), "Ctrl+Page Down goes to the next tab")
        try XKeyboard.press("alt+3", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { tabs.selectedIndex == 2 }), "Alt+3 picks the third tab")
        try XKeyboard.press("ctrl+Prior", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { tabs.selectedIndex == 1 }), "Ctrl+Page Up goes back")
    }

    /// GtkListBox and GtkTextView bind Ctrl+Page Down themselves: with the focus in a tab's list
    /// or text, the keys used to stay there and never switch tabs.
    @MainActor
    func testCtrlPageDownSwitchesTabsFromAFocusedListOrText() async throws {
        let table = NumberTable(first: 40, second: 0)
        let text = ViewController()
        text.title = "Text"
        let textView = TextView()
        textView.text = "Some words"
        text.view = textView
        let tabs = TabBarController()
        tabs.title = "Tabs"
        tabs.setViewControllers([table, text])
        let window = presentInWindow(NavigationController(rootViewController: tabs))
        XCTAssertTrue(pump(until: { table.tableView.focusRow(at: IndexPath(row: 3, section: 0)) }))
        try XKeyboard.press("ctrl+Next", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { tabs.selectedIndex == 1 }), "from a focused row, Ctrl+Page Down goes to the next tab")
        XCTAssertTrue(pump(until: { textView.grabFocus() && textView.hasFocus }))
        try XKeyboard.press("ctrl+Prior", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { tabs.selectedIndex == 0 }), "from a focused text view, Ctrl+Page Up goes back")
        try XKeyboard.press("Next", inWindowTitled: window.title)
        XCTAssertEqual(tabs.selectedIndex, 0, "Page Down alone is the list's")
    }

    @MainActor
    func testTabsCanSitInTheNavigationHeaderBar() async {
        let tabs = TabBarController()
        tabs.title = "Tabs"
        tabs.placement = .headerBar
        tabs.setViewControllers(["A", "B"].map { RecordingViewController($0, log: EventLog()) })
        let navigation = NavigationController(rootViewController: tabs)
        _ = presentInWindow(navigation)
        let inHeader = WidgetTree.all(under: navigation.headerBar.widget).filter { gtkkit_is_a($0, gtk_toggle_button_get_type()) != 0 }
        XCTAssertEqual(inHeader.count, 2, "the switcher is the header bar's title view")
        XCTAssertTrue(switcherButtons(tabs).isEmpty, "and not inside the page")
    }
}
