import Foundation
import SegueCore
import SegueTestFixtures
import XCTest

/// A repeatable generator for random items (SplitMix64).
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

final class HomepwnerLogicTests: StoreTestCase {

    func testRandomItemsFollowTheBooksFormat() {
        var generator = SeededGenerator(state: 42)
        for _ in 0..<500 {
            let item = HomepwnerRandomItem(using: &generator)
            let words = item.name.split(separator: " ").map(String.init)
            XCTAssertEqual(words.count, 2)
            XCTAssertTrue(HomepwnerRandomItem.adjectives.contains(words[0]), item.name)
            XCTAssertTrue(HomepwnerRandomItem.nouns.contains(words[1]), item.name)
            XCTAssertTrue((0...99).contains(item.valueInDollars))
            let serial = Array(item.serialNumber)
            XCTAssertEqual(serial.count, 5, item.serialNumber)
            for (index, character) in serial.enumerated() {
                if index.isMultiple(of: 2) {
                    XCTAssertTrue(character.isASCII && character.isNumber, item.serialNumber)
                } else {
                    XCTAssertTrue(character.isASCII && character.isUppercase, item.serialNumber)
                }
            }
        }
        var first = SeededGenerator(state: 7)
        var second = SeededGenerator(state: 7)
        XCTAssertEqual(HomepwnerRandomItem(using: &first), HomepwnerRandomItem(using: &second), "a seeded generator repeats")
    }

    func testValuesAreWholeDollarsAndEveryMistakeIsExplained() {
        XCTAssertEqual(HomepwnerItemValue.parse("42"), .success(42))
        XCTAssertEqual(HomepwnerItemValue.parse(" $42 "), .success(42))
        XCTAssertEqual(HomepwnerItemValue.parse("0"), .success(0))
        XCTAssertEqual(HomepwnerItemValue.parse(""), .failure(.empty))
        XCTAssertEqual(HomepwnerItemValue.parse("-5"), .failure(.negative))
        XCTAssertEqual(HomepwnerItemValue.parse("4.50"), .failure(.notAWholeNumber))
        XCTAssertEqual(HomepwnerItemValue.parse("forty"), .failure(.notAWholeNumber))
        XCTAssertEqual(HomepwnerItemValue.parse("٤٢"), .failure(.notAWholeNumber), "only ASCII digits")
        XCTAssertEqual(HomepwnerItemValue.parse("99999999999999999999999"), .failure(.tooLarge))
        XCTAssertEqual(HomepwnerItemValue.parse(String(HomepwnerItemValue.maximum + 1)), .failure(.tooLarge))
        for error in [ItemValueError.empty, .negative, .notAWholeNumber, .tooLarge] {
            XCTAssertFalse(error.description.isEmpty)
        }
    }

    @MainActor
    func testAddEditDeleteUndoAndReorderAreStored() throws {
        let logic = try openItems(openStore())
        XCTAssertEqual(logic.items.count, 0, "the test store seeds no sample items")
        var generator = SeededGenerator(state: 1)
        for _ in 0..<3 { try logic.addRandomItem(HomepwnerRandomItem(using: &generator)) }
        var edited = logic.items[1]
        edited.name = "Grandfather Clock"
        edited.valueInDollars = 900
        XCTAssertEqual(try logic.applyKeepingPictures(edited), .updated(row: 1))
        XCTAssertEqual(try logic.applyKeepingPictures(edited), ListChange.none, "an unchanged item writes nothing")
        XCTAssertEqual(try logic.move(from: 1, to: 0), .moved(from: 1, to: 0))
        XCTAssertEqual(try openItems(openStore()).items.first?.name, "Grandfather Clock", "order and edit reach the file")
        XCTAssertEqual(logic.items.first?.valueText, "$900")

        let names = logic.items.map(\.name)
        let removed = try XCTUnwrap(try logic.remove(itemWithID: logic.items[0].id))
        XCTAssertEqual(removed.change, .removed(row: 0))
        XCTAssertEqual(try openItems(openStore()).items.count, 2)
        XCTAssertEqual(try logic.restore(removed.item), .inserted(row: 0))
        XCTAssertEqual(try openItems(openStore()).items.map(\.name), names, "undo puts it back in its place")
    }

