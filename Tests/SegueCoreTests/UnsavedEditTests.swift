import Foundation
import SegueCore
import SegueTestFixtures
import XCTest

final class UnsavedEditTests: StoreTestCase {
    @MainActor
    func testAnEditTheStoreRefusesIsKeptAndSavedWhenTheStoreWorksAgain() async throws {
        let store = openStore()
        let logic = try openLogic(store)
        try store.database.execute("PRAGMA query_only = 1") // every write now fails, as on a full disk
        XCTAssertThrowsError(try logic.saveDraft(logic.selection(forRow: 0).editing(text: "Walk the dog twice")))
        XCTAssertThrowsError(try logic.apply(logic.selection(forRow: 0).editing(text: "Walk the dog at noon")))
        XCTAssertEqual(logic.tasks[0].text, "Walk the dog at noon", "the edit stays in the list")
        XCTAssertThrowsError(try logic.apply(logic.selectionForNewTask().editing(text: "Buy a lead")))
        XCTAssertEqual(logic.tasks.last?.text, "Buy a lead", "a new task is kept too")
        XCTAssertTrue(logic.hasUnsavedEdits)
        XCTAssertThrowsError(try logic.saveUnsavedEdits(), "still refused")
        XCTAssertEqual(try openLogic(openStore()).tasks[0].text, "Walk the dog", "nothing reached the file yet")

        try store.database.execute("PRAGMA query_only = 0")
        XCTAssertTrue(try logic.saveUnsavedEdits())
        XCTAssertFalse(logic.hasUnsavedEdits)
        let reopened = try openLogic(openStore())
        XCTAssertEqual(reopened.tasks[0].text, "Walk the dog at noon")
        XCTAssertEqual(reopened.tasks.last?.text, "Buy a lead")
        XCTAssertEqual(reopened.tasks.count, StoreTestCase.seedTasks.count + 1)
    }
}
