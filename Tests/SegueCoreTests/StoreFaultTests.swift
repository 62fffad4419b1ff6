import Foundation
import SegueCore
import XCTest

/// A healthy file is never called damaged: only SQLite's own "corrupt" moves a file aside. Every
/// other failure leaves the file exactly as it was and says what is wrong.
final class StoreFaultTests: StoreTestCase {
    private func makeHealthyStore() throws -> Data {
        do {
            let store = openStore()
            XCTAssertNil(store.problem)
            try store.database.execute("UPDATE tasks SET text = 'kept' WHERE id = 1")
        }
        return try Data(contentsOf: databaseURL)
    }

    private var asideFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: databaseURL.deletingLastPathComponent().path)) ?? [])
            .filter { $0.contains(".damaged-") }
    }

    func testAFileLockedByAnotherProcessIsNotDamagedAndIsLeftAlone() throws {
        _ = try makeHealthyStore()
        // A real second process holding an exclusive lock, as the sqlite3 shell would.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        holder.arguments = [
            "-c",
            """
            import sqlite3, sys, time
            db = sqlite3.connect(sys.argv[1], isolation_level=None)
            db.execute("PRAGMA locking_mode=EXCLUSIVE")
            db.execute("BEGIN EXCLUSIVE")
            print("locked", flush=True)
            time.sleep(30)
            """,
            databaseURL.path,
        ]
        let output = Pipe()
        holder.standardOutput = output
        try holder.run()
        defer { holder.terminate() }
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said.append(chunk)
        }
        XCTAssertEqual(String(decoding: said, as: UTF8.self), "locked\n", "the other process holds the lock")

        let store = openStore()
        guard case .notSaving(let error)? = store.problem else { return XCTFail("\(String(describing: store.problem))") }
        XCTAssertEqual(error, .busy(path: databaseURL.path))
        XCTAssertTrue(error.description.contains("another program"), error.description)
        XCTAssertTrue(asideFiles.isEmpty, "nothing was moved aside: \(asideFiles)")
        holder.terminate()
        holder.waitUntilExit()
        XCTAssertEqual(
            try openStore().database.query("SELECT text FROM tasks WHERE id = 1").first?.first?.text, "kept",
            "once the lock is gone, the user's data is there")
    }

    func testANegativeSchemaVersionIsRefusedWithoutACrashOrAWrite() throws {
        do {
            let store = openStore()
            try store.database.execute("PRAGMA user_version = -1")
        }
        let before = try Data(contentsOf: databaseURL)
        let store = openStore()
        guard case .notSaving(let error)? = store.problem else { return XCTFail("\(String(describing: store.problem))") }
        XCTAssertEqual(error, .unrecognizedSchema(path: databaseURL.path, found: -1))
        XCTAssertFalse(store.isPersistent)
        XCTAssertEqual(try Data(contentsOf: databaseURL), before, "the file is left exactly as it was")
        XCTAssertTrue(asideFiles.isEmpty)
    }

    func testADamagedFileMovedAsideIsRemindedOfAtEveryLaunchUntilItIsGone() throws {
        try FileManager.default.createDirectory(at: databaseURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 8192).write(to: databaseURL)
        guard case .movedAside(_, let backup, _)? = openStore().problem else { return XCTFail("not moved aside") }

        let next = openStore()
        XCTAssertEqual(next.problems, [.damagedCopiesKept(backups: [backup])], "the next launch says so again")
        XCTAssertTrue(next.isPersistent)
        XCTAssertTrue(next.problems[0].message.contains(backup), next.problems[0].message)
        XCTAssertEqual(openStore().problems.count, 1, "and the one after")

        try FileManager.default.removeItem(atPath: backup)
        XCTAssertEqual(openStore().problems, [], "once the user deletes it, the reminder stops")
    }
}
