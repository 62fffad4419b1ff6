import Foundation
import GtkKitTesting
import XCTest

/// Counting Tabs as its users meet it: the Third tab chosen by name, its Count pressed, the
/// counts in its label and the tab's badge, and only the shown tab said to be selected.
final class CountingUITests: SegueUITestCase {
    @MainActor
    func testTheThirdScenesCountShowsInItsLabelAndItsTabsBadge() async throws {
        let app = SegueApp.launch(["--page", "counting-tabs"])
        defer { app.terminate() }
        let third = app.tabBars.buttons["Third"]
        XCTAssertTrue(third.waitForExistence(timeout: 15), "the tab bar")
        third.tap()
        XCTAssertTrue(third.wait(for: \.isSelected, toEqual: true, timeout: 10), "the Third tab selected")
        XCTAssertTrue(app.otherElements["Third"].buttons["Count"].waitForExistence(timeout: 10), "the Count of the Third tab's page")
        XCTAssertEqual(app.buttons.matching(identifier: "Count").count, 1, "the other pages' Count buttons are not shown")
        app.buttons["Count"].tap()
        XCTAssertTrue(app.staticTexts["First: 0\nSecond: 0\nThird: 1"].waitForExistence(timeout: 10), "the scene's label")
        // GTK 4.8 keeps the new counts' announcement in the focused tab's description until the
        // focus leaves it; 4.18's tab says its selection itself, and its description is the badge.
        let described = ["Selected, 1 new", "First: 0, Second: 0, Third: 1. 1 new", "1 new"]
        XCTAssertTrue(
            third.wait(timeout: 10) { described.contains($0.accessibleDescription) },
            "the Third tab says its badge: “\(third.accessibleDescription)”")
        XCTAssertFalse(app.tabBars.buttons["First"].accessibleDescription.contains("Selected"), "the First tab is no longer showing")
    }
}
