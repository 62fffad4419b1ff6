import Foundation
import SegueCore
import XCTest

/// Another program (a second Segue, `sqlite3`) writes the store while Segue shows it: every write
/// lands on its own task, found by key, and the list follows the file (issue "Reliability, round
/// three").
final class ChangedElsewhereTests: StoreTestCase {
    /// The data loss, step by step: the fourth task's editor is open, another program
    /// deletes the first task between two drafts, then the edit comes back. The edit must land on
    /// the fourth task; "Find new henchmen" must stay as it was.
    @MainActor
    func testAnEditLandsOnItsOwnTaskAfterAnotherProgramDeletesARowAboveIt() async throws {
        let logic = try openLogic(openStore())
        let other = openStore()
        let selection = logic.selection(forRow: 3)
        XCTAssertEqual(selection.text, "Invent miniature dolphins")
        try logic.saveDraft(selection.editing(text: "Invent miniature dolphins AAA"))
        try other.database.execute("DELETE FROM tasks WHERE id = ?", [.integer(logic.tasks[0].id)])
        XCTAssertEqual(try logic.saveDraft(selection.editing(text: "Invent miniature dolphins AAA BBB")), .reloaded, "the list catches up")
        XCTAssertEqual(try logic.apply(selection.editing(text: "Invent miniature dolphins AAA BBB")), .none, "already saved")

        let stored = try openLogic(openStore()).tasks.map(\.text)
        XCTAssertEqual(stored.count, StoreTestCase.seedTasks.count - 1, "the other program's deletion stands")
        XCTAssertFalse(stored.contains(StoreTestCase.seedTasks[0]))
        XCTAssertEqual(stored.filter { $0.hasPrefix("Invent miniature dolphins") }, ["Invent miniature dolphins AAA BBB"])
        XCTAssertEqual(
            Array(stored), Array(StoreTestCase.seedTasks.dropFirst()).map { $0 == "Invent miniature dolphins" ? $0 + " AAA BBB" : $0 })
        XCTAssertEqual(logic.tasks.map(\.text), stored, "the list on screen is the file's")
    }

    /// A new task's drafts go to the task the first draft added, even after other rows came and went.
    @MainActor
    func testANewTasksDraftsFollowTheTaskTheyAddedNotItsRow() async throws {
        let logic = try openLogic(openStore())
        let other = openStore()
        let new = logic.selectionForNewTask()
        try logic.saveDraft(new.editing(text: "Feed"))
        try other.database.execute("DELETE FROM tasks WHERE id = ?", [.integer(logic.tasks[0].id)])
        try other.database.execute("INSERT INTO tasks (position, text) VALUES (1000, 'Added elsewhere')")
        try logic.apply(new.editing(text: "Feed the sharks"))
        let stored = try openLogic(openStore()).tasks.map(\.text)
        XCTAssertEqual(stored.suffix(2), ["Feed the sharks", "Added elsewhere"])
        XCTAssertEqual(stored.count, StoreTestCase.seedTasks.count + 1)
    }

    /// Another program inserts 50 tasks and deletes 1,000 of 100,000: the list's count, its end
    /// and its first rows follow (one pragma when nothing changed).
    @MainActor
    func testTheListFollowsInsertionsAndDeletionsMadeElsewhere() async throws {
        let store = openStore()
        try store.database.transaction { () throws(StoreError) in
            try store.database.execute("DELETE FROM tasks")
            for number in 1...100_000 {
                try store.database.execute(
                    "INSERT INTO tasks (position, text) VALUES (?, ?)", [.integer(Int64(number)), .text("Task \(number)")])
            }
        }
        let logic = try openLogic(store)
        XCTAssertEqual(logic.tasks[0].text, "Task 1")
        XCTAssertEqual(logic.tasks.last?.text, "Task 100000")
        XCTAssertEqual(try logic.followStore(), .none, "nothing changed")

        let other = openStore()
        try other.database.transaction { () throws(StoreError) in
            try other.database.execute("DELETE FROM tasks WHERE position <= 1000")
            for number in 1...50 {
                try other.database.execute(
                    "INSERT INTO tasks (position, text) VALUES (?, ?)", [.integer(Int64(200_000 + number)), .text("New \(number)")])
            }
        }
        XCTAssertEqual(try logic.followStore(), .reloaded)
        XCTAssertEqual(logic.tasks.count, 99_050)
        XCTAssertEqual(logic.tasks[0].text, "Task 1001", "deleted tasks are gone from the top")
        XCTAssertEqual(logic.tasks.last?.text, "New 50", "the end is the new end")
        XCTAssertEqual(try logic.followStore(), .none)
    }

    /// An edit the store refused is kept; if another program deletes its task before the retry,
    /// the retry puts the task back with the edit (never drops it).
    @MainActor
    func testAKeptEditToATaskDeletedElsewhereIsPutBackByTheRetry() async throws {
        let store = openStore()
        let logic = try openLogic(store)
        let selection = logic.selection(forRow: 2)
        try store.database.execute("PRAGMA query_only = 1")
        XCTAssertThrowsError(try logic.apply(selection.editing(text: "Kept, then put back")))
        try store.database.execute("PRAGMA query_only = 0")
        try openStore().database.execute("DELETE FROM tasks WHERE id = ?", [.integer(try XCTUnwrap(selection.taskID))])
        XCTAssertTrue(try logic.saveUnsavedEdits())
        XCTAssertTrue(try openLogic(openStore()).tasks.map(\.text).contains("Kept, then put back"))
        XCTAssertEqual(logic.tasks.count, StoreTestCase.seedTasks.count)
    }

    /// A new task the store refused is kept; the next new task is another task, never written
    /// over the kept one (found by the make bench run of the held-lock benchmark).
    @MainActor
    func testANewTaskKeptUnsavedIsNotOverwrittenByTheNextNewTask() async throws {
        let store = openStore()
        let logic = try openLogic(store)
        try store.database.execute("PRAGMA query_only = 1")
        XCTAssertThrowsError(try logic.apply(logic.selectionForNewTask().editing(text: "Kept while locked")))
        try store.database.execute("PRAGMA query_only = 0")
        try logic.apply(logic.selectionForNewTask().editing(text: "Added after"))
        XCTAssertTrue(try logic.saveUnsavedEdits())
        try logic.apply(logic.selectionForNewTask().editing(text: "And another"))
        XCTAssertEqual(try openLogic(openStore()).tasks.suffix(3).map(\.text), ["Kept while locked", "Added after", "And another"])
    }
}
