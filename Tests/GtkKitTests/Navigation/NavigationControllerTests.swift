import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

final class NavigationControllerTests: GtkTestCase {
    @MainActor
    func testHeaderAndWindowTitleFollowTheTopController() async {
        let (window, navigation, log) = makeNavigationWindow()
        XCTAssertEqual(window.title, "Root")
        XCTAssertEqual(navigation.headerBar.title, "Root")
        XCTAssertFalse(navigation.backButton.isVisible, "no Back button on the root")

        navigation.pushViewController(RecordingViewController("Detail", log: log), animated: false)
        XCTAssertEqual(window.title, "Detail")
        XCTAssertEqual(navigation.headerBar.title, "Detail")
        XCTAssertTrue(navigation.backButton.isDrawable)
        XCTAssertEqual(navigation.backButton.accessibilityLabel, "Back")

        navigation.topViewController.title = "Renamed"
        XCTAssertEqual(window.title, "Renamed")

        navigation.backButton.click()
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(window.title, "Root")
        XCTAssertFalse(navigation.backButton.isVisible)
    }

    @MainActor
    func testTheRootIsNeverPopped() async {
        let (_, navigation, _) = makeNavigationWindow()
        XCTAssertNil(navigation.popViewController(animated: false))
        XCTAssertEqual(navigation.popToRootViewController(animated: false).count, 0)
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    @MainActor
    func testPushingAControllerAlreadyOnTheStackIsReportedAndIgnored() async {
        let (_, navigation, log) = makeNavigationWindow()
        let detail = RecordingViewController("Detail", log: log)
        navigation.pushViewController(detail, animated: false)
        expectedLogMessages = ["RecordingViewController is already on the navigation stack"]
        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 2)
    }

    @MainActor
    func testPopToRootRemovesEveryPoppedPage() async {
        let (_, navigation, log) = makeNavigationWindow()
        let one = RecordingViewController("One", log: log)
        let two = RecordingViewController("Two", log: log)
        navigation.pushViewController(one, animated: false)
        navigation.pushViewController(two, animated: false)
        let popped = navigation.popToRootViewController(animated: false)
        XCTAssertTrue(popped.elementsEqual([one, two], by: ===))
        XCTAssertFalse(one.view.isVisible || two.view.isVisible, "popped pages are hidden at once")
        XCTAssertTrue(
            pump(until: { one.view.parentPointer == nil && two.view.parentPointer == nil }),
            "popped pages leave the GtkStack once screen readers have moved on")
        XCTAssertNil(one.navigationController)
    }

    @MainActor
    func testAnimatedPopRemovesThePageOnlyAfterTheTransition() async {
        setAnimations(true)
        defer { setAnimations(false) }
        let (_, navigation, log) = makeNavigationWindow()
        let detail = RecordingViewController("Detail", log: log)
        navigation.pushViewController(detail, animated: true)
        pump(until: { !navigation.isTransitioning })
        navigation.popViewController(animated: true)
        XCTAssertNotNil(detail.view.parentPointer, "the page slides out before it is removed")
        XCTAssertTrue(pump(until: { !navigation.isTransitioning }))
        XCTAssertFalse(detail.view.isVisible, "hidden once it has slid out")
        XCTAssertTrue(pump(until: { detail.view.parentPointer == nil }), "and then removed")
    }

    @MainActor
    func testAControllerPushedAgainRightAfterItsPopIsShown() async {
        let (_, navigation, log) = makeNavigationWindow()
        let detail = RecordingViewController("Detail", log: log)
        navigation.pushViewController(detail, animated: false)
        navigation.popViewController(animated: false)
        navigation.pushViewController(detail, animated: false) // the seeds' reused detail controller
        XCTAssertTrue(detail.view.isDrawable, "the pushed page shows, though its last page had not left yet")
        pump(until: { false }, timeout: 1.5) // past the popped page's removal
        XCTAssertTrue(detail.view.isDrawable, "and the old page's removal does not take it away")
        XCTAssertTrue(navigation.topViewController === detail)
    }

