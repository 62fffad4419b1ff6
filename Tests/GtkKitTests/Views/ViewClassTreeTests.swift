import GtkKit
import GtkKitTestSupport
import XCTest

/// A view of its own written as UIKit code is: both of UIKit's initialisers, its own setup in each.
@MainActor
private final class CaptionView: View {
    let caption = Label("Caption")
    private(set) var madeFromCoder = false
    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(caption)
    }
    required init?(coder: Coder) {
        super.init(coder: coder)
        madeFromCoder = coder.containsValue(forKey: "caption")
        caption.text = coder.decodeString(forKey: "caption") ?? caption.text
        addSubview(caption)
    }
    override func layoutSubviews() {
        caption.frame = bounds.insetBy(dx: 8, dy: 4)
    }
}

/// UIKit's class tree: every GtkKit view is a `View`, made with `init(frame:)` as UIKit's are,
/// and held, placed and taken out as one.
final class ViewClassTreeTests: GtkTestCase {
    @MainActor
    func testEveryKindOfViewGoesInAViewAtItsFrame() async throws {
        func at(_ index: Int) -> Rect { Rect(x: Double(10 + index * 3), y: Double(index * 40), width: 120, height: 30) }
        let views: [View] = [
            Label(frame: at(0)), Button(frame: at(1)), TextField(frame: at(2)), TextView(frame: at(3)),
            Switch(frame: at(4)), Slider(frame: at(5)), ImageView(frame: at(6)), ScrollView(frame: at(7)),
            StackView(frame: at(8)), View(frame: at(9)),
        ]
        let container = View()
        for view in views { container.addSubview(view) }
        XCTAssertEqual(container.subviews.count, views.count)
        let window = show(container)
        defer { window.close() }
        for (index, view) in views.enumerated() {
            XCTAssertTrue(view.superview === container, "\(type(of: view)) in the view")
            XCTAssertEqual(view.frame, at(index), "\(type(of: view)): init(frame:) set its frame")
            XCTAssertTrue(view.subviews.isEmpty, "\(type(of: view)): no subviews yet")
        }
        // Placed where its frame says (GTK's switch centres itself in its frame's height).
        let placed = {
            views.indices.allSatisfy {
                let origin = views[$0].convert(Point(x: 0, y: 0), to: container)
                return origin.x == at($0).minX && abs(origin.y - at($0).minY) <= 2
            }
        }
        XCTAssertTrue(pump(until: placed), "\(views.map { $0.convert(Point(x: 0, y: 0), to: container) })")
    }

    @MainActor
    func testAViewTakenOutOfABoxOrAViewLeavesIt() {
        let box = Box(.vertical, spacing: 0)
        let inBox = Label("In a box")
        box.append(inBox)
        XCTAssertTrue(inBox.superview === box)
        inBox.removeFromSuperview()
        XCTAssertNil(inBox.superview, "a box is a view too, and lets it go")

        let container = View()
        let inView = Button(label: "In a view")
        container.addSubview(inView)
        inView.removeFromSuperview()
        XCTAssertNil(inView.superview)
        XCTAssertTrue(container.subviews.isEmpty)
    }

    @MainActor
    func testAViewOfItsOwnIsMadeByEitherOfUIKitsInitialisersOrByInit() async throws {
        let coder = Coder()
        coder.encode("From a coder", forKey: "caption")
        let decoded = try XCTUnwrap(CaptionView(coder: coder))
        XCTAssertTrue(decoded.madeFromCoder)
        XCTAssertEqual(decoded.caption.text, "From a coder")
        XCTAssertTrue(decoded.caption.superview === decoded, "a view made from a coder holds subviews")
        let window = show(decoded)
        defer { window.close() }
        XCTAssertTrue(pump(until: { decoded.caption.frame == Rect(x: 8, y: 4, width: 384, height: 292) }), "\(decoded.caption.frame)")

        let plain = CaptionView()
        XCTAssertFalse(plain.madeFromCoder, "init() is inherited, and is init(frame: .zero)")
        XCTAssertEqual(plain.subviews.count, 1)
    }
}
