import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's Auto Layout debugging on views in a real window: a view its constraints leave open
/// says so, and lists the constraints that place it.
final class AmbiguousLayoutTests: GtkTestCase {
    @MainActor
    func testAViewWithNoSizeIsAmbiguousUntilItsSizeIsGiven() async throws {
        let page = View()
        let label = Label("Name")
        let swatch = View() // a plain view: no content, so no size of its own
        for view in [label, swatch] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            page.addSubview(view)
        }
        let leading = swatch.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: page.topAnchor, constant: 16),
            leading,
            swatch.topAnchor.constraint(equalTo: label.topAnchor),
        ])
        let window = show(page, width: 400, height: 200)
        XCTAssertFalse(label.hasAmbiguousLayout, "a label's text gives it its size")
        XCTAssertTrue(swatch.hasAmbiguousLayout, "nothing says how large the plain view is")
        XCTAssertEqual(
            swatch.constraintsAffectingLayout(for: .horizontal).map(\.description), [leading.description],
            "its place in the row, and nothing of its top")

        let width = swatch.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        XCTAssertTrue(swatch.hasAmbiguousLayout, "its height is still open")
        swatch.heightAnchor.constraint(equalTo: swatch.widthAnchor).isActive = true
        XCTAssertFalse(swatch.hasAmbiguousLayout)
        XCTAssertEqual(
            swatch.constraintsAffectingLayout(for: .horizontal).count, 3, "its place in the row, its width, and its square (both axes)")
        XCTAssertEqual(swatch.constraintsAffectingLayout(for: .vertical).count, 2, "its top and its square")
        let frame = swatch.frame
        _ = swatch.hasAmbiguousLayout
        XCTAssertEqual(swatch.frame, frame, "asking moves nothing")
        XCTAssertFalse(page.hasAmbiguousLayout, "a window's content is placed by GTK, not by constraints")
        window.close()
    }
}
