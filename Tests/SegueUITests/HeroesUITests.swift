import Foundation
import GtkKitTesting
import XCTest

/// Heroes as its users meet it: a hero's rows read their values, an editor's options say which
/// one is checked, and Save shows the new value in the row.
final class HeroesUITests: SegueUITestCase {
    @MainActor
    func testAnOptionChosenAndSavedShowsInItsRow() async throws {
        let app = SegueApp.launch(["--page", "heroes"])
        defer { app.terminate() }
        let hero = app.cells["Velocity"]
        XCTAssertTrue(hero.waitForExistence(timeout: 15), "the heroes")
        hero.tap()
        let identity = app.cells["Identity"]
        XCTAssertTrue(identity.waitForExistence(timeout: 10), "the hero's rows")
        // Read with the row: its description on GTK 4.8, the value label inside it on 4.18.
        XCTAssertTrue(heard(identity).contains("Ada Okafor"), "the Identity row's value: \(heard(identity))")
        app.cells["Sex"].tap()
        XCTAssertTrue(app.buttons["Cancel"].waitForExistence(timeout: 10), "the editor's Cancel")
        XCTAssertTrue(app.buttons["Save"].exists, "and Save")
        let female = app.cells["Female"]
        let male = app.cells["Male"]
        XCTAssertTrue(female.waitForExistence(timeout: 10))
        XCTAssertTrue(female.isSelected && !male.isSelected, "the current option is the only one checked")
        male.tap()
        XCTAssertTrue(app.cells["Male"].wait(for: \.isSelected, toEqual: true, timeout: 10), "the option chosen is checked")
        app.buttons["Save"].tap()
        XCTAssertTrue(app.cells["Sex"].wait(timeout: 10) { self.heard($0).contains("Male") }, "the Sex row reads “Male” after Save")
    }

    /// What a screen reader reads of a row besides its name: its description and its labels.
    @MainActor
    private func heard(_ row: XCUIElement) -> [String] {
        [row.accessibleDescription] + row.staticTexts.allElementsBoundByIndex.map(\.label)
    }
}
