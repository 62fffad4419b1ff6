import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// Records a split view's delegate calls, in order.
@MainActor
private final class SplitRecorder: SplitViewControllerDelegate {
    var calls: [String] = []

    func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column {
        calls.append("topColumn \(proposedTopColumn)")
        return proposedTopColumn
    }
    func splitViewController(_ svc: SplitViewController, collapseSecondary secondary: ViewController, onto primary: ViewController) -> Bool
    {
        calls.append("collapseSecondary")
        return false
    }
    func splitViewControllerDidCollapse(_ svc: SplitViewController) { calls.append("didCollapse") }
    func splitViewController(
        _ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode {
        calls.append("displayModeForExpanding")
        return proposedDisplayMode
    }
    func splitViewController(_ svc: SplitViewController, separateSecondaryFrom primary: ViewController) -> ViewController? {
        calls.append("separateSecondary")
        return nil
    }
    func splitViewControllerDidExpand(_ svc: SplitViewController) { calls.append("didExpand") }
}

/// A page that records its trait changes and transitions.
@MainActor
private final class TraitPage: ViewController {
    let name: String
    var heard: [String] = []
    init(_ name: String) {
        self.name = name
        super.init()
        title = name
    }

    required init?(coder: Coder) { nil }
    override func loadView() { view = Label(name) }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        heard.append("traits \(traitCollection.horizontalSizeClass)")
    }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        heard.append("willTransition")
    }
    override func viewWillAppear(_ animated: Bool) { heard.append("willAppear") }
    override func viewWillDisappear(_ animated: Bool) { heard.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { heard.append("didDisappear") }
}

/// The split view on wide and narrow windows: both columns side by side, one column with the
/// secondary on the navigation stack, and back, with UIKit's delegate order.
final class SplitViewControllerTests: GtkTestCase {
    @MainActor
    private func splitInWindow(width: Int) -> (NavigationController, SplitViewController, TraitPage, SplitRecorder, Window) {
        let list = TraitPage("List")
        let split = SplitViewController()
        split.title = "Split"
        split.setViewController(list, for: .primary)
        split.setViewController(TraitPage("Nothing Selected"), for: .secondary)
        let recorder = SplitRecorder()
        split.delegate = recorder
        let navigation = NavigationController(rootViewController: TraitPage("Home"))
        let window = presentInWindow(navigation)
        window.setDefaultSize(width: width, height: 600)
        navigation.pushViewController(split, animated: false)
        pump()
        return (navigation, split, list, recorder, window)
    }

    @MainActor
    func testAWideWindowShowsBothColumnsAndANarrowOneCollapsesInUIKitsOrder() async throws {
        let (navigation, split, list, recorder, window) = splitInWindow(width: 1000)
        defer { window.close() }
        XCTAssertTrue(pump(until: { split.view.bounds.width > 900 }))
        let width = split.view.bounds.width
        XCTAssertTrue(pump(until: { list.view.frame.width == (width * 0.35).rounded() }), "35 % of \(width) px: \(list.view.frame)")
        XCTAssertFalse(split.isCollapsed)
        XCTAssertTrue(pump(until: { split.traitCollection.horizontalSizeClass == .regular }))
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        let detail = TraitPage("Detail")
        split.showDetailViewController(detail, sender: nil)
        XCTAssertTrue(pump(until: { detail.view.isDrawable }), "the detail is in the secondary column")
        XCTAssertTrue(
            pump(until: { detail.view.frame.minX == list.view.frame.maxX + 1 }), "beside the list and its line: \(detail.view.frame)")
        XCTAssertTrue(detail.splitViewController === split)
        XCTAssertTrue(navigation.topViewController === split, "nothing pushed while there is room")
        let other = TraitPage("Other")
        split.showDetailViewController(other, sender: nil)
        XCTAssertEqual(detail.heard.suffix(2), ["willDisappear", "didDisappear"], "a replaced item leaves the screen as UIKit says")
        XCTAssertEqual(other.heard.first, "willAppear")
        split.showDetailViewController(detail, sender: nil)

        window.setDefaultSize(width: 480, height: 600)
        XCTAssertTrue(pump(until: { split.isCollapsed }), "below 600 px, one column")
        XCTAssertEqual(recorder.calls, ["topColumn secondary", "collapseSecondary", "didCollapse"], "UIKit's order")
        XCTAssertTrue(navigation.topViewController === detail, "the open item went onto the stack")
        XCTAssertTrue(detail.splitViewController === split, "and still knows its split view")
        XCTAssertEqual(split.traitCollection.horizontalSizeClass, .compact)
        let traitCalls = list.heard.filter { $0.hasPrefix("traits") || $0 == "willTransition" }
        XCTAssertEqual(traitCalls.suffix(3), ["traits regular", "willTransition", "traits compact"], "\(list.heard)")

        recorder.calls = []
        window.setDefaultSize(width: 1000, height: 600)
        XCTAssertTrue(pump(until: { !split.isCollapsed }))
        XCTAssertEqual(recorder.calls, ["displayModeForExpanding", "separateSecondary", "didExpand"])
        XCTAssertTrue(navigation.topViewController === split, "the item came back off the stack")
        XCTAssertTrue(pump(until: { detail.view.isDrawable }), "into its column")
        XCTAssertTrue(detail.parent === split)
    }

