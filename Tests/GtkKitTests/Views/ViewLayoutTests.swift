import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A view of its own, UIKit's way: it places its subview from its bounds in layoutSubviews.
@MainActor
private final class InsetView: View {
    let inner = Label("Inner")
    private(set) var layouts: [Rect] = []
    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(inner)
    }
    required init?(coder: Coder) {
        super.init(coder: coder)
        addSubview(inner)
    }
    override func layoutSubviews() {
        layouts.append(bounds)
        inner.frame = bounds.inset(by: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
    }
}

/// UIKit's view basics and stack views, laid out in a real window.
final class ViewLayoutTests: GtkTestCase {
    @MainActor
    func testAControllersDefaultViewTakesSubviewsAndConstraintsAsUIKitsDoes() async throws {
        let controller = ViewController()
        let label = Label("Centred")
        controller.view.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 30),
        ])
        let window = presentInWindow(controller)
        defer { window.close() }
        XCTAssertTrue(type(of: controller.view) == View.self, "an empty View, as UIKit's is an empty UIView")
        XCTAssertTrue(label.superview === controller.view)
        XCTAssertTrue(pump(until: { label.frame.minY == 30 && abs(label.frame.midX - controller.view.bounds.midX) <= 1 }), "\(label.frame)")

        let framed = InsetView(frame: Rect(x: 10, y: 20, width: 120, height: 40))
        XCTAssertEqual(framed.frame, Rect(x: 10, y: 20, width: 120, height: 40), "init(frame:) sets the frame, as in UIKit")
    }

    @MainActor
    func testALeafViewSaysItHoldsNoSubviews() {
        let label = Label("Leaf")
        let inner = Button(label: "Inner")
        expectedLogMessages = ["addSubview: a Label holds no subviews; put it and the Button in a View"]
        label.addSubview(inner)
        XCTAssertNil(inner.superview, "not added")
    }

    @MainActor
    func testAViewPlacesItsSubviewsFromLayoutSubviews() async throws {
        let view = InsetView()
        let window = show(view)
        XCTAssertEqual(view.layouts.last, Rect(x: 0, y: 0, width: 400, height: 300), "told its bounds")
        XCTAssertTrue(pump(until: { view.inner.frame == Rect(x: 20, y: 10, width: 360, height: 280) }), "\(view.inner.frame)")
        XCTAssertTrue(view.inner.superview === view)
        XCTAssertEqual(view.subviews.count, 1)

        let badge = Label("3")
        badge.tag = 7
        view.addSubview(badge)
        badge.frame = Rect(x: 5, y: 6, width: 40, height: 30)
        view.layoutIfNeeded()
        XCTAssertTrue(view.viewWithTag(7) === badge)
        XCTAssertNil(view.viewWithTag(8))
        var rect = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(badge.widget, view.widget, &rect) != 0)
        XCTAssertEqual([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], [5, 6, 40, 30], "placed at its frame")
        view.bringSubviewToFront(view.inner)
        XCTAssertTrue(view.subviews.last === view.inner, "drawn on top")
        badge.removeFromSuperview()
        XCTAssertNil(badge.superview)
        XCTAssertEqual(view.subviews.count, 1)
        badge.alpha = 2
        XCTAssertEqual(badge.alpha, 1, "clamped to 0…1")
        window.close()
    }

    @MainActor
    func testAStackArrangesAlongItsAxisWithSpacingAndMargins() async throws {
        let first = Label("One")
        let second = Label("Two")
        let third = Label("Three")
        let stack = StackView(arrangedSubviews: [first, second, third])
        stack.axis = .vertical
        stack.spacing = 8
        stack.setCustomSpacing(20, after: second)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 10)
        let window = show(stack, width: 300, height: 400)
        let height = first.frame.height
        XCTAssertGreaterThan(height, 0)
        XCTAssertEqual(first.frame, Rect(x: 30, y: 4, width: 260, height: height), "fill: as wide as the margins leave")
        XCTAssertEqual(second.frame.minY, 4 + height + 8)
        XCTAssertEqual(third.frame.minY, second.frame.maxY + 20, "the custom spacing after the second")

        second.isHidden = true
        XCTAssertTrue(pump(until: { third.frame.minY == first.frame.maxY + 8 }), "a hidden view takes no space: \(third.frame)")
        stack.alignment = .trailing
        XCTAssertTrue(pump(until: { first.frame.maxX == 290 && first.frame.width < 260 }), "trailing, natural width: \(first.frame)")
        window.close()
    }

    @MainActor
    func testAHorizontalStackRunsRightToLeftInAHebrewLayout() async throws {
        let start = Label("Start")
        let end = Label("End")
        let stack = StackView(arrangedSubviews: [start, end])
        stack.distribution = .fillEqually
        let window = show(stack, width: 400, height: 100, rightToLeft: true)
        XCTAssertEqual(start.frame.minX, 200, "the first view at the right: \(start.frame)")
        XCTAssertEqual(end.frame.minX, 0)
        XCTAssertEqual(start.frame.width, 200)
        window.close()
    }

    @MainActor
    func testAWrappingLabelInAStackWrapsInANarrowWindow() async throws {
        // Notes' About page: a column of a long wrapping label and a row of two buttons, a page of
        // a navigation controller (GtkStack asks a page's minimum width for its height). In a
        // window 360 px wide the label wraps to the width left, and nothing is wider than the window.
        let label = Label(String(repeating: "A sentence long enough to wrap. ", count: 4))
        label.wraps = true
        let buttons = StackView(arrangedSubviews: [Button(label: "Open Website"), Button(label: "Copy Link")])
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        let page = StackView(arrangedSubviews: [label, buttons])
        page.axis = .vertical
        page.spacing = 18
        page.isLayoutMarginsRelativeArrangement = true
        page.directionalLayoutMargins = DirectionalEdgeInsets(top: 24, leading: 24, bottom: 24, trailing: 24)
        page.verticalAlignment = .start
        let window = Window(application: nil)
        window.setDefaultSize(width: 360, height: 400)
        window.rootViewController = NavigationController(rootViewController: ContentPage(page))
        window.present()
        XCTAssertTrue(pump(until: { page.bounds.width > 0 }))
        pump()
        let width = try XCTUnwrap(window.rootViewController?.view.bounds.width)
        XCTAssertLessThanOrEqual(width, 360)
        XCTAssertEqual(page.bounds.width, width, "the page is the window's width: \(page.bounds)")
        XCTAssertEqual(label.frame.width, width - 48, "the label fills the width inside the margins: \(label.frame)")
        let oneLine = label.intrinsicContentSize.height
        XCTAssertGreaterThan(label.frame.height, oneLine * 1.5, "the label wraps onto more lines: \(label.frame)")
        XCTAssertEqual(buttons.frame.width, width - 48)
        XCTAssertEqual(
            label.sizeThatFits(Size(width: width - 48, height: 0)).height, label.frame.height, "sizeThatFits: the height in lines")
        window.close()
    }

    @MainActor
    func testArrangedViewsCanBeRemovedAndStaySubviewsAsInUIKit() async throws {
        let kept = Label("Kept")
        let freed = Label("Freed")
        let stack = StackView(arrangedSubviews: [kept, freed])
        stack.removeArrangedSubview(freed)
        XCTAssertEqual(stack.arrangedSubviews.count, 1)
        XCTAssertTrue(stack.subviews.contains { $0 === freed }, "still a subview")
        freed.removeFromSuperview()
        XCTAssertFalse(stack.subviews.contains { $0 === freed })
        stack.addArrangedSubview(kept)
        XCTAssertEqual(stack.arrangedSubviews.count, 1, "arranged once")
    }
}
