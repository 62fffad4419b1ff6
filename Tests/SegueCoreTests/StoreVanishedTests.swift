import Foundation
import SegueCore
import XCTest

/// The store file deleted, or replaced by a rename (as sync tools save), while Segue runs: the
/// next write notices, nothing the user sees is lost, another program's file is never written
/// over, and the user is told.
final class StoreVanishedTests: StoreTestCase {
    @MainActor
    func testADeletedStoreIsWrittenAgainWithEverythingAndTheNextEdit() async throws {
        let store = openStore()
        var relocations: [FileRelocation] = []
        store.database.onRelocation = { relocations.append($0) }
        let logic = try openLogic(store)
        try logic.apply(logic.selection(forRow: 0).editing(text: "Before the delete"))
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: databaseURL.path + suffix) }

        try logic.apply(logic.selection(forRow: 1).editing(text: "After the delete"))
        XCTAssertEqual(relocations, [.rewritten(path: databaseURL.path)])
        try logic.apply(logic.selection(forRow: 2).editing(text: "And later"))
        XCTAssertEqual(relocations.count, 1, "told once")

        let reopened = openStore()
        XCTAssertTrue(reopened.problems.isEmpty, "\(reopened.problems)")
        let texts = try openLogic(reopened).tasks.map(\.text)
        XCTAssertEqual(Array(texts.prefix(3)), ["Before the delete", "After the delete", "And later"])
        XCTAssertEqual(texts.count, StoreTestCase.seedTasks.count, "every other task is there too")
    }

    /// Only the main file deleted (its `-wal` left behind, which SQLite then neither checkpoints
    /// nor removes): the stale WAL must not be read as the new file's own.
    @MainActor
    func testDeletingOnlyTheMainFileLeavesNoStaleWALToCorruptTheNewOne() async throws {
        let store = openStore()
        let logic = try openLogic(store)
        try logic.apply(logic.selection(forRow: 0).editing(text: "In the WAL"))
        try FileManager.default.removeItem(at: databaseURL)
        try logic.apply(logic.selection(forRow: 1).editing(text: "After the delete"))
        try logic.apply(logic.selection(forRow: 2).editing(text: "Later still"))
        let reopened = openStore()
        XCTAssertTrue(reopened.problems.isEmpty, "\(reopened.problems)")
        let texts = try openLogic(reopened).tasks.map(\.text)
        XCTAssertEqual(Array(texts.prefix(3)), ["In the WAL", "After the delete", "Later still"])
        XCTAssertEqual(try reopened.database.query("PRAGMA integrity_check").first?.first?.text, "ok")
    }

    @MainActor
    func testAReplacedStoreIsLeftAloneAndTheDataIsKeptBesideIt() async throws {
        let store = openStore()
        var relocations: [FileRelocation] = []
        store.database.onRelocation = { relocations.append($0) }
        let logic = try openLogic(store)
        // Another program's copy, renamed over the open file.
        let other = folder.appendingPathComponent("other.sqlite3")
        do {
            let foreign = SegueStore.open(at: other) { database, version throws(StoreError) in
                if version == 1 { try TaskRepository.seed(["The other file's task"], into: database) }
            }
            _ = foreign
        }
        let otherBytes = try Data(contentsOf: other)
        XCTAssertEqual(rename(other.path, databaseURL.path), 0)

        try logic.apply(logic.selection(forRow: 0).editing(text: "Edited after the rename"))
        guard case .keptAside(let path, let keptAt)? = relocations.first else { return XCTFail("\(relocations)") }
        XCTAssertEqual(path, databaseURL.path)
        XCTAssertEqual(try Data(contentsOf: databaseURL), otherBytes, "the file that replaced it is not written")
        XCTAssertEqual(logic.tasks[0].text, "Edited after the rename")

        let kept = SegueStore.open(at: URL(fileURLWithPath: keptAt)) { _, _ throws(StoreError) in }
        XCTAssertEqual(try openLogic(kept).tasks.first?.text, "Edited after the rename", "the edit is in the kept copy")
        XCTAssertEqual(try openLogic(kept).tasks.count, StoreTestCase.seedTasks.count)
        let next = openStore()
        XCTAssertEqual(next.problems, [.replacedCopiesKept(copies: [keptAt])], "the next launch reminds of the copy")
        XCTAssertEqual(try openLogic(next).tasks.map(\.text), ["The other file's task"])
        XCTAssertFalse(StoreProblem.replacedCopiesKept(copies: [keptAt]).message.isEmpty)
    }
}
