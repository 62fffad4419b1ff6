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

final class TaskRowTextTests: XCTestCase {
    func testAMegabyteOnOneLineIsShownAsABoundedPrefix() {
        let huge = String(repeating: "a", count: 1_000_000)
        let task = TaskItem(id: 1, position: 1, text: huge + "\nsecond line")
        XCTAssertEqual(task.firstLine.count, TaskItem.rowTextLimit + 1)
        XCTAssertTrue(task.firstLine.hasSuffix("…"))
        XCTAssertEqual(task.text.count, 1_000_000 + 12, "the task keeps all of it")
        XCTAssertEqual(TaskItem(id: 2, position: 2, text: "short\nmore").firstLine, "short")
    }

    /// The editor opens a task for editing up to a mebibyte and lines of 10,000 characters, and
    /// never one holding a NUL (GTK's buffer would cut it there); beyond, read-only with its start.
    func testTheEditorsLimitsAndTheReadOnlyPreview() {
        func selection(_ text: String) -> TaskSelection { TaskSelection(indexPath: IndexPath(indexes: [0, 0]), text: text, taskID: 1) }
        XCTAssertFalse(
            selection(String(repeating: String(repeating: "word ", count: 19) + "word\n", count: 10_000)).isTooLongToEdit,
            "a megabyte of ordinary lines")
        XCTAssertTrue(
            selection(String(repeating: String(repeating: "word ", count: 19) + "word\n", count: 10_500)).isTooLongToEdit, "over a mebibyte"
        )
        let lines = String(repeating: String(repeating: "x", count: 10_000) + "\n", count: 3)
        XCTAssertFalse(selection(lines).isTooLongToEdit, "lines of 10,000 characters")
        XCTAssertTrue(selection(lines + String(repeating: "é", count: 10_001)).isTooLongToEdit, "a line of 10,001")
        XCTAssertTrue(selection("before\u{0}after").isTooLongToEdit, "a NUL")
        XCTAssertEqual(selection("before\u{0}after").preview, "before")
        XCTAssertEqual(selection(String(repeating: "y", count: 6_000)).preview, String(repeating: "y", count: 5_000) + "…")
    }

    /// Embedding, override and isolate controls are left out of the line a row shows; direction
    /// marks and the stored text stay.
    func testADirectionOverrideCannotReverseTheLineShown() {
        XCTAssertEqual(TaskItem(id: 1, position: 1, text: "evil\u{202E}exe.live").firstLine, "evilexe.live")
        XCTAssertEqual(TaskItem(id: 1, position: 1, text: "a\u{2067}b\u{2069}\u{202A}c\u{202C}").firstLine, "abc")
        XCTAssertEqual(TaskItem(id: 1, position: 1, text: "שלום\u{200F} world").firstLine, "שלום\u{200F} world")
        XCTAssertEqual(TaskItem(id: 1, position: 1, text: "evil\u{202E}exe.live").text.unicodeScalars.count, 13)
    }
}

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

final class DeletedElsewhereTests: StoreTestCase {
    /// A second Segue (or `sqlite3`) deletes the task being edited: the edit puts it back, in its
    /// place, and the user is told once.
    @MainActor
    func testAnEditToATaskDeletedByAnotherWriterPutsItBackAndSaysSo() async throws {
        let logic = try openLogic(openStore())
        let other = openStore()
        let id = logic.tasks[1].id
        try TaskRepository(database: other.database).delete(id: id)
        XCTAssertNil(logic.takeReinstatedNotice(), "nothing to say before an edit")

        try logic.saveDraft(logic.selection(forRow: 1).editing(text: "Kept after all"))
        try logic.apply(logic.selection(forRow: 1).editing(text: "Kept after all, twice"))
        let notice = try XCTUnwrap(logic.takeReinstatedNotice())
        XCTAssertEqual(notice.message, "“Kept after all, twice” had been deleted elsewhere; your edit put it back.")
        XCTAssertEqual(notice.taskIDs, [id])
        XCTAssertNil(logic.takeReinstatedNotice(), "said once")

        let reopened = try openLogic(openStore())
        XCTAssertEqual(reopened.tasks.count, StoreTestCase.seedTasks.count, "the task is back")
        XCTAssertEqual(reopened.tasks[1], TaskItem(id: id, position: logic.tasks[1].position, text: "Kept after all, twice"))

        try logic.delete(taskIDs: notice.taskIDs) // the bar's Undo: deleted after all
        XCTAssertFalse(try openLogic(openStore()).tasks.contains { $0.id == id })
    }

    /// The same holds for a Homepwner item and a hero: the write puts the row back whole.
    func testAnUpdateToADeletedItemOrHeroPutsItBack() async throws {
        let store = openStore()
        let items = HomepwnerItemRepository(database: store.database)
        var item = try items.append(name: "Lamp", serialNumber: "A1", valueInDollars: 5, dateCreated: Date(timeIntervalSince1970: 0))
        try items.delete(id: item.id)
        item.name = "Desk lamp"
        XCTAssertTrue(try items.update(item), "reported as put back")
        XCTAssertEqual(try items.all().map(\.name), ["Desk lamp"])
        XCTAssertFalse(try items.update(item), "an ordinary update is not")

        let heroes = HeroRepository(database: store.database)
        var hero = try heroes.add(Hero(id: 0, name: "Kara", secretIdentity: "", birthdate: nil, sex: nil, favoriteColor: nil))
        try heroes.delete(id: hero.id)
        hero.secretIdentity = "Linda"
        XCTAssertTrue(try heroes.update(hero))
        XCTAssertEqual(try heroes.all().filter { $0.id == hero.id }.map(\.secretIdentity), ["Linda"])
    }
}
