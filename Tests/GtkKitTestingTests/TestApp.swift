import Foundation
import GtkKitTesting
import Synchronization
import XCTest

/// The test app (Tests/GtkKitTestingApp), launched with its own data folders.
enum TestApp {
    /// Launches the app with `rows` rows in its table, waiting for its first screen.
    @MainActor
    static func launch(rows: Int = 30, file: StaticString = #filePath, line: UInt = #line) -> XCUIApplication {
        let app = XCUIApplication(executable: "GtkKitTestingApp")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-testing-\(UUID().uuidString)")
        app.launchEnvironment = [
            "GTKKIT_TESTING_ROWS": String(rows), "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ]
        app.launch(file: file, line: line)
        XCTAssertTrue(app.staticTexts["Ready"].waitForExistence(timeout: 15), "the first screen", file: file, line: line)
        return app
    }
}

/// The base of GtkKitTesting's own tests: it can catch the failures an action records, to test
/// the messages themselves.
class UITestCase: XCTestCase {
    /// Skips where the session cannot take the tests' keys and pointer moves (headless Weston;
    /// `make test` runs these on sway for Wayland).
    override func setUpWithError() throws { try XCTSkipUnlessSessionTakesInput() }

    /// The failures caught while ``recordedFailures(_:)`` runs its body; nil otherwise.
    private let caught = Mutex<[String]?>(nil)

    /// The failures `body` records, which then do not fail the test.
    @MainActor
    func recordedFailures(_ body: () -> Void) -> [String] {
        caught.withLock { $0 = [] }
        body()
        return caught.withLock { caught in
            defer { caught = nil }
            return caught ?? []
        }
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        let kept = caught.withLock { caught -> Bool in
            guard caught != nil else { return false }
            caught?.append("\(URL(fileURLWithPath: filePath).lastPathComponent):\(lineNumber): \(description)")
            return true
        }
        if !kept { super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
    }
}
