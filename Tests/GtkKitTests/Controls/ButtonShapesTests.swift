import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's ways of making a button and its title, and the screen UIKit's template sizes its
/// window from, as a port's code calls them.
final class ButtonShapesTests: GtkTestCase {
    @MainActor
    func testAButtonOfAKindShowsItsTitleOrItsNamedIcon() async {
        let tap = Button(type: .system)
        tap.setTitle("Tap me", for: .normal)
        tap.setTitle("Tapping", for: .highlighted)
        XCTAssertEqual(tap.label, "Tap me", "the normal title is the label")
        XCTAssertEqual(tap.currentTitle, "Tap me")
        XCTAssertEqual(tap.title(for: .highlighted), "Tapping", "kept for title(for:)")
        XCTAssertEqual(tap.title(for: .disabled), "Tap me", "a state with no title falls back to the normal one")
        XCTAssertEqual(Button(type: .close).accessibilityLabel, "Close", "an icon-only kind is named")
        XCTAssertEqual(Button(type: .detailDisclosure).accessibilityLabel, "More Information")
    }

    @MainActor
    func testTheMainScreenIsTheFirstMonitor() async {
        let screen = Screen.main
        XCTAssertGreaterThan(screen.bounds.width, 300, "the display's size, not zero")
        XCTAssertGreaterThan(screen.bounds.height, 200)
        XCTAssertEqual(screen.bounds.origin, .zero)
        XCTAssertGreaterThanOrEqual(screen.scale, 1)
    }

    @MainActor
    func testALeafViewSaysItHasNoGuides() async {
        let label = Label("Leaf")
        expectedLogMessages = ["safeAreaLayoutGuide: a Label holds no subviews and has no guides"]
        XCTAssertNil(label.safeAreaLayoutGuide.owningView, "a guide in no view")
        let view: View = View()
        XCTAssertTrue(view.safeAreaLayoutGuide.owningView === view, "a View's own guide, through View")
    }
}
