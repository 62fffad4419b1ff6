import Foundation
import SegueCore
import XCTest

/// Searching the task list in the store: what a search finds, what it does to edits, undo and
/// new tasks, and that its text is data, never syntax.
final class TaskSearchTests: StoreTestCase {
    private static let hostileTasks = [
        "Call the dentist", "Pay 100% of the bill", "snake_case name", "a*b star", "say \"hi\" twice", "NEAR the park",
        "O'Brien's lunch", "back\\slash", "Café crème", "ÄRZTE anrufen",
    ]

    @MainActor
    private func texts(_ logic: TaskListLogic) -> [String] { logic.tasks.map(\.text) }

    @MainActor
    func testASearchShowsTheMatchingTasksInListOrderAndAnEmptyOneShowsThemAll() async throws {
        let logic = try openLogic(openStore())
        try logic.search(for: "urgent")
        XCTAssertEqual(texts(logic), ["URGENT: Buy milk", "URGENT: Fold laundry"], "case is ignored")
        XCTAssertEqual(logic.searchText, "urgent")
        try logic.search(for: "h")
        XCTAssertEqual(texts(logic), Self.seedTasks.filter { $0.lowercased().contains("h") }, "one letter reads the table through")
        try logic.search(for: "")
        XCTAssertEqual(texts(logic), Self.seedTasks)
    }

    @MainActor
    func testSearchTextIsDataNotSyntax() async throws {
        let logic = try openLogic(openStore(seed: Self.hostileTasks))
        let cases: [(String, [String])] = [
            ("%", ["Pay 100% of the bill"]), ("0%", ["Pay 100% of the bill"]), ("100% of", ["Pay 100% of the bill"]),
            ("_", ["snake_case name"]), ("e_c", ["snake_case name"]), ("*", ["a*b star"]), ("a*b", ["a*b star"]),
            ("\"", ["say \"hi\" twice"]), ("\"hi\"", ["say \"hi\" twice"]), ("\"hi", ["say \"hi\" twice"]),
            ("NEAR", ["NEAR the park"]), ("near the", ["NEAR the park"]), ("NEAR(", []), ("dentist OR park", []),
            ("'", ["O'Brien's lunch"]), ("'s l", ["O'Brien's lunch"]), ("\\", ["back\\slash"]), ("k\\s", ["back\\slash"]),
            ("\0", []), ("dent\0ist", []), ("%%", []), ("__", []), ("*)", []), ("café", ["Café crème"]), ("ärzte", ["ÄRZTE anrufen"]),
            (String(repeating: "dentist ", count: 1_250), []), (String(repeating: "x", count: 10_000), []),
        ]
        for (text, expected) in cases {
            XCTAssertNoThrow(try logic.search(for: text), "searching for \(text.prefix(12).debugDescription)")
            XCTAssertEqual(texts(logic), expected, "searching for \(text.prefix(12).debugDescription)")
            XCTAssertEqual(logic.tasks.count, expected.count)
        }
    }

    @MainActor
    func testEditsUndoAndNewTasksWhileSearchingReachTheRightTask() async throws {
        let store = openStore()
        let logic = try openLogic(store)
        try logic.search(for: "urgent")
        // Edit the second result: "URGENT: Fold laundry" (row 6 of the whole list).
        let selection = logic.selection(forRow: 1)
        let edited = TaskSelection(indexPath: selection.indexPath, text: "Fold laundry, calmly", taskID: selection.taskID)
        XCTAssertEqual(try logic.apply(edited), .reloaded, "an edit may take a task out of the results")
        XCTAssertEqual(texts(logic), ["URGENT: Buy milk"])
        // Undo the edit though the task is not a result now.
        XCTAssertEqual(try logic.setText("URGENT: Fold laundry", ofTaskWithID: try XCTUnwrap(selection.taskID)), .reloaded)
        XCTAssertEqual(texts(logic), ["URGENT: Buy milk", "URGENT: Fold laundry"])
        // A new task that is not a result is stored all the same.
        XCTAssertEqual(try logic.apply(TaskSelection(indexPath: IndexPath(indexes: [0, 2]), text: "Water the plants")), .reloaded)
        XCTAssertEqual(logic.tasks.count, 2)
        // Deleting a result removes its row; restoring it brings it back.
        let deleted = logic.tasks[0]
        XCTAssertEqual(try logic.delete(row: 0), .removed(row: 0))
        XCTAssertEqual(try logic.restore(deleted, at: 0), .reloaded)
        XCTAssertEqual(texts(logic), ["URGENT: Buy milk", "URGENT: Fold laundry"])
        // Redoing the deletion of a task hidden by the search deletes it.
        let plants = try XCTUnwrap(TaskRepository(database: store.database).all().first { $0.text == "Water the plants" })
        XCTAssertEqual(try logic.delete(taskIDs: [plants.id]), [.reloaded])
        try logic.search(for: "")
        XCTAssertEqual(texts(logic), Self.seedTasks, "the whole list, edits undone, as it was")
    }

