import Foundation
import SegueCore
import XCTest

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

    /// The data folder read-only at launch (a read-only mount, which root cannot write either):
    /// said at launch, in words, and the store is never written; the first edit used to get
    /// SQLite's raw "attempt to write a readonly database" (issue "Reliability, round four", item 7).
    func testAReadOnlyDataFolderAtLaunchIsSaidInWords() throws {
        do {
            let store = openStore()
            try store.database.execute("UPDATE tasks SET text = 'my own task' WHERE id = 1")
            store.database.close()
        }
        let healthy = try Data(contentsOf: databaseURL)
        guard try run("/bin/mount", ["--bind", mountPoint.path, mountPoint.path]) == 0 else {
            throw XCTSkip("a read-only mount needs root (CI has it)")
        }
        addTeardownBlock { [mountPoint] in _ = try? self.run("/bin/umount", [mountPoint.path]) }
        XCTAssertEqual(try run("/bin/mount", ["-o", "remount,bind,ro", mountPoint.path]), 0)

        let store = openStore()
        XCTAssertFalse(store.isPersistent)
        guard case .notSaving(let error)? = store.problem else { return XCTFail("said at launch: \(store.problems)") }
        XCTAssertEqual(error, .unwritable(path: databaseURL.path, reason: "the disk is read-only"), "said in words")
        XCTAssertEqual(store.problems[0].message.last, ".", "a sentence: \(store.problems[0].message)")
        XCTAssertEqual(try store.database.query("SELECT text FROM tasks WHERE id = 1").first?.first?.text, "my own task")
        XCTAssertEqual(try Data(contentsOf: databaseURL), healthy, "the file is untouched")
    }
}
