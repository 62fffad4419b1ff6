import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

/// `make bench` only (SEGUE_BENCH=1): how long a resize across the split view's breakpoint takes,
/// with a task's editor open, until the editor is laid out in its new place (pushed at 480 px,
/// beside the list at 1000 px) — with 10,000 tasks against 9, in one run.
final class TasksResizeBenchmarks: DemoFlowTestCase {
    /// Resizes the window to `width` and returns the milliseconds until the editor is laid out in
    /// its new place.
    @MainActor
    private func resize(_ main: MainWindowController, to width: Int, split: SplitViewController, editor: ViewController) -> Double {
        let collapsing = width < 600
        let start = DispatchTime.now().uptimeNanoseconds
        main.window.setDefaultSize(width: width, height: 700)
        let settled = MainLoop.run(
            until: {
                guard split.isCollapsed == collapsing, !split.hasPendingTransition, editor.view.bounds.width > 0 else { return false }
                return collapsing
                    ? main.navigation.topViewController === editor && editor.view.bounds.width > 400
                    : editor.parent === split && editor.view.bounds.width < 700
            }, timeoutMilliseconds: 5000)
        XCTAssertTrue(settled, "the editor reached its place at \(width) px")
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    /// Opens Tasks at 1000 px with the second task's editor beside the list, then narrows and
    /// widens it `rounds` times; the median milliseconds of each direction.
    @MainActor
    private func measure(rounds: Int) throws -> (narrow: Double, widen: Double, tasks: Int) {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        defer {
            main.window.close()
            pump()
            Self.forgetSavedPages() // the next window opens on the list, at its usual size
        }
        main.window.setDefaultSize(width: 1000, height: 700)
        let split = try XCTUnwrap(tasks.splitViewController)
        XCTAssertTrue(pump(until: { !split.isCollapsed && split.view.bounds.width > 900 }))
        try XCTUnwrap(tasks.tableView.cellForRow(at: IndexPath(row: 1, section: 0))).activate()
        let editor = try XCTUnwrap(split.viewController(for: .secondary) as? TaskDetailViewController)
        XCTAssertTrue(pump(until: { editor.textView.hasFocus }))
        var narrow: [Double] = []
        var widen: [Double] = []
        for _ in 0..<rounds {
            narrow.append(resize(main, to: 480, split: split, editor: editor))
            widen.append(resize(main, to: 1000, split: split, editor: editor))
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        return (median(narrow), median(widen), tasks.logic.tasks.count)
    }

    @MainActor
    func testAResizeAcrossTheBreakpointWithAnOpenEditor() async throws {
        guard ProcessInfo.processInfo.environment["SEGUE_BENCH"] == "1" else {
            throw XCTSkip("a benchmark: run by make bench (SEGUE_BENCH=1)")
        }
        let few = try measure(rounds: 7)
        let store = try XCTUnwrap(SegueStore.defaultURL(environment: ["XDG_DATA_HOME": dataHome.path]))
        let fill = Process()
        fill.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        fill.arguments = ["tools/bench/make-tasks.py", store.path, "10000"]
        try fill.run()
        fill.waitUntilExit()
        let many = try measure(rounds: 7)
        XCTAssertEqual(many.tasks, 10_000)
        print(
            String(
                format:
                    "resize across the breakpoint with a task's editor open, until the editor is laid out (debug build): "
                    + "%d tasks: narrowing %.1f ms, widening %.1f ms; 10,000 tasks: narrowing %.1f ms, widening %.1f ms "
                    + "(%.2fx, %.2fx; goal < 100 ms)",
                few.tasks, few.narrow, few.widen, many.narrow, many.widen, many.narrow / few.narrow, many.widen / few.widen))
    }
}
