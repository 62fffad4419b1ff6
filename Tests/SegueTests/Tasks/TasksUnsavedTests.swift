import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

/// An edit the store refuses (a full disk, a read-only file) is never lost and never interrupts
/// typing with a dialog.
final class TasksUnsavedTests: DemoFlowTestCase {
    @MainActor
    func testARefusedEditStaysOnScreenInTheListAndIsSavedOnRetry() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        let database = main.services.store().0.database
        try XCTUnwrap(tasks.tableView.cellForRow(at: IndexPath(row: 0, section: 0))).activate()
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        try database.execute("PRAGMA query_only = 1")

        detail.textView.text = "Walk the dog before the rain"
        detail.saveDraftNow()
        detail.saveDraftNow()
        XCTAssertTrue(AlertController.visible.isEmpty, "no dialog takes the keyboard while the user types")
        XCTAssertTrue(tasks.problemBar.isShowing, "the bar under the list says the edit is not saved yet")
        XCTAssertTrue(tasks.problemBar.text.contains("not saved yet"), tasks.problemBar.text)

        main.navigation.popViewController(animated: false)
        XCTAssertEqual(
            tasks.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.text, "Walk the dog before the rain",
            "leaving the page keeps the edit in the list")
        XCTAssertTrue(AlertController.visible.isEmpty)
        XCTAssertEqual(try storedTexts().first, "Walk the dog", "not in the file yet")

        try database.execute("PRAGMA query_only = 0")
        tasks.retryUnsavedEdits()
        XCTAssertEqual(try storedTexts().first, "Walk the dog before the rain", "saved once the store works again")
        XCTAssertFalse(tasks.problemBar.isShowing)
    }

    @MainActor
    func testAFailedDeleteShowsNoUndoBar() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        try main.services.store().0.database.execute("PRAGMA query_only = 1")
        tasks.tableView(tasks.tableView, commitDeletionForRowAt: IndexPath(row: 0, section: 0))
        XCTAssertEqual(AlertController.visible.last?.title, "The change could not be saved")
        XCTAssertFalse(tasks.undoBar.isShowing, "nothing was deleted, so there is nothing to undo")
        closeShownAlert()
    }

    /// The issue "Reliability, round four", item 4: the store replaced (a sync tool renames its
    /// copy over it) while the user types in a task. A dialog used to take the focus at the next
    /// draft, and the next space dismissed it unread (" the quick brown fox" was stored as "the
    /// qubrown fox"). Now the lists' bar says it, and every key lands in the editor.
    @MainActor
    func testTheStoreReplacedWhileTypingIsSaidInTheBarAndEveryKeyLands() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        XCTAssertTrue(try cell(0, of: tasks).grabFocus())
        try XKeyboard.press("Return", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is TaskDetailViewController }))
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        try XKeyboard.type(" the quick", inWindowTitled: "Task")

        let url = try XCTUnwrap(main.services.storeURL)
        let other = url.deletingLastPathComponent().appendingPathComponent("other.sqlite3")
        do {
            let foreign = SegueStore.open(at: other) { database, version throws(StoreError) in
                if version == 1 { try TaskRepository.seed(["The other file's task"], into: database) }
            }
            _ = foreign
        }
        XCTAssertEqual(rename(other.path, url.path), 0)
        _ = pump(until: { false }, timeout: 0.8) // the next draft finds the file replaced
        try XKeyboard.type(" brown fox", inWindowTitled: "Task")
        pump()

        XCTAssertTrue(AlertController.visible.isEmpty, "no dialog took the keyboard: \(AlertController.visible.map(\.title))")
        XCTAssertEqual(detail.textView.text, "Walk the dog the quick brown fox")
        XCTAssertTrue(tasks.problemBar.isShowing)
        XCTAssertTrue(tasks.problemBar.text.hasPrefix("Your data file was replaced."), tasks.problemBar.text)
    }
}
