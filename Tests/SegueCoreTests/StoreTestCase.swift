import Foundation
import SegueCore
import SegueTestFixtures
import XCTest

/// A temporary folder per test for database files.
class StoreTestCase: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        try FileManager.default.removeItem(at: folder)
    }

    var databaseURL: URL { folder.appendingPathComponent("app/segue.sqlite3") }

    static let seedTasks = SeedFixtures.tasks

    func openStore(seed: [String] = StoreTestCase.seedTasks) -> SegueStore {
        SegueStore.open(at: databaseURL) { database, version throws(StoreError) in
            if version == 1 { try TaskRepository.seed(seed, into: database) }
        }
    }

    @MainActor
    func openLogic(_ store: SegueStore) throws -> TaskListLogic {
        try TaskListLogic(repository: TaskRepository(database: store.database))
    }

    /// Rows changed by this connection so far (to prove a no-op writes nothing).
    func totalChanges(_ store: SegueStore) throws -> Int64 {
        try XCTUnwrap(store.database.query("SELECT total_changes()").first?.first?.integer)
    }
}
