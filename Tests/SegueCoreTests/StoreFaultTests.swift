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

/// A real full disk: a 1 MiB tmpfs under the store, filled with `dd` (needs root to mount, as CI
/// runs; elsewhere the tests say why they are skipped).
final class FullDiskTests: StoreTestCase {
    private var mountPoint: URL { databaseURL.deletingLastPathComponent() }

    private func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Mounts the small filesystem where the store lives, puts `file` there, and fills the rest.
    private func mountFullDisk(holding file: Data?) throws {
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        guard try run("/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", mountPoint.path]) == 0 else {
            throw XCTSkip("mounting a small tmpfs needs root (CI has it)")
        }
        addTeardownBlock { [mountPoint] in _ = try? self.run("/bin/umount", [mountPoint.path]) }
        if let file { try file.write(to: databaseURL) }
        _ = try run("/bin/dd", ["if=/dev/zero", "of=\(mountPoint.path)/filler", "bs=4096"])
    }

    private func freeSpace() throws { try FileManager.default.removeItem(at: mountPoint.appendingPathComponent("filler")) }

    func testAFullDiskAtLaunchShowsTheUsersOwnDataAndLeavesTheFileAlone() throws {
        do {
            let store = openStore()
            try store.database.execute("UPDATE tasks SET text = 'my own task' WHERE id = 1")
        }
        let healthy = try Data(contentsOf: databaseURL)
        try FileManager.default.removeItem(at: mountPoint)
        try mountFullDisk(holding: healthy)

        let store = openStore()
        XCTAssertFalse(store.isPersistent)
        guard case .notSaving(let error)? = store.problem else { return XCTFail("\(store.problems)") }
        XCTAssertEqual(store.problems.count, 1, "\(store.problems)")
        XCTAssertEqual(error.path, databaseURL.path)
        XCTAssertEqual(error, .unwritable(path: databaseURL.path, reason: "the disk is full"), "said in words")
        XCTAssertFalse(store.problems[0].message.contains("damaged"), store.problems[0].message)
        XCTAssertEqual(
            try store.database.query("SELECT text FROM tasks WHERE id = 1").first?.first?.text, "my own task",
            "the user's tasks are shown, not the starting ones")
        XCTAssertEqual(try Data(contentsOf: databaseURL), healthy, "the file is untouched")
        let names = try FileManager.default.contentsOfDirectory(atPath: mountPoint.path)
        XCTAssertFalse(names.contains { $0.contains("damaged") }, "nothing moved aside: \(names)")

        try freeSpace()
        let next = openStore()
        XCTAssertTrue(next.isPersistent)
        XCTAssertEqual(next.problems, [], "space freed: the next launch opens the file as usual")
        XCTAssertEqual(try next.database.query("SELECT text FROM tasks WHERE id = 1").first?.first?.text, "my own task")
    }

    func testADamagedFileOnAFullDiskReportsBothProblems() throws {
        let garbage = Data(repeating: 0x42, count: 8192)
        try mountFullDisk(holding: garbage)

        let store = openStore()
        XCTAssertFalse(store.isPersistent)
        guard store.problems.count == 2, case .movedAside(_, let backup, _) = store.problems[0], case .notSaving = store.problems[1]
        else { return XCTFail("both problems are reported: \(store.problems)") }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: backup)), garbage, "the damaged file is kept")
        let summary = try XCTUnwrap(StoreProblem.summary(of: store.problems))
        XCTAssertTrue(summary.message.contains(backup) && summary.message.contains("lost when it quits"), summary.message)

        try freeSpace()
        let next = openStore()
        XCTAssertTrue(next.isPersistent)
        XCTAssertEqual(next.problems, [.damagedCopiesKept(backups: [backup])], "the next launch still names the kept file")
    }
}
