import Foundation
import GtkKitTesting
import XCTest

/// Notes in UIKit's usual shape, as its users meet it: a tab bar at the window's root and a
/// navigation stack in the Notes tab; the modal New Note; a row's context menu (Shift+F10) with
/// Rename… (an alert that asks for the title) and Delete; the header's Sort menu (Alt+S); the
/// About tab's title, badge, heading and row of two equal buttons.
final class NotesShapesUITests: XCTestCase {
    @MainActor
    func testTheTabsStackModalMenusAndAboutPage() async throws {
        let home = NotesHome()
        defer { home.remove() }
        let app = home.application()
        defer { app.terminate() }
        app.launch()
        let window = app.windows.firstMatch
        let focused = app.descendants(matching: .any).matching("the keyboard focus") { $0.hasFocus && $0.elementType != .window }
        func focus() -> String { "\(focused.firstMatch.elementType) \(focused.firstMatch.label)" }

        XCTAssertTrue(window.wait(for: \.label, toEqual: "Notes", timeout: 15), "the window titled “Notes” (the tab's navigation title)")
        XCTAssertTrue(app.buttons["Add Note"].waitForExistence(timeout: 10), "a visible “Add Note” button in the header")
        XCTAssertFalse(app.buttons["Back"].exists, "no Back button at the root of the Notes tab")

        app.cells["Shopping"].tap()
        XCTAssertTrue(app.buttons["Back"].waitForExistence(timeout: 10), "Back in the header after the push")
        XCTAssertTrue(window.wait(for: \.label, toEqual: "Note", timeout: 10), "the window titled “Note”")
        XCTAssertTrue(app.tabBars.buttons["Notes"].exists && app.tabBars.buttons["About"].exists, "the tabs stay after a push")
        XCTAssertFalse(app.buttons["Add Note"].exists, "the list's “Add Note” does not show on the note's page")
        app.buttons["Back"].tap()
        XCTAssertTrue(app.buttons["Add Note"].waitForExistence(timeout: 10), "“Add Note” again after Back")

        // The modal: a dialog, focus inside; Cancel closes it and the focus comes back to what had
        // it (an accessible tap does not move the focus: it is still on the row Back returned to).
        XCTAssertTrue(waitUntil { focused.firstMatch.exists }, "something focused in the window")
        let before = focus()
        app.buttons["Add Note"].tap()
        let sheet = app.sheets["New Note"]
        XCTAssertTrue(sheet.textFields["Title"].wait(for: \.hasFocus, toEqual: true, timeout: 10), "the dialog, focus in Title")
        sheet.buttons["Cancel"].tap()
        XCTAssertTrue(sheet.waitForNonExistence(timeout: 10), "Cancel closes the dialog")
        XCTAssertTrue(waitUntil { focus() == before }, "the focus back on \(before) (now \(focus()))")
        XCTAssertEqual(app.tables["Notes"].cells.count, 3, "Cancel added no note")

        // Escape closes it too; then Done adds what was typed.
        app.buttons["Add Note"].tap()
        XCTAssertTrue(sheet.waitForExistence(timeout: 10), "the dialog again")
        app.typeKey(.escape)
        XCTAssertTrue(sheet.waitForNonExistence(timeout: 10), "Escape closes the dialog")
        app.buttons["Add Note"].tap()
        XCTAssertTrue(sheet.textFields["Title"].wait(for: \.hasFocus, toEqual: true, timeout: 10), "the dialog a third time")
        app.typeText("Holiday")
        XCTAssertTrue(sheet.buttons["Done"].wait(for: \.isEnabled, toEqual: true, timeout: 10), "Done available once typed")
        sheet.buttons["Done"].tap()
        XCTAssertTrue(app.cells["Holiday"].waitForExistence(timeout: 10), "the “Holiday” row Done added")
        XCTAssertTrue(
            app.tabBars.buttons["Notes"].wait(timeout: 10) { $0.accessibleDescription.hasSuffix("1 new") },
            "the Notes tab's badge “1 new” after adding a note")

        // The row actions, by keyboard: the focus is on a row (Back returned it to “Shopping”).
        XCTAssertTrue(waitUntil { focus() == "cell Shopping" }, "the focus on the “Shopping” row (now \(focus()))")
        app.typeKey(.f10, modifierFlags: .shift)
        XCTAssertTrue(app.buttons["Rename…"].waitForExistence(timeout: 10), "“Rename…” in the row's menu")
        app.buttons["Delete"].tap()
        XCTAssertTrue(app.cells["Shopping"].waitForNonExistence(timeout: 10), "the “Shopping” row deleted")
        XCTAssertTrue(waitUntil { focus() == "cell Ideas" }, "the focus on the row that took its place (now \(focus()))")
        app.typeKey(.f10, modifierFlags: .shift)
        app.buttons["Rename…"].tap()
        let alert = app.alerts["Rename Note"]
        XCTAssertTrue(alert.waitForExistence(timeout: 10), "the “Rename Note” dialog")
        XCTAssertTrue(alert.textFields["Title"].wait(timeout: 10) { $0.value as? String == "Ideas" }, "its field holds the title")
        XCTAssertTrue(alert.buttons["Cancel"].exists, "the Rename alert has a Cancel button")
        // Escape is the alert's Cancel (a key, as a user leaves it: under Xvfb with no window
        // manager, an accessible tap carries no input time to give the window the focus back by).
        app.typeKey(.escape)
        XCTAssertTrue(alert.waitForNonExistence(timeout: 10), "the Rename dialog closes")
        XCTAssertTrue(app.cells["Ideas"].exists, "Cancel in Rename keeps the note")
        // The focus starts in the field, named by its placeholder; emptied, Rename greys out;
        // Enter renames.
        XCTAssertTrue(waitUntil { focus() == "cell Ideas" }, "the focus back on “Ideas” (now \(focus()))")
        app.typeKey(.f10, modifierFlags: .shift)
        app.buttons["Rename…"].tap()
        XCTAssertTrue(alert.textFields["Title"].wait(for: \.hasFocus, toEqual: true, timeout: 10), "the focus in the alert's field")
        let rename = alert.buttons["Rename"]
        app.typeKey("a", modifierFlags: .control)
        app.typeKey(.delete)
        XCTAssertTrue(rename.wait(for: \.isEnabled, toEqual: false, timeout: 10), "Rename greyed out with no title")
        app.typeText("Trip ideas")
        XCTAssertTrue(rename.wait(for: \.isEnabled, toEqual: true, timeout: 10), "Rename available again")
        app.typeKey(.return)
        XCTAssertTrue(alert.waitForNonExistence(timeout: 10), "Enter renames and closes the alert")
        XCTAssertTrue(app.cells["Trip ideas"].waitForExistence(timeout: 10), "the renamed “Trip ideas” row")
        XCTAssertTrue(waitUntil { focus() == "cell Trip ideas" }, "the focus back on the renamed row (now \(focus()))")

        // The header's Sort menu, by keyboard as its users open it: Alt+S (its mnemonic), the
        // arrows, Return; the menu closes and the rows are ordered.
        let focusedItem = app.menuItems.matching("focused") { $0.hasFocus }.firstMatch
        func titles() -> [String] { app.tables["Notes"].cells.allElementsBoundByIndex.map(\.label) }
        for (item, downs, descending) in [("Title A to Z", 0, false), ("Title Z to A", 1, true)] {
            app.typeKey("s", modifierFlags: .option)
            XCTAssertTrue(focusedItem.wait(for: \.label, toEqual: "Title A to Z", timeout: 10), "Alt+S opens Sort on its first item")
            for _ in 0..<downs { app.typeKey(.downArrow) }
            XCTAssertTrue(focusedItem.wait(for: \.label, toEqual: item, timeout: 10), "“\(item)” focused in the Sort menu")
            app.typeKey(.return)
            XCTAssertTrue(waitUntil { app.menuItems.count == 0 }, "the Sort menu closes once chosen")
            let ordered = { (titles: [String]) in
                titles.sorted { descending ? $0.lowercased() > $1.lowercased() : $0.lowercased() < $1.lowercased() }
            }
            XCTAssertTrue(waitUntil { titles().count > 1 && titles() == ordered(titles()) }, "the rows ordered \(item) (\(titles()))")
        }

        let about = app.tabBars.buttons["About"]
        XCTAssertTrue(about.accessibleDescription.hasSuffix("1 new"), "the About tab is described “\(about.accessibleDescription)”")
        about.tap()
        XCTAssertTrue(window.wait(for: \.label, toEqual: "About", timeout: 10), "the window titled “About” on the About tab")
        XCTAssertTrue(about.wait(timeout: 10) { !$0.accessibleDescription.contains("new") }, "the About badge goes once seen")
        XCTAssertFalse(app.buttons["Add Note"].exists, "the Notes tab's “Add Note” does not show on the About tab")
        XCTAssertTrue(app.staticTexts["About Notes"].waitForExistence(timeout: 10), "the About page's heading")
        // Stack views: a column, then a row of two buttons sharing its width equally
        // (fillEqually), 12 apart, in reading order. A button's frame leaves out its padding
        // (GTK 4.8), so the row is measured by the text above it, as wide as the column.
        let open = app.buttons["Open Website"].frame
        let copy = app.buttons["Copy Link"].frame
        XCTAssertEqual(open.width, copy.width, "the About buttons share the row equally: \(open), \(copy)")
        XCTAssertEqual(open.minY, copy.minY, "the About buttons on one row: \(open), \(copy)")
        let column = app.staticTexts["Notes is the smallest GtkKit app: a tab bar, a table and a page that edits."].frame
        XCTAssertEqual(copy.minX - open.minX, (column.width + 12) / 2, accuracy: 1, "each half the column, 12 apart, Open Website first")
    }
}
