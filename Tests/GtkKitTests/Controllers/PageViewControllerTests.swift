import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's page view controller as GNOME's carousels turn pages: Ctrl+Page Down and Ctrl+Page Up,
/// the page dots read "Page 2 of 3", the delegate told of each turn, the focus moving with the
/// page, a page that slid out gone from the view.
final class PageViewControllerTests: GtkTestCase {
    @MainActor
    private final class Tour: PageViewControllerDataSource, PageViewControllerDelegate {
        let pages: [ViewController] = (1...3).map { number in
            let page = ViewController()
            page.title = "Page \(number)"
            page.view = Button(label: "Step \(number)")
            return page
        }
        var turns: [String] = []

        func index(of controller: ViewController?) -> Int? { pages.firstIndex { $0 === controller } }
        func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController)
            -> ViewController?
        {
            index(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController)
            -> ViewController?
        {
            index(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }
        func presentationCount(for pageViewController: PageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: PageViewController) -> Int {
            index(of: pageViewController.viewControllers?.first) ?? 0
        }
        func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {
            turns.append("to \(pendingViewControllers.first?.title ?? "?")")
        }
        func pageViewController(
            _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
            transitionCompleted completed: Bool
        ) {
            turns.append("from \(previousViewControllers.first?.title ?? "?") \(completed)")
        }
    }

    @MainActor
    func testCtrlPageDownAndUpTurnPagesAndTheDotsFollow() async throws {
        try skipUnlessWindowsBecomeActive()
        let tour = Tour()
        let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = tour
        pager.delegate = tour
        pager.setViewControllers([tour.pages[0]], direction: .forward, animated: false)
        pager.title = "Tour"
        let window = presentInWindow(pager)
        window.title = "Tour"
        XCTAssertTrue(pump(until: { gtk_window_is_active(window.pointer()) != 0 && tour.pages[0].view.isDrawable }))
        XCTAssertTrue(tour.pages[0].parent === pager)
        XCTAssertTrue(tour.pages[0].view.grabFocus())
        var dots = try XCTUnwrap(AccessibilityBus.describe(windowTitled: "Tour").first { $0.role == "slider" })
        XCTAssertEqual(dots.description, "Page 1 of 3")

        try XKeyboard.press("ctrl+Next", inWindowTitled: "Tour")
        XCTAssertTrue(pump(until: { pager.viewControllers?.first === tour.pages[1] }), "Ctrl+Page Down turns forward")
        XCTAssertEqual(tour.turns, ["to Page 2", "from Page 1 true"])
        XCTAssertTrue(
            pump(until: { tour.pages[1].view.isDrawable && gtk_widget_has_focus(tour.pages[1].view.widget) != 0 }),
            "the focus goes with the page")
        XCTAssertNil(tour.pages[0].parent)
        XCTAssertTrue(
            pump(until: { !tour.pages[0].view.isDrawable && tour.pages[0].view.superview == nil }), "the old page goes once it slid out")
        try XKeyboard.press("ctrl+Next", inWindowTitled: "Tour")
        XCTAssertTrue(pump(until: { pager.viewControllers?.first === tour.pages[2] }))
        try XKeyboard.press("ctrl+Next", inWindowTitled: "Tour")
        _ = pump(until: { false }, timeout: 0.3)
        XCTAssertTrue(pager.viewControllers?.first === tour.pages[2], "the last page stays")
        try XKeyboard.press("ctrl+Prior", inWindowTitled: "Tour")
        XCTAssertTrue(pump(until: { pager.viewControllers?.first === tour.pages[1] }), "Ctrl+Page Up turns back")
        XCTAssertTrue(pump(until: { tour.pages[2].view.superview == nil }), "the page it left has slid out")
        dots = try XCTUnwrap(AccessibilityBus.describe(windowTitled: "Tour").first { $0.role == "slider" })
        XCTAssertEqual(dots.description, "Page 2 of 3")
    }
}
