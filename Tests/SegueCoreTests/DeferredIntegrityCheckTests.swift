import Foundation
import SegueCore
import XCTest

/// A large file's integrity check runs after start-up (it reads the whole file: about 110 ms for a
/// million tasks), and damage it finds is acted on at the next start, before the file is used.
final class DeferredIntegrityCheckTests: StoreTestCase {
    /// A store of a few thousand tasks whose fifth page is overwritten: the header and the schema
    /// read fine, so only SQLite's integrity check finds the damage.
    private func makeStoreDamagedInside() throws {
        do {
            let store = openStore()
            try store.database.transaction { () throws(StoreError) in
                for number in 1...3_000 {
                    try store.database.execute(
                        "INSERT INTO tasks (position, text) VALUES (?, ?)", [.integer(Int64(number + 10)), .text("Task \(number)")])
                }
            }
        } // closing the last connection checkpoints the write-ahead log into the file
        let file = try FileHandle(forWritingTo: databaseURL)
        try file.seek(toOffset: 4 * 4096)
        try file.write(contentsOf: Data(repeating: 0x42, count: 4096))
        try file.close()
    }

    private func open(largestFileChecked: Int) -> SegueStore {
        SegueStore.open(at: databaseURL, largestFileChecked: largestFileChecked) { database, version throws(StoreError) in
            if version == 1 { try TaskRepository.seed(StoreTestCase.seedTasks, into: database) }
        }
    }

    func testAHealthyLargeFileIsCheckedAfterStartUpAndPasses() async throws {
        _ = openStore()
        let store = open(largestFileChecked: 0)
        XCTAssertNil(store.problem)
        let path = try XCTUnwrap(store.pathToCheck, "larger than the limit: checked after start-up")
        let problem = await SegueStore.checkIntegrity(ofFileAt: path)
        XCTAssertNil(problem)
        XCTAssertNil(open(largestFileChecked: Int.max).pathToCheck, "a small file is checked at open")
    }

    func testDamageFoundAfterStartUpIsSaidAndTheNextStartSetsTheFileAside() async throws {
        try makeStoreDamagedInside()
        let store = open(largestFileChecked: 0)
        XCTAssertNil(store.problem, "opened without reading it all")
        let path = try XCTUnwrap(store.pathToCheck)
        let reason = await SegueStore.checkIntegrity(ofFileAt: path)
        XCTAssertNotNil(reason, "the check after start-up finds the damage")
        let problem = StoreProblem.damagedWhileRunning(path: path, reason: reason ?? "")
        XCTAssertTrue(problem.message.contains(path), problem.message)

        let next = open(largestFileChecked: 0)
        guard case .movedAside(_, let backup, _)? = next.problem else { return XCTFail("\(String(describing: next.problem))") }
        XCTAssertTrue(FileManager.default.fileExists(atPath: backup), "the damaged file is kept")
        XCTAssertTrue(next.isPersistent, "and a new one is started")
        XCTAssertNil(next.pathToCheck)
    }
}
