import Foundation
import GtkKitTesting
import XCTest

/// Homepwner, Heroes and Disclosure Buttons as split views with real window resizes (Tasks has
/// its own, TasksSplitUITests): at 1,400 px each shows its list and an empty state together,
/// then the chosen item's page beside the list; typing goes on while the window narrows to one
/// column and widens again, the text and the focus kept.
final class SplitDemosUITests: SegueUITestCase {
    @MainActor
    func testEachSplitDemoKeepsItsEditAcrossResizes() async throws {
        let app = SegueApp.launch()
        defer { app.terminate() }
        XCTAssertTrue(app.cells["Tasks"].waitForExistence(timeout: 15), "the demo list")
        resize(app, 1400, 900)
        homepwner(app)
        heroes(app)
        disclosure(app)
    }

    /// Segue's window, found by its title as it is now (the page's, which the steps change).
    @MainActor
    private func resize(_ app: XCUIApplication, _ width: CGFloat, _ height: CGFloat, line: UInt = #line) {
        app.windows.firstMatch.resize(to: CGSize(width: width, height: height), line: line)
    }

    @MainActor
    private func open(_ app: XCUIApplication, demo: String, emptyState: String, firstRow: String, line: UInt = #line) {
        app.cells[demo].tap(line: line)
        XCTAssertTrue(
            app.descendants(matching: .any).matching(identifier: emptyState).firstMatch.waitForExistence(timeout: 10),
            "“\(emptyState)” beside the list at 1400 px", line: line)
        XCTAssertTrue(app.cells[firstRow].waitForExistence(timeout: 10), "the “\(firstRow)” row beside it", line: line)
    }

    @MainActor
    private func backToDemos(_ app: XCUIApplication, line: UInt = #line) {
        app.typeKey(.leftArrow, modifierFlags: .option, line: line)
        XCTAssertTrue(app.cells["Tasks"].waitForExistence(timeout: 10), "the demo list again", line: line)
    }

    /// The item's Name field, typed into across 1400 → 480 → 1400; choosing another item passes
    /// the edit back to the list.
    @MainActor
    private func homepwner(_ app: XCUIApplication) {
        open(app, demo: "Homepwner", emptyState: "No Item Selected", firstRow: "Coffee Mug")
        app.cells["Coffee Mug"].tap()
        let name = app.textFields["Name"]
        XCTAssertTrue(name.waitForExistence(timeout: 10), "the item's Name field beside the list")
        XCTAssertTrue(app.cells["Bicycle"].exists, "the list stays when the item opens on a wide window")
        XCTAssertTrue(name.wait(for: \.hasFocus, toEqual: true, timeout: 10), "the keyboard in the Name field")
        app.typeKey(.end)
        app.typeText(" XL")
        XCTAssertTrue(name.wait(timeout: 10) { $0.value as? String == "Coffee Mug XL" }, "“ XL” typed")
        resize(app, 480, 800)
        XCTAssertTrue(app.cells["Bicycle"].waitForNonExistence(timeout: 10), "one column at 480 px")
        XCTAssertTrue(name.wait(for: \.hasFocus, toEqual: true, timeout: 10), "the keyboard still in the Name field at 480 px")
        app.typeText("!")
        resize(app, 1400, 900)
        XCTAssertTrue(app.cells["Bicycle"].waitForExistence(timeout: 10), "the list back beside the page at 1400 px")
        XCTAssertTrue(name.wait(for: \.hasFocus, toEqual: true, timeout: 10), "the keyboard still in the Name field at 1400 px")
        XCTAssertEqual(name.value as? String, "Coffee Mug XL!", "the name after the resizes")
        app.cells["Bicycle"].tap()
        XCTAssertTrue(app.cells["Coffee Mug XL!"].waitForExistence(timeout: 10), "the edit passed back when another item was chosen")
        backToDemos(app)
    }

    /// The hero's page beside the two tabs; its Identity editor, pushed over both, keeps what was
    /// typed across 1400 → 480 → 1400, and Save shows the value in the page beside the list.
    @MainActor
    private func heroes(_ app: XCUIApplication) {
        open(app, demo: "Heroes", emptyState: "No Hero Selected", firstRow: "Velocity")
        app.cells["Velocity"].tap()
        let identity = app.cells["Identity"]
        XCTAssertTrue(identity.waitForExistence(timeout: 10), "the hero's page beside the list")
        XCTAssertTrue(app.cells["Velocity"].exists, "the list stays when the hero opens on a wide window")
        identity.tap()
        let field = app.textFields["Identity"]
        XCTAssertTrue(field.wait(for: \.hasFocus, toEqual: true, timeout: 10), "the keyboard in the Identity editor")
        app.typeKey(.end)
        app.typeText(" Jr")
        resize(app, 480, 800)
        app.typeText(".")
        resize(app, 1400, 900)
        XCTAssertTrue(field.wait(for: \.hasFocus, toEqual: true, timeout: 10), "the editor open, with the keyboard, after the resizes")
        XCTAssertEqual(field.value as? String, "Ada Okafor Jr.", "the editor's text after the resizes")
        app.buttons["Save"].tap()
        XCTAssertTrue(
            identity.wait(timeout: 10) {
                $0.accessibleDescription == "Ada Okafor Jr." || $0.descendants(matching: .any)["Ada Okafor Jr."].exists
            }, "the saved value in the hero's page beside the list")
        XCTAssertTrue(app.cells["Velocity"].exists, "the list beside the hero's page after Save")
        backToDemos(app)
    }

    /// A movie's details button shows its page beside the list, the list kept.
    @MainActor
    private func disclosure(_ app: XCUIApplication) {
        open(app, demo: "Disclosure Buttons", emptyState: "No Movie Selected", firstRow: "Up")
        app.buttons["Show details for Up"].tap()
        XCTAssertTrue(
            app.descendants(matching: .any)["You pressed the disclosure button for Up."].waitForExistence(timeout: 10),
            "Up's page beside the list")
        XCTAssertTrue(app.cells["Cars"].exists, "the list stays when the movie's page opens on a wide window")
    }
}
