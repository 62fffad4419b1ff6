import Foundation
import GtkKitTesting
import XCTest

/// The movie drill-down as its users meet it: a table of demos, a detail-disclosure button that
/// pushes the reused detail page, Back, and the alert a row's own tap shows.
final class DrilldownUITests: SegueUITestCase {
    @MainActor
    func testTheDisclosureButtonDrillsDownAndTheRowAsksForIt() async throws {
        let app = SegueApp.launch()
        defer { app.terminate() }
        let demo = app.cells["Disclosure Buttons"]
        XCTAssertTrue(demo.waitForExistence(timeout: 15), "the demos list")
        demo.tap()
        app.buttons["Show details for Up"].tap()
        let message = "You pressed the disclosure button for Up."
        XCTAssertTrue(
            app.descendants(matching: .any).matching(identifier: message).firstMatch.waitForExistence(timeout: 10), "the detail page")
        XCTAssertTrue(app.navigationBars["Up"].exists, "the reused detail page's bar, titled for the movie")
        app.navigationBars["Up"].buttons["Back"].tap()
        XCTAssertTrue(app.navigationBars["Disclosure Buttons"].waitForExistence(timeout: 10), "the movies' bar after Back")
        let cars = app.cells["Cars"]
        XCTAssertTrue(cars.waitForExistence(timeout: 10), "the movies again after Back")
        cars.tap()
        let alert = app.alerts["Hey, do you see the disclosure button?"]
        XCTAssertTrue(alert.waitForExistence(timeout: 10), "a row's own tap asks for the disclosure button")
        XCTAssertTrue(alert.staticTexts["If you're trying to drill down, touch that instead"].exists, "the alert's message")
        alert.buttons["Won't happen again"].tap()
        XCTAssertTrue(alert.waitForNonExistence(timeout: 10), "its button closes it")
    }
}
