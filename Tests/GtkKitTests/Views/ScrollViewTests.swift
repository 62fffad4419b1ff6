import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// Records what a scroll view tells its delegate.
@MainActor
private final class ScrollRecorder: ScrollViewDelegate {
    var scrolls: [Point] = []
    var animationsEnded = 0
    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls.append(scrollView.contentOffset) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { animationsEnded += 1 }
}

/// UIKit's scroll view on GtkScrolledWindow: content added as subviews, offsets clamped, insets,
/// showing a rect, animated offsets, and scrolling turned off for the user but not for code.
final class ScrollViewTests: GtkTestCase {
    /// `scroller` at 300 × 200 in a window titled `title`.
    @MainActor
    private func show(_ scroller: ScrollView, title: String) -> Window {
        scroller.setMinimumSize(width: 300, height: 200)
        scroller.expandsVertically = false
        scroller.expandsHorizontally = false
        scroller.horizontalAlignment = .start
        scroller.verticalAlignment = .start
        let page = ContentPage(scroller)
        page.title = title
        let window = presentInWindow(page)
        window.title = title
        return window
    }

    /// A scroll view 300 × 200 in a window titled `title`, holding 30 rows of text in a column.
    @MainActor
    private func scrollerInWindow(title: String = "Scroller") -> (ScrollView, StackView, Window) {
        let rows = (1...30).map { Label("Row \($0)") }
        let column = StackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 10
        let scroller = ScrollView()
        scroller.addSubview(column)
        let window = show(scroller, title: title)
        XCTAssertTrue(pump(until: { scroller.bounds.height == 200 && column.bounds.height > 400 }), "\(scroller.bounds) \(column.bounds)")
        return (scroller, column, window)
    }

    @MainActor
    func testContentAddedAsSubviewsScrollsAndOffsetsAreClamped() async throws {
        let (scroller, column, window) = scrollerInWindow()
        defer { window.close() }
        let recorder = ScrollRecorder()
        scroller.delegate = recorder
        XCTAssertTrue(column.superview === scroller.contentView)
        XCTAssertEqual(scroller.contentOffset, Point(x: 0, y: 0))
        scroller.contentOffset = Point(x: 0, y: 100)
        XCTAssertEqual(scroller.contentOffset, Point(x: 0, y: 100))
        XCTAssertEqual(recorder.scrolls.last, Point(x: 0, y: 100), "the delegate hears the scroll")
        scroller.contentOffset = Point(x: -50, y: 1_000_000)
        let bottom = column.bounds.height - 200
        XCTAssertEqual(scroller.contentOffset.y, bottom, accuracy: 1, "clamped to the last page")
        XCTAssertEqual(scroller.contentOffset.x, 0, "and never before the start")

        scroller.contentInset = EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        scroller.contentOffset = Point(x: 0, y: 0)
        var bounds = graphene_rect_t()
        XCTAssertTrue(
            pump(until: { gtk_widget_compute_bounds(column.widget, scroller.widget, &bounds) != 0 && bounds.origin.y == 50 }),
            "the inset is room above the content: \(bounds.origin.y)")
        scroller.contentOffset = Point(x: 0, y: 1_000_000)
        XCTAssertTrue(pump(until: { abs(scroller.contentOffset.y - (bottom + 80)) < 1 }), "and below: \(scroller.contentOffset)")

        scroller.contentSize = Size(width: 300, height: 2000)
        XCTAssertTrue(
            pump(until: { scroller.contentView.bounds.height == 2000 }), "a size set is the content's: \(scroller.contentView.bounds)")
    }

    @MainActor
    func testARectIsBroughtIntoViewWithTheLeastScroll() async throws {
        let (scroller, column, window) = scrollerInWindow()
        defer { window.close() }
        let row = try XCTUnwrap(column.arrangedSubviews.last)
        scroller.scrollRectToVisible(row.frame, animated: false)
        XCTAssertEqual(scroller.contentOffset.y, row.frame.maxY - 200, accuracy: 1, "its bottom at the view's bottom")
        let first = try XCTUnwrap(column.arrangedSubviews.first)
        scroller.scrollRectToVisible(first.frame, animated: false)
        XCTAssertEqual(scroller.contentOffset.y, 0, accuracy: 1, "back up to its top")
        scroller.contentOffset = Point(x: 0, y: 50)
        scroller.scrollRectToVisible(Rect(x: 0, y: 60, width: 10, height: 10), animated: false)
        XCTAssertEqual(scroller.contentOffset.y, 50, "already visible: no scroll")
    }

