import Foundation
import SegueCore
import SegueTestFixtures
import XCTest

final class TaskListLogicTests: StoreTestCase {
    private func at(_ row: Int) -> IndexPath { IndexPath(indexes: [0, row]) }

    func testUrgentTasksAreAttentionCellsCaseSensitivelyAnywhere() {
        XCTAssertEqual(TaskCellKind(text: "URGENT: Buy milk"), .attention)
        XCTAssertEqual(TaskCellKind(text: "Walk the dog URGENT"), .attention)
        XCTAssertEqual(TaskCellKind(text: "urgent: lowercase is not"), .plain)
        XCTAssertEqual(TaskCellKind(text: ""), .plain)
    }

    @MainActor
    func testFirstRunSeedsTheSeedsTasksInOrder() async throws {
        XCTAssertEqual(try openLogic(openStore()).tasks.map(\.text), Self.seedTasks)
    }

    @MainActor
    func testShippedSeedFileMatchesTheSeed() async throws {
        XCTAssertEqual(try TaskSeeds.load(using: SeedFixtures.shippedDataLocator), Self.seedTasks)
    }

    @MainActor
    func testAnEditedSelectionReplacesThatTaskAndFlipsItsKind() async throws {
        let store = openStore()
        let logic = try openLogic(store)
        let selection = logic.selection(forRow: 0)
        XCTAssertEqual(selection, TaskSelection(indexPath: at(0), text: "Walk the dog", taskID: logic.tasks[0].id))
        XCTAssertEqual(try logic.apply(logic.selection(forRow: 0).editing(text: "Walk the dog URGENT")), .updated(row: 0))
        XCTAssertEqual(logic.tasks[0].kind, .attention)
        XCTAssertEqual(try logic.apply(logic.selection(forRow: 1).editing(text: "Buy milk")), .updated(row: 1))
        XCTAssertEqual(logic.tasks[1].kind, .plain)
        XCTAssertEqual(
            try openLogic(openStore()).tasks.prefix(2).map(\.text), ["Walk the dog URGENT", "Buy milk"],
            "the edit is committed to the file")
    }

    @MainActor
    func testAnUnchangedTextWritesNothing() async throws {
        let store = openStore()
        let logic = try openLogic(store)
        let before = try totalChanges(store)
        XCTAssertEqual(try logic.apply(logic.selection(forRow: 3)), .none)
        XCTAssertEqual(try totalChanges(store), before)
    }

    @MainActor
    func testANewTaskLeftEmptyAddsNothingAndADraftedOneEmptiedIsRemoved() async throws {
        let logic = try openLogic(openStore())
        XCTAssertEqual(try logic.apply(logic.selectionForNewTask()), .none)
        XCTAssertEqual(logic.tasks.count, 9)

        let new = logic.selectionForNewTask()
        XCTAssertEqual(try logic.saveDraft(new.editing(text: "Feed")), .inserted(row: 9))
        XCTAssertEqual(try logic.saveDraft(new.editing(text: "Feed the sharks")), .updated(row: 9))
        XCTAssertEqual(try logic.apply(new.editing(text: "")), .removed(row: 9))
        XCTAssertEqual(logic.tasks.count, 9)
        XCTAssertEqual(try openLogic(openStore()).tasks.count, 9)
    }

    @MainActor
    func testAnExistingTaskEmptiedStaysAsAnEmptyTask() async throws {
        let logic = try openLogic(openStore())
        XCTAssertEqual(try logic.apply(logic.selection(forRow: 2).editing(text: "")), .updated(row: 2))
        XCTAssertEqual(logic.tasks[2].text, "")
    }

    @MainActor
    func testDeleteAndUndoRestoreTheTaskInPlaceAcrossReopening() async throws {
        let logic = try openLogic(openStore())
        let task = logic.tasks[4]
        XCTAssertEqual(try logic.delete(row: 4), .removed(row: 4))
        XCTAssertEqual(try openLogic(openStore()).tasks.count, 8)
        XCTAssertEqual(try logic.restore(task, at: 4), .inserted(row: 4))
        XCTAssertEqual(try openLogic(openStore()).tasks.map(\.text), Self.seedTasks)
        XCTAssertEqual(try logic.restore(task, at: 4), .none, "a task already back is not put back twice")
    }

    @MainActor
    func testEmojiCombiningMarksRightToLeftAndQuotesRoundTripUnchanged() async throws {
        let texts = [
            "Feed 🦈🦈 sharks 👩🏽‍🔬", "Cafe\u{301} au lait", "שלום עולם — مرحبا", "Robert'); DROP TABLE tasks;--",
            "line one\nline two", String(repeating: "long ", count: 2_000),
        ]
        let logic = try openLogic(openStore())
        for (row, text) in texts.enumerated() {
            try logic.apply(logic.selection(forRow: row).editing(text: text))
        }
        let reopened = try openLogic(openStore())
        XCTAssertEqual(Array(reopened.tasks.prefix(texts.count).map(\.text)), texts)
        XCTAssertEqual(reopened.tasks[4].firstLine, "line one")
        XCTAssertEqual(reopened.tasks.count, 9, "the quoted SQL did nothing")
    }
}
