import Foundation
import GtkKitTesting
import XCTest

/// GtkKitTesting's actions and properties against its test app: each action does what a user's
/// would, and each property reads what the app shows.
final class ActionTests: UITestCase {
    @MainActor
    func testTapTypeAndReadBack() async throws {
        let app = TestApp.launch()
        defer { app.terminate() }
        let status = app.staticTexts.element(boundBy: 0)
        XCTAssertEqual(status.label, "Ready")
        app.buttons["Count"].tap()
        XCTAssertTrue(app.staticTexts["Taps: 1"].waitForExistence(timeout: 10), "a tap is the button's click")
        app.buttons["Count"].tap()
        XCTAssertTrue(app.staticTexts["Taps: 2"].waitForExistence(timeout: 10))
        XCTAssertTrue(app.buttons["Count"].isEnabled)
        XCTAssertFalse(app.buttons["Unavailable"].isEnabled, "a greyed-out button")
        XCTAssertEqual(app.buttons["Count"].elementType, .button)

        let name = app.textFields["Name"]
        name.typeText("Ada Lovelace")
        XCTAssertTrue(name.hasFocus, "typing gives the field the focus")
        XCTAssertTrue(app.staticTexts["Name: Ada Lovelace"].waitForExistence(timeout: 10), "the keys reached the app")
        XCTAssertEqual(name.value as? String, "Ada Lovelace")
        name.typeKey(.delete)
        XCTAssertTrue(name.wait(for: \.hasFocus, toEqual: true, timeout: 1))
        XCTAssertTrue(app.staticTexts["Name: Ada Lovelac"].waitForExistence(timeout: 10), "Backspace, as UIKit's delete key")
        app.textViews["Notes"].typeText("Two\nlines")
        XCTAssertEqual(app.textViews["Notes"].value as? String, "Two\nlines", "a text view keeps its lines")
        XCTAssertEqual(app.staticTexts["Ready"].value as? String, nil, "a label has no value")
    }

    @MainActor
    func testSwitchSliderAndTheirValues() async throws {
        let app = TestApp.launch()
        defer { app.terminate() }
        let notifications = app.switches["Notifications"]
        XCTAssertEqual(notifications.value as? String, "0")
        notifications.tap()
        XCTAssertTrue(app.staticTexts["Notifications: on"].waitForExistence(timeout: 10))
        XCTAssertEqual(notifications.value as? String, "1")
        let volume = app.sliders["Volume"]
        XCTAssertEqual(volume.value as? String, "50%")
        volume.adjust(toNormalizedSliderPosition: 0.8)
        XCTAssertTrue(app.staticTexts["Volume: 8"].waitForExistence(timeout: 10), "the slider moved, and the app heard it")
        XCTAssertEqual(volume.value as? String, "80%")
    }

    @MainActor
    func testAlertsNavigationTabsAndTables() async throws {
        let app = TestApp.launch(rows: 1_000)
        defer { app.terminate() }
        app.buttons["Show Alert"].tap()
        let alert = app.alerts["Delete Everything?"]
        XCTAssertTrue(alert.waitForExistence(timeout: 10), "the alert, by its title")
        XCTAssertTrue(alert.staticTexts["This cannot be undone."].exists, "its message")
        alert.buttons["Delete"].tap()
        XCTAssertTrue(alert.waitForNonExistence(timeout: 10), "an action closes it")
        XCTAssertTrue(app.staticTexts["Alert: Delete"].waitForExistence(timeout: 10))

        app.buttons["Details"].tap()
        XCTAssertTrue(app.staticTexts["The details page"].waitForExistence(timeout: 10), "a push")
        XCTAssertTrue(app.windows["Details"].exists, "the pushed page's title")
        app.buttons["Back"].tap()
        XCTAssertTrue(app.buttons["Details"].waitForExistence(timeout: 10), "Back pops")

        let rowsTab = app.tabBars.buttons["Rows"]
        XCTAssertFalse(rowsTab.isSelected)
        rowsTab.tap()
        XCTAssertTrue(rowsTab.wait(for: \.isSelected, toEqual: true, timeout: 10), "the tab shown is selected")
        let table = app.tables.element
        XCTAssertTrue(table.cells["Row 1"].waitForExistence(timeout: 10))
        XCTAssertLessThan(table.cells.count, 1_000, "a thousand rows, of which the table built a window")
        XCTAssertTrue(table.cells["Row 1"].isHittable)
        let frame = table.cells["Row 1"].frame
        XCTAssertGreaterThan(frame.width, 0)
        XCTAssertGreaterThan(frame.height, 0)
        table.cells["Row 1"].typeKey(.end)
        XCTAssertTrue(table.cells["Row 1000"].waitForExistence(timeout: 10), "End builds and shows the last row")
        XCTAssertTrue(table.cells["Row 1000"].wait(for: \.hasFocus, toEqual: true, timeout: 10))
        XCTAssertFalse(table.cells["Row 1"].exists, "far rows are recycled")
        table.cells["Row 999"].tap()
        XCTAssertTrue(app.windows["Chose Row 999"].waitForExistence(timeout: 10), "a tap on a row chooses it")
        XCTAssertEqual(app.state, .runningForeground)
    }

    @MainActor
    func testTerminateEndsTheAppAndLaunchStartsItAgain() async throws {
        let app = TestApp.launch()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertNotNil(app.processIdentifier)
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertEqual(app.terminationStatus, 0, "SIGTERM ends it through its normal end")
        XCTAssertFalse(app.buttons["Count"].exists, "an ended app has no elements")
        app.launch()
        XCTAssertTrue(app.buttons["Count"].waitForExistence(timeout: 15))
        XCTAssertEqual(app.staticTexts.element(boundBy: 0).label, "Ready", "a fresh start")
        app.terminate()
    }
}
