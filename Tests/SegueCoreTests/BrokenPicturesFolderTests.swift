import Foundation
import SegueCore
import SegueTestFixtures
import XCTest

/// A broken pictures folder when the sample items are made: said in words, and the pictures come
/// once it is fixed (issue "Reliability, round three").
final class BrokenPicturesFolderTests: StoreTestCase {
    private func seedItems(images: HomepwnerImageStore) throws -> (SegueStore, HomepwnerImageStoreError?, URL) {
        let (seeds, samples) = try ItemSeed.load(using: SeedFixtures.shippedDataLocator)
        var problem: HomepwnerImageStoreError?
        let store = SegueStore.open(at: databaseURL) { database, version throws(StoreError) in
            if version == 3 { problem = try ItemSeed.seed(seeds, from: samples, images: images, into: database, now: Date()) }
        }
        return (store, problem, samples)
    }

    func testAFileInPlaceOfThePicturesFolderIsSaidAndThePicturesComeOnceItIsGone() throws {
        let folder = folder.appendingPathComponent("app/images")
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: folder)
        let images = HomepwnerImageStore(folder: folder)
        let (store, problem, samples) = try seedItems(images: images)
        guard case .cannotWrite(let path, let reason)? = problem else { return XCTFail("no problem said: \(String(describing: problem))") }
        XCTAssertEqual(path, folder.path, "names the folder")
        XCTAssertFalse(reason.isEmpty, "and says what is wrong")
        XCTAssertTrue(StoreProblem.samplePicturesNotCopied(problem!).message.contains(folder.path))
        let items = try HomepwnerItemRepository(database: store.database).all()
        XCTAssertTrue(items.contains { $0.imageKey?.hasPrefix(ItemSeed.pendingKeyPrefix) == true }, "the items wait for their pictures")
        XCTAssertNotNil(try ItemSeed.importPendingPictures(into: store.database, images: images, from: samples), "still broken")

        try FileManager.default.removeItem(at: folder)
        XCTAssertNil(try ItemSeed.importPendingPictures(into: store.database, images: images, from: samples))
        let fixed = try HomepwnerItemRepository(database: store.database).all()
        let keys = fixed.compactMap(\.imageKey)
        XCTAssertEqual(keys.count, items.compactMap(\.imageKey).count, "every waiting item has its picture")
        for key in keys {
            XCTAssertTrue(HomepwnerImageStore.isValidKey(key), key)
            XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(images.imagePath(forKey: key))))
            XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(images.thumbnailPath(forKey: key))))
        }
        XCTAssertNil(try ItemSeed.importPendingPictures(into: store.database, images: images, from: samples), "nothing waits")
    }

    func testASymlinkLoopInPlaceOfThePicturesFolderIsSaid() throws {
        let folder = folder.appendingPathComponent("app/images")
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertEqual(symlink(folder.path, folder.path), 0)
        let (_, problem, _) = try seedItems(images: HomepwnerImageStore(folder: folder))
        guard case .cannotWrite(let path, _)? = problem else { return XCTFail("no problem said: \(String(describing: problem))") }
        XCTAssertEqual(path, folder.path)
    }
}