    @MainActor
    func testAnAnimatedOffsetSlidesThereAndSaysWhenItEnds() async throws {
        let (scroller, _, window) = scrollerInWindow()
        defer {
            setAnimations(false)
            window.close()
        }
        let recorder = ScrollRecorder()
        scroller.delegate = recorder
        setAnimations(true)
        scroller.setContentOffset(Point(x: 0, y: 200), animated: true)
        XCTAssertLessThan(scroller.contentOffset.y, 200, "not there at once")
        XCTAssertTrue(pump(until: { recorder.animationsEnded == 1 }))
        XCTAssertEqual(scroller.contentOffset.y, 200)
        XCTAssertGreaterThan(recorder.scrolls.count, 3, "through the offsets between: \(recorder.scrolls)")
        XCTAssertTrue(recorder.scrolls.dropLast().allSatisfy { $0.y > 0 && $0.y < 200 })

        setAnimations(false)
        recorder.scrolls = []
        scroller.setContentOffset(Point(x: 0, y: 0), animated: true)
        XCTAssertEqual(scroller.contentOffset.y, 0, "animations off: there at once")
        XCTAssertEqual(recorder.animationsEnded, 2, "and the animation's end is said")
        XCTAssertEqual(recorder.scrolls.count, 1)
    }

    @MainActor
    func testTurnedOffTheWheelDoesNotScrollButCodeStillDoes() async throws {
        try skipUnlessWindowsBecomeActive()
        let (scroller, _, window) = scrollerInWindow(title: "Wheel")
        defer { window.close() }
        scroller.isScrollEnabled = false
        try XKeyboard.scrollDown(over: scroller, inWindowTitled: "Wheel")
        pump()
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 200)
        XCTAssertEqual(scroller.contentOffset.y, 0, "the wheel does nothing")
        scroller.contentOffset = Point(x: 0, y: 40)
        XCTAssertEqual(scroller.contentOffset.y, 40, "code still scrolls")
        scroller.isScrollEnabled = true
        try XKeyboard.scrollDown(over: scroller, inWindowTitled: "Wheel")
        XCTAssertTrue(pump(until: { scroller.contentOffset.y > 40 }), "on again, the wheel scrolls: \(scroller.contentOffset)")
    }
}

extension ScrollViewTests {
    /// A text view given to `init(content:)` takes the view's width, its lines wrap there rather
    /// than scrolling sideways, and typing at the end of a long text keeps the cursor in sight:
    /// the text view scrolls itself, as UIKit's does.
    @MainActor
    func testATextViewAsContentTakesTheWidthAndKeepsItsCursorInSight() async throws {
        let text = TextView()
        text.text = (1...80).map { "Line \($0) of a note long enough to wrap at three hundred pixels" }.joined(separator: "\n")
        let scroller = ScrollView(content: text)
        XCTAssertTrue(scroller.contentView === text)
        let window = show(scroller, title: "Long note")
        defer { window.close() }
        XCTAssertTrue(pump(until: { scroller.bounds.height == 200 && text.bounds.width > 0 }))
        XCTAssertEqual(text.bounds.width, scroller.bounds.width, accuracy: 1, "the text takes the view's width")
        // GTK lays a text view's lines out in the background: once it has, they are wrapped at
        // the view's width and there is nothing to scroll sideways.
        XCTAssertTrue(
            pump(until: {
                scroller.contentOffset = Point(x: 500, y: 0)
                return scroller.contentOffset.x == 0
            }), "lines wrap: nothing to scroll sideways")
        XCTAssertTrue(text.becomeFirstResponder())
        try XKeyboard.press("ctrl+End", inWindowTitled: "Long note")
        XCTAssertTrue(pump(until: { scroller.contentOffset.y > 1000 }), "the view follows the cursor to the end: \(scroller.contentOffset)")
    }
}
