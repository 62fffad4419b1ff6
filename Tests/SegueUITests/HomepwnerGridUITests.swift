import Foundation
import GtkKitTesting
import XCTest

/// Homepwner as a grid, by keyboard: "View as Grid" in the header shows the items as tiles, each
/// described by its serial number, value and place ("… 2 of 4"); the arrows move in two
/// dimensions; the picture's button shows the picture in a popover; Return opens the item and
/// Escape returns the focus to its tile; Delete deletes it and Ctrl+Z brings it back, focused;
/// "View as List" shows the rows again.
final class HomepwnerGridUITests: SegueUITestCase {
    @MainActor
    func testTheGridMovesInTwoDimensionsAndOpensDeletesAndRestores() async throws {
        let app = SegueApp.launch(["--page", "homepwner"])
        defer { app.terminate() }
        app.buttons["View as Grid"].tap()
        XCTAssertTrue(app.buttons["View as List"].waitForExistence(timeout: 10), "the button to say “View as List” now")
        let mug = app.cells["Coffee Mug"]
        XCTAssertTrue(mug.waitForExistence(timeout: 10), "the “Coffee Mug” tile")
        XCTAssertTrue(
            mug.accessibleDescription.hasSuffix("2 of 4") && mug.accessibleDescription.contains("8B2M5"),
            "the tile is described “\(mug.accessibleDescription)”, not by its serial, value and place")

        func focused(_ name: String, after what: String, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertTrue(app.cells[name].wait(for: \.hasFocus, toEqual: true, timeout: 10), what, file: file, line: line)
        }
        focused("Desk Lamp", after: "the focus on the first tile, after the switch")
        app.typeKey(.rightArrow)
        focused("Coffee Mug", after: "Right to move to the next tile")
        app.typeKey(.downArrow)
        focused("Rusty Spork", after: "Down to move a line down (onto the shorter last line)")
        app.typeKey(.home)
        focused("Desk Lamp", after: "Home to go to the first tile")
        app.typeKey(.end)
        focused("Rusty Spork", after: "End to go to the last tile")

        app.buttons["Show image of Bicycle"].tap()
        let picture = app.descendants(matching: .any).matching(identifier: "Image of Bicycle").firstMatch
        XCTAssertTrue(picture.waitForExistence(timeout: 10), "the popover “Image of Bicycle”")
        app.typeKey(.escape)
        XCTAssertTrue(picture.waitForNonExistence(timeout: 10), "Escape to close the popover")

        app.typeKey(.home)
        app.typeKey(.rightArrow)
        focused("Coffee Mug", after: "the focus on “Coffee Mug”")
        app.typeKey(.return)
        XCTAssertTrue(app.textFields["Name"].wait(for: \.hasFocus, toEqual: true, timeout: 10), "Return to open the item, in Name")
        app.typeKey(.escape)
        XCTAssertTrue(app.textFields["Name"].waitForNonExistence(timeout: 10), "Escape to leave the item's page")
        focused("Coffee Mug", after: "the focus back on the “Coffee Mug” tile")

        app.typeKey(.forwardDelete)
        XCTAssertTrue(mug.waitForNonExistence(timeout: 10), "Delete to delete the focused item")
        focused("Bicycle", after: "the focus on the tile now in its place")
        app.typeKey("z", modifierFlags: .control)
        focused("Coffee Mug", after: "Ctrl+Z to bring the item back, focused")

        app.buttons["View as List"].tap()
        XCTAssertTrue(app.buttons["View as Grid"].waitForExistence(timeout: 10), "“View as List” to show the rows again")
        XCTAssertTrue(mug.exists, "the rows again")
    }
}