    @MainActor
    func testFocusReturnsToTheWidgetThatHadItWhenThePageShowsAgain() async throws {
        try skipUnlessWindowsBecomeActive()
        let (_, navigation, log) = makeNavigationWindow()
        let root = navigation.topViewController
        let rootButton = WidgetTree.all(under: root.view.widget).first { gtkkit_is_a($0, gtk_button_get_type()) != 0 }!
        XCTAssertNotEqual(gtk_widget_grab_focus(rootButton), 0)
        navigation.pushViewController(RecordingViewController("Detail", log: log), animated: false)
        XCTAssertEqual(gtk_widget_has_focus(rootButton), 0, "focus moves into the pushed page")
        navigation.popViewController(animated: false)
        XCTAssertNotEqual(gtk_widget_has_focus(rootButton), 0, "focus is back where it was")
    }

    /// A screen reader reads the focused widget's page as it is when the focus arrives: mid-slide
    /// Orca 48 dropped labels it found outside their moving parents. So the focus arrives when
    /// the slide has ended, and the page that is leaving does not keep it meanwhile.
    @MainActor
    func testAnimatedPushAndPopFocusThePageWhenTheSlideEnds() async throws {
        try skipUnlessWindowsBecomeActive()
        setAnimations(true)
        defer { setAnimations(false) }
        let (window, navigation, _) = makeNavigationWindow()
        let root = navigation.topViewController
        let rootButton = WidgetTree.all(under: root.view.widget).first { gtkkit_is_a($0, gtk_button_get_type()) != 0 }!
        XCTAssertNotEqual(gtk_widget_grab_focus(rootButton), 0)
        let page = TwoButtonPage()
        page.title = "Second"
        navigation.pushViewController(page, animated: true)
        XCTAssertTrue(navigation.isTransitioning, "the push slides")
        XCTAssertNil(root.view.focusInRoot, "no widget has the focus while the page slides in")
        XCTAssertEqual(navigation.headerBar.title, "Second", "the header shows the new title at once")
        XCTAssertEqual(window.title, "Root", "the window's name (a screen reader's) changes with the focus")
        XCTAssertTrue(pump(until: { !navigation.isTransitioning }))
        XCTAssertTrue(page.first.hasFocus, "the page's first widget has it once the slide has ended")
        XCTAssertEqual(window.title, "Second")
        navigation.popViewController(animated: true)
        XCTAssertNil(root.view.focusInRoot, "the leaving page gives up the focus at once")
        XCTAssertTrue(pump(until: { !navigation.isTransitioning }))
        XCTAssertNotEqual(gtk_widget_has_focus(rootButton), 0, "and the root page's button has it back after the slide")
    }

    @MainActor
    func testTrailingHeaderWidgetsShowOnlyWhileTheirControllerIsOnTop() async {
        let (_, navigation, log) = makeNavigationWindow()
        let detail = RecordingViewController("Detail", log: log)
        let add = Button(iconName: "list-add-symbolic", accessibilityLabel: "Add")
        detail.navigationItem.rightBarButtonItem = BarButtonItem(customView: add)
        navigation.pushViewController(detail, animated: false)
        XCTAssertNotNil(add.parentPointer)
        navigation.popViewController(animated: false)
        XCTAssertNil(add.parentPointer)
    }

    @MainActor
    func testAPushedPageGetsFocusOnItsFirstWidgetNotTheSecond() async throws {
        try skipUnlessWindowsBecomeActive()
        let (_, navigation, _) = makeNavigationWindow()
        let root = navigation.topViewController
        let rootButton = WidgetTree.all(under: root.view.widget).first { gtkkit_is_a($0, gtk_button_get_type()) != 0 }!
        XCTAssertNotEqual(gtk_widget_grab_focus(rootButton), 0)
        let page = TwoButtonPage()
        navigation.pushViewController(page, animated: false)
        XCTAssertTrue(page.first.hasFocus, "focus is on the page's first widget (GtkStack had put it there already)")
        XCTAssertFalse(page.second.hasFocus)
    }
}

/// A page with two buttons, to see which one receives focus.
@MainActor
private final class TwoButtonPage: ViewController {
    let first = Button(label: "First")
    let second = Button(label: "Second")

    override func loadView() {
        let box = Box(.vertical)
        box.append(first)
        box.append(second)
        view = box
    }
}
