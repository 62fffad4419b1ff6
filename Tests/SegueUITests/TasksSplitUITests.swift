import Foundation
import GtkKitTesting
import XCTest

/// Tasks as a split view, with real window resizes: on a wide window the list and "No Task
/// Selected" together; choosing a task opens its editor beside the list with the keyboard in
/// it; typing goes on while the window narrows to one column (the editor pushed) and widens
/// again, the text and the cursor kept; choosing another task passes the edit back to the list
/// and the store.
final class TasksSplitUITests: SegueUITestCase {
    @MainActor
    func testAnEditGoesOnAcrossResizesAndIsPassedBack() async throws {
        let app = SegueApp.launch()
        defer { app.terminate() }
        let walk = SegueApp.openTasks(in: app)
        let noTask = app.descendants(matching: .any).matching(identifier: "No Task Selected").firstMatch
        XCTAssertFalse(noTask.exists, "one column at 480 px: no empty state beside the list")
        app.windows["Tasks"].resize(to: CGSize(width: 1400, height: 900))
        XCTAssertTrue(noTask.waitForExistence(timeout: 10), "“No Task Selected” beside the list at 1400 px")

        app.cells["Clean hidden lair"].tap()
        let editor = app.textViews["Task text"]
        XCTAssertTrue(editor.waitForExistence(timeout: 10), "the task's editor beside the list")
        XCTAssertTrue(walk.exists, "the list stays when a task opens on a wide window")
        XCTAssertFalse(noTask.exists, "the empty state gone beside the open task")
        XCTAssertTrue(editor.wait(for: \.hasFocus, toEqual: true, timeout: 10), "the keyboard in the editor")
        app.typeText(" soon")
        XCTAssertTrue(editor.wait(timeout: 10) { $0.value as? String == "Clean hidden lair soon" }, "typed into the editor")

        app.windows["Tasks"].resize(to: CGSize(width: 480, height: 800))
        XCTAssertTrue(walk.waitForNonExistence(timeout: 10), "one column at 480 px: the list covered")
        XCTAssertTrue(editor.wait(for: \.hasFocus, toEqual: true, timeout: 10), "the keyboard still in the editor, pushed")
        // Typed at the end: the text and the cursor were kept.
        app.typeText(" and")
        XCTAssertTrue(editor.wait(timeout: 10) { $0.value as? String == "Clean hidden lair soon and" }, "typing goes on at 480 px")

        app.windows["Task"].resize(to: CGSize(width: 1400, height: 900))
        XCTAssertTrue(walk.waitForExistence(timeout: 10), "the list back beside the editor")
        XCTAssertTrue(editor.wait(for: \.hasFocus, toEqual: true, timeout: 10), "the keyboard still in the editor")
        app.typeText(" later")
        XCTAssertTrue(editor.wait(timeout: 10) { $0.value as? String == "Clean hidden lair soon and later" }, "and after widening")

        walk.tap()
        XCTAssertTrue(editor.wait(timeout: 10) { $0.value as? String == "Walk the dog" }, "the next task's editor in the same place")
        XCTAssertTrue(app.cells["Clean hidden lair soon and later"].waitForExistence(timeout: 10), "the edit passed back to the list")
        let stored = try storedTasks(dataHome: try XCTUnwrap(app.launchEnvironment["XDG_DATA_HOME"]))
        XCTAssertTrue(stored.contains("Clean hidden lair soon and later"), "the store holds the edit: \(stored)")
    }
}
