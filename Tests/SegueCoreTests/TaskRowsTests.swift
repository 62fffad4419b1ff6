import Foundation
import SegueCore
import XCTest

/// The task list reads the store a page at a time: a long list opens and jumps anywhere with a
/// read or two, and edits, deletions, undo and kept edits behave as with nine tasks.
final class TaskRowsTests: StoreTestCase {
    private let count = 100_000

    /// A store holding `count` tasks "Task 1" … "Task N" (positions with a gap after each tenth,
    /// as deletions leave them).
    @MainActor
    private func longList() throws -> (SegueStore, TaskListLogic) {
        let store = openStore()
        try store.database.transaction { () throws(StoreError) in
            try store.database.execute("DELETE FROM tasks")
            for number in 1...count {
                try store.database.execute(
                    "INSERT INTO tasks (position, text) VALUES (?, ?)", [.integer(Int64(number + number / 10)), .text("Task \(number)")])
            }
        }
        return (store, try openLogic(store))
    }

    @MainActor
    func testAFarRowCostsOneReadAndNeighboursFollowByKey() async throws {
        let (_, logic) = try longList()
        XCTAssertEqual(logic.tasks.count, count)
        XCTAssertEqual(logic.tasks.pagesRead, 0, "opening reads no task")
        XCTAssertEqual(logic.tasks[count - 1].text, "Task \(count)", "the last row")
        XCTAssertEqual(logic.tasks.pagesRead, 1)
        XCTAssertEqual(logic.tasks[50_000].text, "Task 50001")
        XCTAssertEqual(logic.tasks.pagesRead, 2)
        // Walking on from a read page crosses pages by key, in both directions.
        XCTAssertEqual((49_900..<50_200).map { logic.tasks[$0].text }, (49_901...50_200).map { "Task \($0)" })
        XCTAssertEqual(logic.tasks[0].text, "Task 1")
        XCTAssertEqual(logic.tasks[count - 70].text, "Task \(count - 69)")
    }

    @MainActor
    func testEditsDeletionsAndUndoInALongList() async throws {
        let (store, logic) = try longList()
        let far = 80_000
        let task = logic.tasks[far]
        XCTAssertEqual(try logic.apply(logic.selection(forRow: far).editing(text: "Edited")), .updated(row: far))
        XCTAssertEqual(logic.tasks[far].text, "Edited")
        XCTAssertEqual(try logic.delete(row: far), .removed(row: far))
        XCTAssertEqual(logic.tasks.count, count - 1)
        XCTAssertEqual(logic.tasks[far].text, "Task \(far + 2)", "the next task moved up")
        var deleted = task
        deleted.text = "Edited"
        XCTAssertEqual(try logic.restore(deleted, at: far), .inserted(row: far), "undo puts it back in its place")
        XCTAssertEqual(logic.tasks[far], deleted)
        XCTAssertEqual(logic.row(ofTaskWithID: task.id), far)
        XCTAssertEqual(try logic.apply(logic.selectionForNewTask().editing(text: "Last")), .inserted(row: count))
        XCTAssertEqual(logic.tasks.last?.text, "Last")
        let reopened = try openLogic(store)
        XCTAssertEqual(reopened.tasks.count, count + 1)
        XCTAssertEqual(reopened.tasks[far].text, "Edited")
        XCTAssertEqual(reopened.tasks[count].text, "Last")
    }
}
