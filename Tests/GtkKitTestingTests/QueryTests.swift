import Foundation
import GtkKitTesting
import XCTest

/// GtkKitTesting's queries against its test app, as an app's UI tests use them: each kind of
/// element found by type and label, counted, indexed, narrowed and nested.
final class QueryTests: UITestCase {
    @MainActor
    func testEachQueryFindsItsElementsByLabel() async throws {
        let app = TestApp.launch()
        defer { app.terminate() }
        XCTAssertTrue(app.windows["Controls"].exists, "the window, by its title")
        XCTAssertTrue(app.staticTexts["Ready"].exists)
        XCTAssertTrue(app.buttons["Count"].exists)
        XCTAssertTrue(app.textFields["Name"].exists)
        XCTAssertTrue(app.textViews["Notes"].exists)
        XCTAssertTrue(app.switches["Notifications"].exists)
        XCTAssertTrue(app.sliders["Volume"].exists)
        XCTAssertTrue(app.tabBars.buttons["Rows"].exists, "a tab is a button of the tab bar")
        XCTAssertFalse(app.buttons["No Such Button"].exists)
        XCTAssertFalse(app.textFields["Notes"].exists, "a text view is not a text field")
        XCTAssertFalse(app.textViews["Name"].exists, "nor a text field a text view")
        XCTAssertFalse(app.tables.cells["Row 1"].exists, "a tab not shown is not searched")
        XCTAssertEqual(app.tabBars.element.buttons.count, 3)
        XCTAssertEqual(app.tabBars.buttons.element(boundBy: 1).label, "Rows", "element(boundBy:) in the tree's order")
        XCTAssertEqual(app.tabBars.buttons.firstMatch.label, "Controls")
        XCTAssertEqual(app.tabBars.buttons.allElementsBoundByIndex.map(\.label), ["Controls", "Rows", "Gestures"])
        XCTAssertTrue(app.descendants(matching: .button).matching(identifier: "Details").element.exists)
        XCTAssertTrue(app.descendants(matching: .any).matching(.button, identifier: "Show Alert").element.exists)
        XCTAssertEqual(app.buttons.matching("disabled") { !$0.isEnabled }.firstMatch.label, "Unavailable")
        XCTAssertFalse(app.otherElements.matching(identifier: "Count").element.exists, "a button is not an other element")
        XCTAssertFalse(app.buttons.element(boundBy: 999).exists)
    }

    @MainActor
    func testAnElementQueriesInsideItselfAndAQueryInsideEachMatch() async throws {
        let app = TestApp.launch()
        defer { app.terminate() }
        let tabBar = app.tabBars.element
        XCTAssertEqual(tabBar.children(matching: .button).count, 3, "the tabs are the tab bar's children")
        XCTAssertFalse(tabBar.buttons["Count"].exists, "a query in an element looks inside it only")
        app.tabBars.buttons["Rows"].tap()
        let table = app.tables.element
        XCTAssertTrue(table.cells["Row 1"].waitForExistence(timeout: 10))
        XCTAssertTrue(app.tables.cells["Row 2"].exists, "a query of every match's descendants")
        XCTAssertTrue(app.cells.containing(.staticText, identifier: "Row 3").element.exists, "a cell that contains a label")
        XCTAssertEqual(app.cells.containing(.staticText, identifier: "Row 3").count, 1)
    }

    @MainActor
    func testAFailedActionFailsAtTheTestsLineNamingWhatItLookedFor() async throws {
        let app = TestApp.launch()
        defer { app.terminate() }
        XCUIElement.actionTimeout = 1
        defer { XCUIElement.actionTimeout = 10 }
        let several = #line + 1
        let failures = recordedFailures { app.buttons.element.tap() }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.hasPrefix("QueryTests.swift:\(several): ") == true, "at the test's line: \(failures)")
        XCTAssertTrue(failures.first?.contains("elements match the one of button elements in the application") == true, "\(failures)")
        let none = #line + 1
        let missing = recordedFailures { app.buttons["Nowhere"].tap() }
        XCTAssertTrue(missing.first?.hasPrefix("QueryTests.swift:\(none): ") == true, "at the test's line: \(missing)")
        XCTAssertTrue(
            missing.first?.contains("Failed to tap: no match found for the one of button elements with identifier or label “Nowhere”")
                == true,
            "\(missing)")
        let disabled = recordedFailures { app.buttons["Unavailable"].tap() }
        XCTAssertTrue(disabled.first?.contains("is disabled") == true, "\(disabled)")
    }

    /// A navigation bar (GtkKit's header bar, an unnamed panel to GTK) is found by its title as
    /// UIKit's is, holds its Back button and title, and follows the page shown.
    @MainActor
    func testNavigationBarsAreFoundByTheirTitles() async throws {
        let app = TestApp.launch()
        defer { app.terminate() }
        let controls = app.navigationBars["Controls"]
        XCTAssertTrue(controls.waitForExistence(timeout: 10), "the Controls page's navigation bar")
        XCTAssertEqual(controls.elementType, .navigationBar)
        XCTAssertEqual(controls.identifier, "Controls", "a navigation bar's identifier is its title")
        XCTAssertEqual(app.navigationBars.count, 1, "one bar, not the panels GTK nests inside it")
        XCTAssertTrue(controls.staticTexts["Controls"].exists, "the title inside the bar")
        XCTAssertFalse(controls.buttons["Back"].exists, "no Back button at the stack's root")
        XCTAssertFalse(controls.buttons["Count"].exists, "the page's own buttons are not the bar's")
        app.buttons["Details"].tap()
        let details = app.navigationBars["Details"]
        XCTAssertTrue(details.waitForExistence(timeout: 10), "the pushed page's bar, by its title")
        XCTAssertFalse(controls.exists, "the bar no longer says Controls")
        details.buttons["Back"].tap()
        XCTAssertTrue(controls.waitForExistence(timeout: 10), "Back in the bar pops the page")
    }
}
