import Foundation
import SegueCore
import XCTest

/// What Segue reads from its data folder is untrusted, and what it deletes there is the user's:
/// pictures under a fallback store or another process's import, out-of-range and odd values.
final class UntrustedStoreTests: StoreTestCase {
    @MainActor
    func testAYoungUnusedPictureIsKeptForTheProcessThatMayBeImportingIt() async throws {
        let store = openStore()
        _ = try await openItemsAndSweep(store)
        // Another Segue sharing the folder imported this a moment ago and has not saved its item yet.
        let anothersImport = try importPicture(agedBy: 60)
        let old = try importPicture(agedBy: HomepwnerImageStore.orphanSafeAge + 60)
        _ = try await openItemsAndSweep(store)
        XCTAssertTrue(exists(anothersImport), "a picture younger than a day is never swept")
        XCTAssertFalse(exists(old))
    }

    @MainActor
    func testRunningWithoutSavingNeverDeletesAPicture() async throws {
        // The user's file has an item with a picture; then a newer Segue writes the file, so this
        // one runs without saving, on a copy. Opening Homepwner used to sweep the user's pictures.
        let key: String
        let orphan: String
        do {
            let store = openStore()
            // This store is the user's, so its opening sweeps; that sweep is not under test, and
            // left running it raced the pictures aged below (it ran after them on Debian 13).
            let logic = try await openItemsAndSweep(store)
            key = try importPicture(agedBy: 2 * HomepwnerImageStore.orphanSafeAge)
            orphan = try importPicture(agedBy: 2 * HomepwnerImageStore.orphanSafeAge)
            try logic.addRandomItem()
            var item = logic.items[0]
            item.imageKey = key
            try logic.applyKeepingPictures(item)
            try store.database.execute("PRAGMA user_version = 99")
        }
        let fallback = openStore()
        XCTAssertFalse(fallback.isPersistent)
        try fallback.database.execute("DELETE FROM items") // as if deleted here, unsaved
        let logic = try await openItemsAndSweep(fallback)
        XCTAssertFalse(logic.ownsPictures)
        XCTAssertTrue(exists(key), "the picture the user's file still refers to is kept")
        XCTAssertTrue(exists(orphan), "no sweep at all without the user's own store")
        logic.discardPicture(key)
        XCTAssertTrue(exists(key), "nor a discard")
    }

    @MainActor
    func testOutOfRangeStoredValuesAreReadSafelyAndTheItemStaysEditable() async throws {
        let store = openStore()
        let logic = try openItems(store)
        try logic.addRandomItem()
        try logic.addRandomItem()
        let (first, second) = (logic.items[0].id, logic.items[1].id)
        // What another program, a sync tool or a bad disk may leave: a date near the 64-bit limit
        // (the item page trapped converting it), and a negative value past the table's check.
        try store.database.execute("UPDATE items SET created = ? WHERE id = ?", [.integer(Int64.max), .integer(first)])
        try store.database.execute("PRAGMA ignore_check_constraints = ON")
        try store.database.execute("UPDATE items SET value = -5 WHERE id = ?", [.integer(second)])
        try store.database.execute("PRAGMA ignore_check_constraints = OFF")

        let reopened = try openItems(store)
        let dated = try XCTUnwrap(reopened.items.first { $0.id == first })
        XCTAssertEqual(dated.dateCreated, Date(timeIntervalSince1970: 0), "a date no calendar holds is read as none")
        XCTAssertNotNil(Date(timeIntervalSince1970: 9.3e18).localDateText, "and formatting one never traps")
        XCTAssertEqual(Date(timeIntervalSince1970: 9.3e18).localDateText, "")
        // Under the tests' C locale, %x would write "12/31/71": the year is written whole.
        XCTAssertTrue(
            Date(timeIntervalSince1970: 63_028_800).localDateText.contains("1971"), Date(timeIntervalSince1970: 63_028_800).localDateText)
        var valued = try XCTUnwrap(reopened.items.first { $0.id == second })
        XCTAssertEqual(valued.valueInDollars, 0, "a negative value is clamped")
        valued.name = "Renamed"
        XCTAssertNoThrow(try reopened.applyKeepingPictures(valued), "and the item stays editable")
        var redated = dated
        redated.name = "Also renamed"
        XCTAssertNoThrow(try reopened.applyKeepingPictures(redated))
    }

    /// Text where a value belongs: "Not set", not "$0" — and a rename leaves it as it is on disk
    /// (it used to be overwritten with 0 by the next save); a typed value replaces it.
    @MainActor
    func testAValueThatIsNoNumberIsNotSetAndLeftAloneUntilTyped() async throws {
        let store = openStore()
        let logic = try openItems(store)
        try logic.addRandomItem()
        let id = logic.items[0].id
        try store.database.execute("UPDATE items SET value = 'about forty' WHERE id = ?", [.integer(id)])
        let reopened = try openItems(store)
        var item = reopened.items[0]
        XCTAssertNil(item.valueInDollars)
        XCTAssertEqual(item.valueText, "Not set")
        item.name = "Renamed"
        try reopened.applyKeepingPictures(item)
        let stored = { try store.database.query("SELECT value FROM items WHERE id = ?", [.integer(id)]).first?.first }
        XCTAssertEqual(try stored(), .text("about forty"), "a rename does not overwrite what it cannot read")
        item.valueInDollars = 40
        try reopened.applyKeepingPictures(item)
        XCTAssertEqual(try stored(), .integer(40))
    }

    func testTextWithANulInsideIsReadAndWrittenWhole() throws {
        let store = openStore()
        let repository = TaskRepository(database: store.database)
        let text = "before\u{0}after"
        try store.database.execute("UPDATE tasks SET text = ? WHERE position = (SELECT MIN(position) FROM tasks)", [.text(text)])
        var task = try XCTUnwrap(try repository.all().first)
        XCTAssertEqual(task.text, text, "read by length, not up to the NUL")
        task.text += "!"
        XCTAssertFalse(try repository.update(task), "an update, not a re-insertion")
        XCTAssertEqual(try repository.all().first?.text, text + "!", "and written whole")
    }

}

extension StoreTestCase {
    var images: HomepwnerImageStore { HomepwnerImageStore(folder: folder.appendingPathComponent("images")) }

    @MainActor
    func openItems(_ store: SegueStore) throws -> HomepwnerListLogic {
        try HomepwnerListLogic(
            repository: HomepwnerItemRepository(database: store.database), images: images, ownsPictures: store.isPersistent,
            orphanSweepDelay: .zero)
    }

    @MainActor
    func openHeroes(_ store: SegueStore) throws -> HeroListLogic {
        try HeroListLogic(repository: HeroRepository(database: store.database))
    }

    /// Opens the items and waits for the sweep of unused pictures the opening starts.
    @MainActor
    func openItemsAndSweep(_ store: SegueStore) async throws -> HomepwnerListLogic {
        let logic = try openItems(store)
        _ = await logic.orphanSweep?.value
        return logic
    }

    /// A picture imported as if `age` seconds ago (its file's modification date set back).
    func importPicture(agedBy age: TimeInterval) throws -> String {
        let source = folder.appendingPathComponent("source-\(UUID().uuidString).png")
        try Data("pixels".utf8).write(to: source)
        let key = try images.importFile(at: source)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: try XCTUnwrap(images.imagePath(forKey: key)))
        return key
    }

    func exists(_ key: String) -> Bool { FileManager.default.fileExists(atPath: images.imagePath(forKey: key)!) }
}
