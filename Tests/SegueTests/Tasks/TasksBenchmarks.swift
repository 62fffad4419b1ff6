import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import SegueTestFixtures
import XCTest

@testable import Segue

/// `make bench` only (SEGUE_BENCH=1; skipped in `make test`, which never times anything): the
/// worst main-loop stall of the task list's writes while another program holds the store's write
/// lock, and of opening a 10 MB task, each against the same work without the fault in one run.
final class TasksBenchmarks: DemoFlowTestCase {
    /// Another process holding SQLite's write lock (`BEGIN IMMEDIATE`) for `seconds`, as the
    /// sqlite3 shell or another Segue mid-transaction would; returns once it holds it.
    private func holdWriteLock(seconds: Int) throws -> Process {
        let url = try XCTUnwrap(SegueStore.defaultURL(environment: ["XDG_DATA_HOME": dataHome.path]))
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        holder.arguments = [
            "-c",
            """
            import sqlite3, sys, time
            db = sqlite3.connect(sys.argv[1], isolation_level=None)
            db.execute("BEGIN IMMEDIATE")
            print("locked", flush=True)
            time.sleep(int(sys.argv[2]))
            """,
            url.path, String(seconds),
        ]
        let output = Pipe()
        holder.standardOutput = output
        try holder.run()
        _ = output.fileHandleForReading.availableData // "locked"
        return holder
    }

    /// Adds a task as the editor's Alt+Left does, then deletes the first task by its row action.
    @MainActor
    private func addAndDelete(_ tasks: TasksViewController, text: String) async -> (add: Double, delete: Double) {
        let add = await worstStall { tasks.receive(editedSelection: tasks.logic.selectionForNewTask().editing(text: text)) }
        let delete = await worstStall { tasks.deleteTask(id: tasks.logic.tasks[0].id, showingBar: true) }
        return (add, delete)
    }

    @MainActor
    func testTheMainLoopNeverWaitsForAWriteLockHeldElsewhere() async throws {
        guard ProcessInfo.processInfo.environment["SEGUE_BENCH"] == "1" else {
            throw XCTSkip("a benchmark: run by make bench (SEGUE_BENCH=1)")
        }
        let (_, tasks) = try open(.tasks, as: TasksViewController.self)
        var free: [(add: Double, delete: Double)] = []
        var locked: [(add: Double, delete: Double)] = []
        for round in 0..<3 {
            free.append(await addAndDelete(tasks, text: "Free \(round)"))
            let holder = try holdWriteLock(seconds: 10)
            locked.append(await addAndDelete(tasks, text: "Locked \(round)"))
            holder.terminate()
            holder.waitUntilExit()
            tasks.retryUnsavedEdits() // the kept task is saved once the lock is gone
        }
        let texts = try storedTexts()
        XCTAssertTrue((0..<3).allSatisfy { texts.contains("Locked \($0)") }, "every task added under the lock was kept and saved: \(texts)")
        func worst(_ values: [Double]) -> Double { values.max() ?? 0 }
        let baseline = worst(free.map { max($0.add, $0.delete) })
        print(
            String(
                format:
                    "main loop while another program holds the write lock for 10 s: worst stall adding a task %.1f ms, deleting %.1f ms "
                    + "(without the lock %.1f ms; %.2fx; goal < 100 ms)",
                worst(locked.map(\.add)), worst(locked.map(\.delete)), baseline, worst(locked.map { max($0.add, $0.delete) }) / baseline))
    }

    @MainActor
    func testOpeningATenMegabyteTaskNeverStallsTheMainLoop() async throws {
        guard ProcessInfo.processInfo.environment["SEGUE_BENCH"] == "1" else {
            throw XCTSkip("a benchmark: run by make bench (SEGUE_BENCH=1)")
        }
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        let huge = String(repeating: String(repeating: "lorem ipsum ", count: 8) + "\n", count: 102_000) // 9.9 MB in lines
        try tasks.logic.apply(tasks.logic.selection(forRow: 1).editing(text: huge))
        tasks.tableView.reloadData()
        func openTask(row: Int) async -> Double {
            await worstStall {
                tasks.tableView(tasks.tableView, didSelectRowAt: IndexPath(row: row, section: 0))
                _ = await self.settle(until: { main.navigation.topViewController is TaskDetailViewController })
                let shown = Date().addingTimeInterval(0.5) // and the frames after it
                _ = await self.settle(until: { Date() > shown })
                main.navigation.popViewController(animated: false)
                self.pump()
            }
        }
        var short: [Double] = []
        var long: [Double] = []
        for _ in 0..<5 {
            short.append(await openTask(row: 0))
            long.append(await openTask(row: 1))
        }
        XCTAssertEqual(try storedTexts()[1], huge, "kept byte for byte")
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        print(
            String(
                format:
                    "main loop while a 9.9 MB task opens: worst stall median %.1f ms, worst %.1f ms (a short task: %.1f ms; %.2fx; goal < 100 ms)",
                median(long), long.max() ?? 0, median(short), median(long) / median(short)))
    }
}
