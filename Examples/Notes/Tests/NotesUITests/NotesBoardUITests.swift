import Foundation
import GtkKitTesting
import XCTest

/// Notes' Board tab as its users meet it, by keyboard: GtkKit's collection view, diffable data
/// source and search from outside the package. Ctrl+Page Down opens the Board; the notes are
/// items named by title and described with their place; the arrows and End move the focus;
/// typing searches the titles, Escape shows them all again, a search that finds nothing says
/// "No Results", and a note added in the Notes tab is on the board when it shows again.
final class NotesBoardUITests: XCTestCase {
    @MainActor
    func testTheBoardIsSearchedAndWalkedByKeyboardAndShowsANoteAddedElsewhere() async throws {
        let home = NotesHome()
        defer { home.remove() }
        let app = home.application()
        defer { app.terminate() }
        app.launch()
        let focused = app.descendants(matching: .any).matching("the keyboard focus") { $0.hasFocus && $0.elementType != .window }
        XCTAssertTrue(app.tables["Notes"].cells["Shopping"].waitForExistence(timeout: 15), "the notes list")
        XCTAssertTrue(waitUntil { ["Welcome to Notes", "Shopping", "Ideas"].contains(focused.firstMatch.label) }, "the focus in the list")

        // The next tab, though the list has the focus (GtkListBox binds Ctrl+Page Down too).
        app.typeKey(.pageDown, modifierFlags: .control)
        let board = app.collectionViews["Board"]
        XCTAssertTrue(board.waitForExistence(timeout: 10), "the Board tab's collection")
        XCTAssertTrue(app.tabBars.buttons["Board"].isSelected, "the Board tab is the selected one")
        XCTAssertEqual(board.cells.allElementsBoundByIndex.map(\.label), ["Welcome to Notes", "Shopping", "Ideas"])
        XCTAssertTrue(board.cells["Shopping"].accessibleDescription.hasSuffix("2 of 3"), "an item says its place")
        XCTAssertTrue(board.cells["Welcome to Notes"].wait(for: \.hasFocus, toEqual: true, timeout: 10), "the first item focused")
        app.typeKey(.rightArrow)
        XCTAssertTrue(board.cells["Shopping"].wait(for: \.hasFocus, toEqual: true, timeout: 10), "Right moves to the next item")
        app.typeKey(.end)
        XCTAssertTrue(board.cells["Ideas"].wait(for: \.hasFocus, toEqual: true, timeout: 10), "End moves to the last")

        app.typeText("sh")
        XCTAssertTrue(waitUntil { board.cells.allElementsBoundByIndex.map(\.label) == ["Shopping"] }, "typing “sh” leaves Shopping")
        XCTAssertTrue(board.cells["Shopping"].accessibleDescription.hasSuffix("1 of 1"), "the one result says its place")
        app.typeKey(.escape)
        XCTAssertTrue(waitUntil { board.cells.count == 3 }, "Escape shows every note again")
        app.typeKey("f", modifierFlags: .command)
        app.typeText("zzz")
        XCTAssertTrue(app.staticTexts["No Results"].waitForExistence(timeout: 10), "“No Results” for a search that finds nothing")
        XCTAssertEqual(board.cells.count, 0)
        app.typeKey(.escape)
        XCTAssertTrue(waitUntil { board.cells.count == 3 }, "Escape ends the search")

        app.typeKey("1", modifierFlags: .option) // the Notes tab (GtkKit: Alt+1…9)
        app.buttons["Add Note"].tap()
        let sheet = app.sheets["New Note"]
        XCTAssertTrue(sheet.textFields["Title"].waitForExistence(timeout: 10), "the New Note sheet")
        sheet.textFields["Title"].typeText("On the board")
        XCTAssertTrue(sheet.buttons["Done"].wait(for: \.isEnabled, toEqual: true, timeout: 10))
        sheet.buttons["Done"].tap()
        XCTAssertTrue(sheet.waitForNonExistence(timeout: 10), "Done closes the sheet")
        app.typeKey("2", modifierFlags: .option) // back to the Board
        XCTAssertTrue(
            waitUntil { board.cells["On the board"].accessibleDescription.hasSuffix("4 of 4") },
            "the added note on the board, fourth of four")
    }
}
