import Foundation
import SegueCore
import XCTest

/// Homepwner reads its items a page at a time, as the task list does, and finds an item by its
/// key: opening 10,000 items costs what opening ten does, and an edit lands on its own item.
final class HomepwnerRowsTests: StoreTestCase {
    /// A store holding `count` items named "Item 1"…, in that order.
    private func store(withItems count: Int) throws -> SegueStore {
        let store = openStore()
        try store.database.execute(
            """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
            INSERT INTO items (position, name, serial, value, created) SELECT i, 'Item ' || i, 'S' || i, i % 100, 0 FROM n
            """, [.integer(Int64(count))])
        return store
    }

    @MainActor
    func testTenThousandItemsOpenWithoutReadingThemAndAFarRowCostsOnePage() async throws {
        let logic = try openItems(store(withItems: 10_000))
        XCTAssertEqual(logic.items.count, 10_000)
        XCTAssertEqual(logic.items.pagesRead, 0, "opening reads the count only")
        XCTAssertEqual(logic.items[9_999].name, "Item 10000")
        XCTAssertEqual(logic.items[5_000].name, "Item 5001")
        XCTAssertEqual(logic.items.pagesRead, 2, "each far row read its own page only")
        let last = logic.items[9_999]
        XCTAssertEqual(logic.row(ofItemWithID: last.id), 9_999, "found by its key")
        XCTAssertEqual(logic.item(withID: last.id), last)
        XCTAssertEqual(logic.items.pagesRead, 2)

        logic.search(for: "item 999")
        XCTAssertEqual(logic.items.map(\.name), ["Item 999"] + (9_990...9_999).map { "Item \($0)" })
        logic.search(for: "")
        XCTAssertEqual(logic.items.count, 10_000, "the whole list again")
    }

    @MainActor
    func testAnEditKeepsWhatAnotherSegueChangedAfterTheDetailPageOpened() async throws {
        let store = try store(withItems: 3)
        let mine = try openItems(store)
        let theirs = try openItems(openStore())
        var opened = mine.items[0]
        mine.beginEditing(opened)

        var renamed = try XCTUnwrap(theirs.items.first)
        renamed.name = "Desk lamp"
        try theirs.applyKeepingPictures(renamed)
        // The list follows the other Segue (every second) while the detail page is still open.
        XCTAssertEqual(try mine.followStore(), .reloaded)
        XCTAssertEqual(mine.items[0].name, "Desk lamp")

        opened.valueInDollars = 25
        try mine.applyKeepingPictures(opened)
        let stored = try XCTUnwrap(HomepwnerItemRepository(database: store.database).item(id: opened.id))
        XCTAssertEqual(stored.name, "Desk lamp", "the page did not change the name: the other Segue's stays")
        XCTAssertEqual(stored.valueInDollars, 25, "and this edit lands")
    }

    @MainActor
    func testAnOldPictureOfADeletedItemIsKeptByTheSweepWhileItsUndoLasts() async throws {
        let store = openStore()
        let key = try importPicture(agedBy: 2 * HomepwnerImageStore.orphanSafeAge)
        let item = try HomepwnerItemRepository(database: store.database).append(
            name: "Lamp", serialNumber: "L1", valueInDollars: 5, dateCreated: Date(timeIntervalSince1970: 0), imageKey: key)
        // Opening starts the sweep; the deletion comes before it reads the pictures in use.
        let logic = try openItems(store)
        _ = try logic.remove(itemWithID: item.id)
        _ = await logic.orphanSweep?.value
        XCTAssertTrue(exists(key), "an undo of the deletion brings the picture back")
        logic.discardPicture(key)
        XCTAssertFalse(exists(key), "gone once the undo is")
    }

    @MainActor
    func testARefusedEditToAnItemDeletedElsewhereStaysAndIsPutBack() async throws {
        let store = try store(withItems: 3)
        let logic = try openItems(store)
        var edited = logic.items[1]
        edited.name = "Kept"
        try store.database.execute("PRAGMA query_only = 1")
        XCTAssertThrowsError(try logic.applyKeepingPictures(edited))
        try HomepwnerItemRepository(database: openStore().database).delete(id: edited.id)
        XCTAssertEqual(try logic.followStore(), .reloaded)
        XCTAssertEqual(logic.items.map(\.name), ["Item 1", "Item 3", "Kept"], "shown after the stored items, unsaved")
        try store.database.execute("PRAGMA query_only = 0")
        XCTAssertTrue(try logic.saveUnsavedEdits())
        XCTAssertEqual(try HomepwnerItemRepository(database: store.database).all().map(\.name), ["Item 1", "Kept", "Item 3"])
        XCTAssertEqual(logic.items.map(\.name), ["Item 1", "Kept", "Item 3"], "back in its place")
    }
}
