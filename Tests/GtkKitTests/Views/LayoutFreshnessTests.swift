import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A view of constraints that also sets a frame in its own layout pass, as UIKit code does.
@MainActor
private final class BadgedHeader: View {
    let title = Label("Inbox")
    let badge = View()

    override init(frame: Rect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        addSubview(badge)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
        ])
    }

    required init?(coder: Coder) { nil }

    override func layoutSubviews() {
        // The badge at the top trailing corner, wherever the width is.
        badge.frame = Rect(x: bounds.width - 30, y: 4, width: 24, height: 24)
    }
}

/// What a layout measures and when: a frame set or a text changed just before it is placed.
final class LayoutFreshnessTests: GtkTestCase {
    @MainActor
    func testAFrameSetInLayoutSubviewsIsPlacedInTheSameLayout() async throws {
        let header = BadgedHeader()
        let window = show(header, width: 300, height: 100)
        XCTAssertEqual(allocatedFrame(of: header.badge, in: header), Rect(x: 270, y: 4, width: 24, height: 24))
        header.setMinimumSize(width: 200, height: 100)
        XCTAssertTrue(
            pump(until: { self.allocatedFrame(of: header.badge, in: header).minX == 170 }),
            "\(allocatedFrame(of: header.badge, in: header))")
        window.close()
    }

    @MainActor
    func testATitleChangedBeforeLayoutIfNeededIsMeasuredThere() async throws {
        let bar = View()
        let button = Button(label: "Go")
        button.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(button)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 12),
            button.topAnchor.constraint(equalTo: bar.topAnchor, constant: 12),
        ])
        let window = show(bar, width: 400, height: 100)
        let before = allocatedFrame(of: button, in: bar).width
        button.setTitle("Go to everything that came in overnight", for: .normal)
        bar.layoutIfNeeded()
        XCTAssertGreaterThan(allocatedFrame(of: button, in: bar).width, before + 50, "laid out at once, at its new width")
        window.close()
    }

    /// Where GTK put `view` inside `container`.
    @MainActor
    private func allocatedFrame(of view: View, in container: View) -> Rect {
        var rect = graphene_rect_t()
        guard Bool(gboolean: gtk_widget_compute_bounds(view.widget, container.widget, &rect)) else { return .zero }
        return Rect(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}