    func testTheImageStoreCopiesUnderNewKeysAndRefusesWhatIsNoFile() throws {
        let source = folder.appendingPathComponent("chosen.png")
        try Data("not really a png".utf8).write(to: source)
        let key = try images.importFile(at: source)
        XCTAssertTrue(HomepwnerImageStore.isValidKey(key))
        let stored = try XCTUnwrap(images.imagePath(forKey: key))
        XCTAssertNotEqual(stored, source.path, "the user's path is never kept")
        XCTAssertTrue(stored.hasPrefix(images.folder.path))
        try FileManager.default.removeItem(at: source)
        XCTAssertTrue(FileManager.default.fileExists(atPath: stored), "the copy outlives the original")

        let empty = folder.appendingPathComponent("empty.png")
        _ = FileManager.default.createFile(atPath: empty.path, contents: Data())
        XCTAssertThrowsError(try images.importFile(at: empty)) { XCTAssertEqual($0 as? HomepwnerImageStoreError, .empty(path: empty.path)) }
        XCTAssertThrowsError(try images.importFile(at: folder)) {
            XCTAssertEqual($0 as? HomepwnerImageStoreError, .notAFile(path: folder.path))
        }
        let missing = folder.appendingPathComponent("gone.png")
        XCTAssertThrowsError(try images.importFile(at: missing)) {
            XCTAssertEqual($0 as? HomepwnerImageStoreError, .unreadable(path: missing.path))
        }
        XCTAssertNil(images.imagePath(forKey: "../../etc/passwd"), "a tampered key never becomes a path")

        images.delete(key: key)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stored))
    }

    @MainActor
    func testPicturesAreKeptWhileAnUndoCanBringThemBackAndDeletedOnceItCannot() async throws {
        let store = openStore()
        let logic = try openItems(store)
        try logic.addRandomItem()
        try logic.addRandomItem()
        let picture = folder.appendingPathComponent("p.png")
        try Data("pixels".utf8).write(to: picture)
        var item = logic.items[0]
        let first = try images.importFile(at: picture)
        item.imageKey = first
        try logic.applyKeepingPictures(item)
        let second = try images.importFile(at: picture)
        item.imageKey = second
        try logic.applyKeepingPictures(item)
        let replaced = try XCTUnwrap(images.imagePath(forKey: first))
        XCTAssertTrue(FileManager.default.fileExists(atPath: replaced), "a replaced picture is kept while an undo can bring it back")
        logic.discardPicture(first)
        XCTAssertFalse(FileManager.default.fileExists(atPath: replaced), "and deleted once none can")

        let removed = try XCTUnwrap(try logic.remove(itemWithID: item.id))
        let kept = try XCTUnwrap(images.imagePath(forKey: second))
        XCTAssertTrue(FileManager.default.fileExists(atPath: kept), "kept while the deletion can be undone")
        try logic.restore(removed.item)
        logic.discardPicture(second)
        XCTAssertTrue(FileManager.default.fileExists(atPath: kept), "a picture an item in the list shows is never discarded")
        _ = try logic.remove(itemWithID: item.id)
        logic.discardPicture(second)
        XCTAssertFalse(FileManager.default.fileExists(atPath: kept), "deleted once the undo has expired")

        let orphan = try importPicture(agedBy: 2 * HomepwnerImageStore.orphanSafeAge)
        _ = try await openItemsAndSweep(store)
        XCTAssertFalse(exists(orphan), "old orphans are swept at load")
    }

    func testTheShippedSampleItemsHavePicturesAndThumbnails() throws {
        let (seeds, samples) = try ItemSeed.load(using: SeedFixtures.shippedDataLocator)
        XCTAssertGreaterThanOrEqual(seeds.count, 3)
        XCTAssertTrue(seeds.contains { $0.image == nil }, "one sample shows the no-picture placeholder")
        for seed in seeds {
            guard let image = seed.image else { continue }
            XCTAssertTrue(FileManager.default.fileExists(atPath: samples.appendingPathComponent(image).path), image)
            let thumbnail = samples.appendingPathComponent(image).deletingPathExtension().appendingPathExtension("thumb.png")
            XCTAssertTrue(FileManager.default.fileExists(atPath: thumbnail.path), thumbnail.path)
        }
    }
}
