import Foundation
import GtkKitTesting
import XCTest

/// The task list as its users meet it: the count under the list; a task edited in its text view
/// and seen in the list after Back, described "Urgent", the list still nine rows; another edited
/// and the app ended at once by SIGTERM, before any draft timer: the edit is in the store.
final class TasksUITests: SegueUITestCase {
    @MainActor
    func testAnEditShowsInTheListAndSurvivesSIGTERM() async throws {
        let app = SegueApp.launch()
        defer { app.terminate() }
        let walk = SegueApp.openTasks(in: app)
        XCTAssertTrue(app.staticTexts["9 tasks"].waitForExistence(timeout: 10), "the count under the list")
        walk.tap()
        let editor = app.textViews["Task text"]
        XCTAssertTrue(editor.wait(for: \.hasFocus, toEqual: true, timeout: 10), "the task's text view, with the keyboard")
        XCTAssertEqual(editor.value as? String, "Walk the dog")
        app.typeKey(.end, modifierFlags: .control)
        app.typeText(" URGENT")
        XCTAssertTrue(editor.wait(timeout: 10) { $0.value as? String == "Walk the dog URGENT" })
        app.buttons["Back"].tap()
        let edited = app.cells["Walk the dog URGENT"]
        XCTAssertTrue(edited.waitForExistence(timeout: 10), "the edit in the list after Back")
        XCTAssertEqual(edited.accessibleDescription, "Urgent", "an urgent task is described so")
        XCTAssertEqual(app.tables.containing(.cell, identifier: "Walk the dog URGENT").element.cells.count, 9, "still nine rows")

        app.cells["Clean hidden lair"].tap()
        XCTAssertTrue(editor.wait(timeout: 10) { $0.value as? String == "Clean hidden lair" && $0.hasFocus })
        app.typeKey(.end, modifierFlags: .control)
        app.typeText(" now")
        XCTAssertTrue(editor.wait(timeout: 10) { $0.value as? String == "Clean hidden lair now" })
        app.terminate() // SIGTERM, inside the draft's half-second delay
        let stored = try storedTasks(dataHome: try XCTUnwrap(app.launchEnvironment["XDG_DATA_HOME"]))
        XCTAssertTrue(stored.contains("Clean hidden lair now"), "after SIGTERM the store holds \(stored)")
    }
}

extension SegueUITestCase {
    /// The tasks in the store under `dataHome`, in order (read with Python's sqlite3, as another
    /// program would).
    func storedTasks(dataHome: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            "-c",
            "import sqlite3, sys; print('\\n'.join(r[0] for r in sqlite3.connect(sys.argv[1]).execute('SELECT text FROM tasks ORDER BY position')))",
            dataHome + "/io.github.segue.Segue/segue.sqlite3",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