    @MainActor
    func testCollapsingWithNothingOpenShowsTheListAndShowingTheSecondaryPushesIt() async throws {
        let (navigation, split, _, recorder, window) = splitInWindow(width: 480)
        defer { window.close() }
        XCTAssertTrue(pump(until: { split.isCollapsed }))
        XCTAssertEqual(recorder.calls.first, "topColumn primary", "nothing opened: the list is the top column")
        XCTAssertTrue(navigation.topViewController === split)
        let detail = TraitPage("Detail")
        split.showDetailViewController(detail, sender: nil)
        XCTAssertTrue(navigation.topViewController === detail, "collapsed, the detail is pushed")
        navigation.popViewController(animated: false)
        split.show(.secondary)
        XCTAssertTrue(navigation.topViewController === detail, "show(.secondary) pushes it again")
        split.show(.primary)
        XCTAssertTrue(navigation.topViewController === split, "show(.primary) pops back to the list")
        window.setDefaultSize(width: 1000, height: 600)
        XCTAssertTrue(pump(until: { !split.isCollapsed }))
        XCTAssertTrue(pump(until: { detail.parent === split }), "widened, the last item is in its column (as in UIKit and libadwaita)")
        XCTAssertTrue(navigation.topViewController === split)
    }

    @MainActor
    func testF6MovesTheFocusBetweenTheColumnsAndBackToWhereItWas() async throws {
        try skipUnlessWindowsBecomeActive()
        let firstRow = Button(label: "First row")
        let secondRow = Button(label: "Second row")
        let list = Box(.vertical)
        list.append(firstRow)
        list.append(secondRow)
        let detailButton = Button(label: "In the detail")
        let split = SplitViewController()
        split.setViewController(ContentPage(list), for: .primary)
        split.setViewController(ContentPage(detailButton), for: .secondary)
        let window = presentInWindow(split)
        window.title = "Columns"
        window.setDefaultSize(width: 1000, height: 600)
        defer { window.close() }
        XCTAssertTrue(pump(until: { detailButton.isDrawable && secondRow.isDrawable }))
        XCTAssertTrue(secondRow.grabFocus())
        try XKeyboard.press("F6", inWindowTitled: "Columns")
        XCTAssertTrue(pump(until: { detailButton.hasFocus }), "F6 goes to the other column")
        try XKeyboard.press("F6", inWindowTitled: "Columns")
        XCTAssertTrue(pump(until: { secondRow.hasFocus }), "and back to the row it left, not the list's first")
    }

    @MainActor
    func testInRightToLeftTheListIsOnTheRight() async throws {
        let list = TraitPage("List")
        let split = SplitViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(TraitPage("Detail"), for: .secondary)
        let window = presentInWindow(split)
        GtkTestCase.setRightToLeft(split.view.widget)
        window.setDefaultSize(width: 1000, height: 600)
        defer { window.close() }
        XCTAssertTrue(pump(until: { split.view.bounds.width > 900 && list.view.frame.width > 0 }))
        let width = split.view.bounds.width
        XCTAssertTrue(
            pump(until: { list.view.frame.maxX == width }),
            "the primary column on the leading side, the right: \(list.view.frame) in \(width)")
    }
}