    @MainActor
    func testTheIndexFollowsAnotherProgramsWrites() async throws {
        let store = openStore()
        let logic = try openLogic(store)
        let other = try SQLiteDatabase(path: store.database.path)
        try other.execute("INSERT INTO tasks (position, text) VALUES (100, 'Call the dentist')")
        try other.execute("UPDATE tasks SET text = 'Walk the cat' WHERE text = 'Walk the dog'")
        XCTAssertEqual(try logic.followStore(), .reloaded)
        try logic.search(for: "dentist")
        XCTAssertEqual(texts(logic), ["Call the dentist"])
        try logic.search(for: "the dog")
        XCTAssertEqual(texts(logic), [])
        try logic.search(for: "the cat")
        XCTAssertEqual(texts(logic), ["Walk the cat"])
        try other.execute("DELETE FROM tasks WHERE text = 'Call the dentist'")
        _ = try logic.followStore()
        try logic.search(for: "dentist")
        XCTAssertEqual(texts(logic), [])
    }

    @MainActor
    func testAFarPageOfAManyResultSearchIsOneRead() async throws {
        let store = openStore(seed: (1...1_000).map { "Task \($0)\($0 % 3 == 0 ? " URGENT" : "")" })
        let logic = try openLogic(store)
        try logic.search(for: "URGENT")
        for _ in 0..<500 where logic.isCountingResults { try await Task.sleep(nanoseconds: 10_000_000) }
        XCTAssertEqual(logic.tasks.count, 333, "the whole count, counted off the main thread")
        let before = logic.tasks.pagesRead
        XCTAssertEqual(logic.tasks[332].text, "Task 999 URGENT", "the last result, read from the end")
        XCTAssertEqual(logic.tasks[200].text, "Task 603 URGENT")
        XCTAssertEqual(logic.tasks.pagesRead - before, 2)
        XCTAssertEqual(logic.row(ofTaskWithID: logic.tasks[200].id), 200)
    }
}

extension TaskSearchTests {
    @MainActor
    func testASearchFindingMoreThanItReadsAtOnceShowsTheFirstAndThenCountsTheRest() async throws {
        let store = openStore(seed: (1...1_500).map { "Task \($0)" })
        let logic = try openLogic(store)
        var counted = 0
        logic.onResultsCounted = { counted += 1 }
        try logic.search(for: "task 1")
        XCTAssertTrue(logic.isCountingResults, "612 results: more than are read at once")
        XCTAssertEqual(logic.tasks.count, 200, "the first results, at once")
        XCTAssertEqual(logic.tasks[199].text, "Task 1088", "1, 10-19, 100-199, then 1000 on")
        for _ in 0..<500 where counted == 0 { try await Task.sleep(nanoseconds: 10_000_000) }
        XCTAssertEqual(counted, 1)
        XCTAssertFalse(logic.isCountingResults)
        XCTAssertEqual(logic.tasks.count, 612, "1, 10-19, 100-199, 1000-1500")
        XCTAssertEqual(logic.tasks[611].text, "Task 1500")
        XCTAssertEqual(logic.tasks[200].text, "Task 1089", "the row after those read at once")
        // A count that comes after the search changed is dropped.
        try logic.search(for: "task")
        try logic.search(for: "task 14")
        XCTAssertEqual(logic.tasks.count, 111)
        try await Task.sleep(nanoseconds: 300_000_000)
        XCTAssertEqual(logic.tasks.count, 111)
    }
}

