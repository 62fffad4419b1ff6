import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// `BarButtonItem.minimumWindowWidth`: a secondary header item gives way in a phone-narrow window
/// and comes back when the window is wide enough, without ever holding the window wide.
final class BarButtonItemWidthTests: GtkTestCase {
    @MainActor
    func testASecondaryItemShowsOnlyInAWideEnoughWindow() async throws {
        let page = ViewController()
        page.title = "Items"
        let secondary = BarButtonItem(iconName: "view-grid-symbolic", accessibilityLabel: "View as Grid") {}
        secondary.minimumWindowWidth = 420
        page.navigationItem.rightBarButtonItems = [BarButtonItem(systemItem: .add) {}, secondary]
        let navigation = NavigationController(rootViewController: page)
        let window = presentInWindow(navigation)
        window.setDefaultSize(width: 360, height: 500)
        XCTAssertTrue(pump(until: { window.bounds.width > 0 }))
        _ = pump(until: { false }, timeout: 0.3)
        XCTAssertFalse(secondary.view.isVisible, "hidden in a 360-px window (\(window.bounds.width) px)")
        XCTAssertLessThanOrEqual(window.bounds.width, 360, "the item never held the window wider")

        window.setDefaultSize(width: 700, height: 500)
        XCTAssertTrue(pump(until: { secondary.view.isVisible }), "shown again at 700 px (\(window.bounds.width) px)")
        window.setDefaultSize(width: 380, height: 500)
        XCTAssertTrue(pump(until: { !secondary.view.isVisible }), "and gone again at 380 px")
    }
}
