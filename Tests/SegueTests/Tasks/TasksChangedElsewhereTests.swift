import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import SegueTestFixtures
import XCTest

@testable import Segue

/// The task list while another program (`sqlite3`, another Segue) writes the same store: edits land
/// on their own task, the list follows the file with the focus on its task, and an open editor says
/// when its task was deleted (issue "Reliability, round three").
final class TasksChangedElsewhereTests: DemoFlowTestCase {
    /// The issue "Reliability, round three"'s data loss, by keys: the fourth task's editor is open,
    /// another program deletes the first task between two drafts, Alt+Left. The edit lands on the
    /// fourth task, "Find new henchmen" is untouched, and the list shows the file's eight tasks.
    @MainActor
    func testAnEditLandsOnItsOwnTaskWhenAnotherProgramDeletesARowAbove() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        XCTAssertTrue(try cell(3, of: tasks).grabFocus())
        try XKeyboard.press("Return", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is TaskDetailViewController }))
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        try XKeyboard.type(" AAA", inWindowTitled: "Task")
        detail.saveDraftNow()
        let other = anotherConnection()
        try other.database.execute("DELETE FROM tasks WHERE text = ?", [.text(SeedFixtures.tasks[0])])
        try XKeyboard.type(" BBB", inWindowTitled: "Task")
        try XKeyboard.press("alt+Left", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { main.shows(tasks) }))

        var expected = Array(SeedFixtures.tasks.dropFirst())
        expected[2] += " AAA BBB"
        XCTAssertEqual(try storedTexts(), expected, "the edit is on its own task and nothing else changed")
        XCTAssertEqual(expected[3], "Find new henchmen", "the task after it, which the old row-number write overwrote")
        XCTAssertTrue(pump(until: { tasks.tableView.numberOfRows == 8 }), "the list follows the file")
        XCTAssertEqual((0..<8).compactMap { try? cell($0, of: tasks).text }, expected.map { $0 })
    }

    /// Another program deletes a task above the focused one: the list follows and the focus stays
    /// on its task (now a row higher), so the next key acts on what the user was on.
    @MainActor
    func testTheFocusStaysWithItsTaskWhenAnotherProgramDeletesARowAbove() async throws {
        let (_, tasks) = try open(.tasks, as: TasksViewController.self)
        XCTAssertTrue(try cell(3, of: tasks).grabFocus())
        let other = anotherConnection()
        try other.database.execute("DELETE FROM tasks WHERE text = ?", [.text(SeedFixtures.tasks[0])])
        XCTAssertTrue(pump(until: { tasks.tableView.numberOfRows == 8 }, timeout: 5))
        XCTAssertEqual(tasks.tableView.indexPathForFocusedRow?.row, 2)
        XCTAssertEqual(try cell(2, of: tasks).text, SeedFixtures.tasks[3])
        try XKeyboard.press("Delete", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { tasks.tableView.numberOfRows == 7 }))
        XCTAssertFalse(try storedTexts().contains(SeedFixtures.tasks[3]), "Delete acted on the focused task")
    }

    /// Another program deletes the task whose editor is open: the editor says so and keeps the
    /// text; Put Back stores the task again with what is in the editor.
    @MainActor
    func testAnOpenEditorWhoseTaskWasDeletedElsewhereSaysSoAndPutsItBack() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        XCTAssertTrue(try cell(3, of: tasks).grabFocus())
        try XKeyboard.press("Return", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is TaskDetailViewController }))
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        let other = anotherConnection()
        try other.database.execute("DELETE FROM tasks WHERE text = ?", [.text(SeedFixtures.tasks[3])])
        XCTAssertTrue(pump(until: { detail.deletedBar.isShowing }, timeout: 5))
        XCTAssertEqual(detail.deletedBar.text, "Another program deleted this task. Your text is still here.")
        XCTAssertEqual(detail.textView.text, SeedFixtures.tasks[3], "the text stays")
        XCTAssertTrue(detail.deletedBar.runAction())
        XCTAssertEqual(try storedTexts()[3], SeedFixtures.tasks[3], "put back in its place")
        pump()
        XCTAssertFalse(detail.deletedBar.isShowing)
        try XKeyboard.press("alt+Left", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { main.shows(tasks) && tasks.tableView.numberOfRows == 9 }))
    }

    /// Another program adds a task while the list shows: it appears within a second or two.
    @MainActor
    func testATaskAddedByAnotherProgramAppearsInTheList() async throws {
        let (_, tasks) = try open(.tasks, as: TasksViewController.self)
        let other = anotherConnection()
        try other.database.execute("INSERT INTO tasks (position, text) VALUES (1000, 'Added elsewhere')")
        XCTAssertTrue(pump(until: { tasks.tableView.numberOfRows == 10 }, timeout: 5))
        XCTAssertEqual(try cell(9, of: tasks).text, "Added elsewhere")
    }

    /// Opens the first task's editor by keyboard.
    @MainActor
    private func openFirstTask() throws -> (MainWindowController, TasksViewController, TaskDetailViewController) {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        XCTAssertTrue(try cell(0, of: tasks).grabFocus())
        try XKeyboard.press("Return", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is TaskDetailViewController }))
        return (main, tasks, try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController))
    }

    /// The issue "Reliability, round four"'s stale editor: task 1 open, another program sets it
    /// to "CHANGED", Alt+Left two seconds later with nothing typed. The editor shows the newer
    /// text meanwhile, and the store keeps it (it used to say "Walk the dog" again).
    @MainActor
    func testAnOpenEditorWithNothingTypedShowsAndKeepsAnotherProgramsChange() async throws {
        let (main, tasks, detail) = try openFirstTask()
        try anotherConnection().database.execute("UPDATE tasks SET text = 'CHANGED' WHERE text = ?", [.text(SeedFixtures.tasks[0])])
        XCTAssertTrue(pump(until: { detail.textView.text == "CHANGED" }, timeout: 5), "the editor shows the newer text")
        _ = pump(until: { false }, timeout: 0.6) // a draft, if one were written, would be written by now
        try XKeyboard.press("alt+Left", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { main.shows(tasks) }))
        XCTAssertEqual(try storedTexts()[0], "CHANGED")
        XCTAssertFalse(tasks.undoBar.isShowing, "nothing of the other program's was replaced")
    }

    /// Both changed the task: the user's edit is saved, the list says so once the editor is left,
    /// and Undo brings the other program's text back (not the text the editor opened on).
    @MainActor
    func testWhenBothChangedATaskTheEditIsSavedAndUndoBringsTheOtherTextBack() async throws {
        let (main, tasks, _) = try openFirstTask()
        try anotherConnection().database.execute("UPDATE tasks SET text = 'CHANGED' WHERE text = ?", [.text(SeedFixtures.tasks[0])])
        try XKeyboard.type(" X", inWindowTitled: "Task")
        try XKeyboard.press("alt+Left", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { main.shows(tasks) }))
        XCTAssertEqual(try storedTexts()[0], "Walk the dog X")
        XCTAssertTrue(tasks.undoBar.isShowing)
        XCTAssertEqual(
            tasks.undoBar.text, "Another program had changed this task too. Your edit was saved; Undo brings the other text back.")
        XCTAssertTrue(tasks.undoBar.runAction())
        XCTAssertEqual(try storedTexts()[0], "CHANGED")
        XCTAssertTrue(pump(until: { (try? self.cell(0, of: tasks).text) == "CHANGED" }))
    }
}
