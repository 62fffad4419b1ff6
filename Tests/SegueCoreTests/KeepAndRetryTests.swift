import Foundation
import SegueCore
import XCTest

/// Every editable list keeps an edit its store refuses (here: `PRAGMA query_only`, every write
/// failing as on a full disk) and writes it once the store works again — not only the task list.
final class KeepAndRetryTests: StoreTestCase {
    @MainActor
    func testARefusedHomepwnerEditIsKeptAndSavedOnRetry() async throws {
        let store = openStore()
        let logic = try openItems(store)
        try logic.addRandomItem()
        var item = try XCTUnwrap(logic.items.first)
        item.name = "Renamed on a full disk"
        try store.database.execute("PRAGMA query_only = 1")
        XCTAssertThrowsError(try logic.applyKeepingPictures(item))
        XCTAssertEqual(logic.items.first?.name, "Renamed on a full disk", "the row keeps the rename, not the old name")
        XCTAssertTrue(logic.hasUnsavedEdits)
        XCTAssertThrowsError(try logic.saveUnsavedEdits(), "still refused")
        XCTAssertNotEqual(try openItems(openStore()).items.first?.name, item.name, "not in the file yet")

        try store.database.execute("PRAGMA query_only = 0")
        XCTAssertTrue(try logic.saveUnsavedEdits())
        XCTAssertFalse(logic.hasUnsavedEdits)
        XCTAssertEqual(try openItems(openStore()).items.first?.name, "Renamed on a full disk")
    }

    @MainActor
    func testARefusedHeroSaveIsKeptAndSavedOnRetry() async throws {
        let store = openStore()
        let logic = try HeroListLogic(repository: HeroRepository(database: store.database))
        let hero = try logic.addUntitledHero()
        try store.database.execute("PRAGMA query_only = 1")
        XCTAssertThrowsError(try logic.save(.text("Bolt"), for: .name, ofHeroWithID: hero.id)) { error in
            guard case .notSaved = error as? HeroSaveError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(logic.hero(withID: hero.id)?.name, "Bolt", "kept")
        XCTAssertTrue(logic.hasUnsavedEdits)
        XCTAssertThrowsError(try logic.save(.text(""), for: .name, ofHeroWithID: hero.id), "an invalid value is still refused")
        XCTAssertEqual(logic.hero(withID: hero.id)?.name, "Bolt")

        try store.database.execute("PRAGMA query_only = 0")
        XCTAssertTrue(try logic.saveUnsavedEdits())
        let reopened = try HeroListLogic(repository: HeroRepository(database: openStore().database))
        XCTAssertEqual(reopened.hero(withID: hero.id)?.name, "Bolt")
    }

    @MainActor
    func testARefusedCountStillCountsAndIsSavedOnRetry() async throws {
        let store = openStore()
        let logic = try CountingLogic(repository: CountingRepository(database: store.database))
        try logic.count(.first)
        try store.database.execute("PRAGMA query_only = 1")
        XCTAssertThrowsError(try logic.count(.first))
        XCTAssertThrowsError(try logic.count(.third))
        XCTAssertEqual([logic.firstCount, logic.thirdCount], [2, 1], "the presses count on screen")
        XCTAssertEqual(logic.badges[.first], "2")
        XCTAssertTrue(logic.hasUnsavedEdits)
        XCTAssertThrowsError(try logic.reset(), "a refused reset changes nothing")
        XCTAssertEqual(logic.firstCount, 2)

        try store.database.execute("PRAGMA query_only = 0")
        XCTAssertTrue(try logic.saveUnsavedEdits())
        XCTAssertFalse(logic.hasUnsavedEdits)
        let reopened = try CountingLogic(repository: CountingRepository(database: openStore().database))
        XCTAssertEqual([reopened.firstCount, reopened.thirdCount], [2, 1])
        XCTAssertEqual(reopened.badges[.third], "1")
    }

    @MainActor
    func testStoredCountsOutOfRangeNeitherTrapNorGoNegative() async throws {
        let store = openStore()
        try store.database.execute(
            "INSERT INTO counters (scene, count, badge) VALUES ('first', ?, '9'), ('second', -5, NULL), ('third', 'many', NULL)",
            [.integer(Int64.max)])
        let logic = try CountingLogic(repository: CountingRepository(database: store.database))
        XCTAssertEqual([logic.secondCount, logic.thirdCount], [0, 0], "a negative or non-numeric count reads as 0")
        try logic.count(.first) // at the limit: stays there rather than trapping
        XCTAssertEqual(logic.firstCount, Int.max)
        try logic.count(.third)
        XCTAssertEqual(logic.thirdCount, 1)
    }
}
