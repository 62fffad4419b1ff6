import Foundation
import GtkKitTesting
import XCTest

/// Identifiers: a GtkKit view's `accessibilityIdentifier` finds its element whatever its label
/// says, and an element reads it back.
final class IdentifierTests: UITestCase {
    @MainActor
    func testAnIdentifierFindsItsElementWhateverItsLabelSays() async throws {
        let app = TestApp.launch()
        defer { app.terminate() }
        let status = app.staticTexts["status"]
        XCTAssertTrue(status.exists, "found by its identifier, not its label")
        XCTAssertEqual(status.label, "Ready")
        XCTAssertEqual(status.identifier, "status")
        app.buttons["count"].tap()
        XCTAssertTrue(status.wait(for: \.label, toEqual: "Taps: 1", timeout: 10), "the same element, its label changed")
        XCTAssertEqual(app.buttons["Count"].identifier, "count", "found by label, it has its identifier")
        XCTAssertEqual(app.buttons["Details"].identifier, "", "no identifier set")
        XCTAssertEqual(app.textFields.matching(identifier: "name-field").count, 1)
        XCTAssertFalse(app.buttons["status"].exists, "an identifier finds its own type only")
        // The three set, and the navigation bar's, which is its title.
        XCTAssertEqual(
            app.descendants(matching: .any).matching("identified") { !$0.identifier.isEmpty }.allElementsBoundByIndex.map(\.identifier)
                .sorted(), ["Controls", "count", "name-field", "status"])
    }
}
