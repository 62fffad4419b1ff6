import Foundation
import GtkKitTesting
import XCTest

/// Search by keyboard alone: typing in the task list starts a search that filters as you type,
/// Down goes to the results, Escape shows every task again with the focus where it was; Ctrl+F
/// opens the field, text that is syntax elsewhere finds nothing and says "No Results"; the movie
/// list and the heroes are searched the same way (a hero by secret identity).
final class SearchUITests: SegueUITestCase {
    private let urgent = ["URGENT: Buy milk", "URGENT: Fold laundry"]

    @MainActor
    func testTypingSearchesAndEscapeShowsEverythingAgain() async throws {
        let app = SegueApp.launch()
        defer { app.terminate() }
        let walk = SegueApp.openTasks(in: app)
        XCTAssertTrue(walk.wait(for: \.hasFocus, toEqual: true, timeout: 10), "the focus on the first task")
        let field = app.searchFields["Search Tasks"]
        XCTAssertFalse(field.exists, "no search field before a search begins")
        app.typeText("urg")
        XCTAssertTrue(field.waitForExistence(timeout: 10), "typing in the list opens the field")
        XCTAssertTrue(field.wait(timeout: 10) { $0.value as? String == "urg" }, "with what was typed")
        XCTAssertTrue(walk.waitForNonExistence(timeout: 10), "“Walk the dog” filtered out")
        XCTAssertEqual(urgent.filter { app.cells[$0].exists }, urgent)
        app.typeKey(.downArrow)
        XCTAssertTrue(app.cells[urgent[0]].wait(for: \.hasFocus, toEqual: true, timeout: 10), "Down goes to the first result")
        app.typeKey(.downArrow)
        XCTAssertTrue(app.cells[urgent[1]].wait(for: \.hasFocus, toEqual: true, timeout: 10), "and on")
        app.typeKey(.escape)
        XCTAssertTrue(walk.waitForExistence(timeout: 10), "every task back after Escape")
        XCTAssertTrue(field.waitForNonExistence(timeout: 10), "the field gone")
        XCTAssertTrue(app.cells[urgent[1]].wait(for: \.hasFocus, toEqual: true, timeout: 10), "the focus where it was")

        app.typeKey("f", modifierFlags: .command)
        XCTAssertTrue(field.wait(for: \.hasFocus, toEqual: true, timeout: 10), "Ctrl+F opens the field")
        app.typeText("\"%_*")
        let noResults = app.descendants(matching: .any).matching(identifier: "No Results").firstMatch
        XCTAssertTrue(noResults.waitForExistence(timeout: 10), "“No Results” for text that is syntax elsewhere")
        XCTAssertFalse(walk.exists)
        app.typeKey(.escape)
        XCTAssertTrue(walk.waitForExistence(timeout: 10), "every task back after Escape in the field")
        XCTAssertFalse(noResults.exists)

        search(
            app, demo: "Disclosure Buttons", field: "Search Movies", for: "toy", finds: ["Toy Story", "Toy Story 2", "Toy Story 3"],
            hides: "Cars")
        search(app, demo: "Heroes", field: "Search Heroes", for: "okafor", finds: ["Velocity"], hides: "Captain Nimbus")
    }

    /// Back to the demos, into `demo`, Ctrl+F and `text`: `found` shown, `hidden` not; Escape
    /// shows it again.
    @MainActor
    private func search(
        _ app: XCUIApplication, demo: String, field: String, for text: String, finds found: [String], hides hidden: String,
        line: UInt = #line
    ) {
        app.typeKey(.leftArrow, modifierFlags: .option)
        app.cells[demo].tap(line: line)
        XCTAssertTrue(app.cells[hidden].waitForExistence(timeout: 10), "the \(demo) list", line: line)
        app.typeKey("f", modifierFlags: .command)
        XCTAssertTrue(app.searchFields[field].wait(for: \.hasFocus, toEqual: true, timeout: 10), "Ctrl+F opens “\(field)”", line: line)
        app.typeText(text)
        XCTAssertTrue(app.cells[hidden].waitForNonExistence(timeout: 10), "“\(hidden)” filtered out", line: line)
        XCTAssertEqual(found.filter { app.cells[$0].exists }, found, line: line)
        app.typeKey(.escape)
        XCTAssertTrue(app.cells[hidden].waitForExistence(timeout: 10), "every row of \(demo) back", line: line)
    }
}
