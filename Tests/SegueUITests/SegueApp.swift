import Foundation
import GtkKitTesting
import XCTest

/// The `segue` executable, launched as a user's session would, with its own data and settings.
enum SegueApp {
    /// A new folder for one test's data and settings, in the session's temporary folder.
    static func newHome() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("segue-ui-\(UUID().uuidString)")
    }

    /// Launches `segue` with `arguments` ("--page", "tasks") with its data and settings in
    /// `home` (by default new folders).
    @MainActor
    static func launch(_ arguments: [String] = [], home: URL = newHome(), file: StaticString = #filePath, line: UInt = #line)
        -> XCUIApplication
    {
        let app = XCUIApplication(executable: "segue")
        app.launchArguments = arguments
        app.launchEnvironment = [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ]
        app.launch(file: file, line: line)
        return app
    }

    /// Opens Tasks from the demos list and returns its first task's row, once the list shows.
    @MainActor
    static func openTasks(in app: XCUIApplication, file: StaticString = #filePath, line: UInt = #line) -> XCUIElement {
        let tasks = app.cells["Tasks"]
        XCTAssertTrue(tasks.waitForExistence(timeout: 15), "the demos list", file: file, line: line)
        tasks.tap(file: file, line: line)
        let walk = app.cells["Walk the dog"]
        XCTAssertTrue(walk.waitForExistence(timeout: 10), "the task list", file: file, line: line)
        return walk
    }
}

/// The base of Segue's UI tests: they type keys, which headless Weston has no keyboard for
/// (`make test` runs them on X11 and on sway).
class SegueUITestCase: XCTestCase {
    override func setUpWithError() throws { try XCTSkipUnlessSessionTakesInput() }
}
