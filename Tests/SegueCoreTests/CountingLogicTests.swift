import Foundation
import SegueCore
import XCTest

final class CountingLogicTests: StoreTestCase {
    func testBadgeArithmeticReadsTheBadgeLikeNSStringIntValue() {
        XCTAssertEqual(CountingBadge.incremented(nil), "1")
        XCTAssertEqual(CountingBadge.incremented(""), "1")
        XCTAssertEqual(CountingBadge.incremented("1"), "2")
        XCTAssertEqual(CountingBadge.incremented("41"), "42")
        XCTAssertEqual(CountingBadge.incremented("  7 new"), "8")
        XCTAssertEqual(CountingBadge.incremented("new"), "1")
        XCTAssertEqual(CountingBadge.incremented("-3"), "-2")
        XCTAssertEqual(CountingBadge.intValue(of: "99999999999"), Int32.max, "clamped like intValue")
    }

    @MainActor
    func testCountsBadgesAndTheThreeLineLabel() async throws {
        let logic = try CountingLogic(repository: CountingRepository(database: openStore().database))
        XCTAssertEqual(logic.labelText, "First: 0\nSecond: 0\nThird: 0")
        try logic.count(.first)
        try logic.count(.third)
        try logic.count(.third)
        XCTAssertEqual(logic.labelText, "First: 1\nSecond: 0\nThird: 2")
        XCTAssertEqual(logic.badges[.first], "1")
        XCTAssertEqual(logic.badges[.third], "2")
        XCTAssertNil(logic.badges[.second])
        XCTAssertEqual([logic.firstCount, logic.secondCount, logic.thirdCount], [1, 0, 2])
    }

    @MainActor
    func testCountsPersistAndResetClearsThem() async throws {
        do {
            let logic = try CountingLogic(repository: CountingRepository(database: openStore().database))
            try logic.count(.second)
            try logic.count(.second)
        }
        let reopened = try CountingLogic(repository: CountingRepository(database: openStore().database))
        XCTAssertEqual(reopened.secondCount, 2)
        XCTAssertEqual(reopened.badges[.second], "2")
        try reopened.reset()
        let again = try CountingLogic(repository: CountingRepository(database: openStore().database))
        XCTAssertEqual(again.labelText, "First: 0\nSecond: 0\nThird: 0")
        XCTAssertTrue(again.badges.isEmpty)
    }

    func testAVersionOneFileIsMigratedToCountersKeepingItsTasks() throws {
        try FileManager.default.createDirectory(at: databaseURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            let v1 = try SQLiteDatabase(path: databaseURL.path)
            try v1.execute("CREATE TABLE tasks (id INTEGER PRIMARY KEY AUTOINCREMENT, position INTEGER NOT NULL, text TEXT NOT NULL)")
            try v1.execute("INSERT INTO tasks (position, text) VALUES (1, 'kept')")
            try v1.execute("PRAGMA user_version = 1")
        }
        let store = openStore()
        XCTAssertNil(store.problem)
        XCTAssertEqual(try store.database.userVersion, SegueStore.schemaVersion)
        XCTAssertEqual(try TaskRepository(database: store.database).all().map(\.text), ["kept"], "no re-seeding on migration")
        XCTAssertEqual(try CountingRepository(database: store.database).all().count, 0)
    }

    @MainActor
    func testCountingByAStepAddsItAndStopsAtTheLargestCount() async throws {
        let logic = try CountingLogic(repository: CountingRepository(database: openStore().database))
        logic.step = 5
        try logic.count(.first)
        try logic.count(.first)
        XCTAssertEqual(logic.firstCount, 10)
        XCTAssertEqual(logic.badges[.first], "2", "the badge counts presses")
    }
}