extension TaskSearchTests {
    /// A one- or two-letter text has no index to look in: a rare one read the whole table before
    /// answering (about 200 ms at a million tasks). It now answers from the first tasks and finds
    /// the rest off the main thread.
    @MainActor
    func testAShortRareSearchAnswersFromTheFirstTasksAndFindsTheRestAfter() async throws {
        let seed = (1...1_000).map { $0 == 30 || $0 == 700 || $0 == 950 ? "Task \($0) qz" : "Task \($0)" }
        let store = openStore(seed: seed)
        let logic = try TaskListLogic(repository: TaskRepository(database: store.database), searchSlice: 250)
        var found = 0
        logic.onResultsCounted = { found += 1 }
        try logic.search(for: "qz")
        XCTAssertTrue(logic.isFindingResults, "two of the three are past the first 250 tasks")
        XCTAssertTrue(logic.isCountingResults)
        XCTAssertEqual(texts(logic), ["Task 30 qz"], "the result among the first tasks, at once")
        for _ in 0..<500 where found == 0 { try await Task.sleep(nanoseconds: 10_000_000) }
        XCTAssertEqual(found, 1)
        XCTAssertFalse(logic.isFindingResults)
        XCTAssertFalse(logic.isCountingResults)
        XCTAssertEqual(texts(logic), ["Task 30 qz", "Task 700 qz", "Task 950 qz"], "then every one, in list order")
        let pagesRead = logic.tasks.pagesRead
        _ = texts(logic)
        XCTAssertEqual(logic.tasks.pagesRead, pagesRead, "the results found after are kept, not looked for again")

        // Nothing among the first tasks: no rows yet, and "No Results" only once nothing is found.
        try logic.search(for: "zz")
        XCTAssertTrue(logic.isFindingResults)
        XCTAssertEqual(logic.tasks.count, 0)
        for _ in 0..<500 where logic.isFindingResults { try await Task.sleep(nanoseconds: 10_000_000) }
        XCTAssertEqual(logic.tasks.count, 0)
        XCTAssertEqual(found, 2, "an empty result comes too")

        // Common short texts fill the rows from the first tasks; three letters use the index.
        try logic.search(for: "ta")
        XCTAssertFalse(logic.isFindingResults, "201 results among the first 250 tasks: the first ones for sure")
        XCTAssertTrue(logic.isCountingResults)
        XCTAssertEqual(logic.tasks.count, 200)
        // (Its count is let finish: a read still running as the test ends races the folder's removal.)
        for _ in 0..<500 where logic.isCountingResults { try await Task.sleep(nanoseconds: 10_000_000) }
        XCTAssertEqual(logic.tasks.count, 1_000)
        try logic.search(for: "7 q")
        XCTAssertFalse(logic.isFindingResults)
        XCTAssertEqual(texts(logic), [], "no task has it")
        try logic.search(for: " qz")
        XCTAssertFalse(logic.isFindingResults)
        XCTAssertEqual(logic.tasks.count, 3)
    }
}

extension TaskSearchTests {
    /// A search's count that the next key made useless is cancelled: its read stops, with an
    /// error, instead of keeping a core busy (a million tasks' count takes hundreds of ms).
    func testAQueryStopsWhenItsTaskIsCancelled() async {
        let outcome = await Task.detached { () -> String in
            guard let database = try? SQLiteDatabase(path: ":memory:") else { return "not opened" }
            database.stopsWhenTaskIsCancelled()
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                let rows = try database.query(
                    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 20000000) SELECT COUNT(*) FROM c")
                return "read on to \(rows.first?.first?.integer ?? 0)"
            } catch {
                return "stopped"
            }
        }.value
        XCTAssertEqual(outcome, "stopped")
    }
}
