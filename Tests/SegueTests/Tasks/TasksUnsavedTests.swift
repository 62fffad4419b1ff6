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
        XCTAssertTrue(Alert.visible.isEmpty, "no dialog takes the keyboard while the user types")
        XCTAssertTrue(tasks.problemBar.isShowing, "the bar under the list says the edit is not saved yet")
        XCTAssertTrue(tasks.problemBar.text.contains("not saved yet"), tasks.problemBar.text)

        main.navigation.popViewController(animated: false)
        XCTAssertEqual(
            tasks.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.text, "Walk the dog before the rain",
            "leaving the page keeps the edit in the list")
        XCTAssertTrue(Alert.visible.isEmpty)
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
        XCTAssertEqual(Alert.visible.last?.title, "The change could not be saved")
        XCTAssertFalse(tasks.undoBar.isShowing, "nothing was deleted, so there is nothing to undo")
        Alert.visible.last?.clickButton()
    }
}
