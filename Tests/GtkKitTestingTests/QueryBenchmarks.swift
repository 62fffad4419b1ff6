import Foundation
import GtkKitTesting
import XCTest

/// `make bench` only (SEGUE_BENCH=1; skipped in `make test`, which never times anything): a
/// query of a 1,000-row table's cells — the rows the table has built, as a test sees them —
/// against the same count by the Python AT-SPI bindings the repository's bus tests use, on the
/// same app in one run. The goal: under 100 ms.
final class QueryBenchmarks: UITestCase {
    @MainActor
    func testQueryingTheCellsOfAThousandRowTable() async throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["SEGUE_BENCH"] == "1", "a benchmark: make bench runs it")
        let app = TestApp.launch(rows: 1_000)
        defer { app.terminate() }
        app.tabBars.buttons["Rows"].tap()
        let cells = app.tables.element.cells
        XCTAssertTrue(cells["Row 1"].waitForExistence(timeout: 10))
        var times: [Double] = []
        var count = 0
        for _ in 0..<21 {
            let start = DispatchTime.now()
            count = cells.count
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
        }
        let python = try pythonWalk(processIdentifier: try XCTUnwrap(app.processIdentifier))
        let median = times.sorted()[times.count / 2]
        print(
            String(
                format:
                    "UI query: a 1,000-row table's %d built cells: GtkKitTesting %.1f ms, Python AT-SPI walk %.1f ms -> ratio %.2fx (goal < 100 ms)",
                count, median, python, median / python))
    }

    /// The median time of 21 counts of the same cells by pyatspi (walk the app's tree, keep the
    /// visible list items), in milliseconds.
    private func pythonWalk(processIdentifier: Int32) throws -> Double {
        let script = """
            import statistics, sys, time
            import gi
            gi.require_version("Atspi", "2.0")
            from gi.repository import Atspi
            desktop = Atspi.get_desktop(0)
            app = next(desktop.get_child_at_index(i) for i in range(desktop.get_child_count())
                       if desktop.get_child_at_index(i).get_process_id() == int(sys.argv[1]))
            def walk(node, depth=0):
                if depth > 1 and not node.get_state_set().contains(Atspi.StateType.VISIBLE):
                    return
                yield node
                for i in range(node.get_child_count()):
                    yield from walk(node.get_child_at_index(i), depth + 1)
            times = []
            for _ in range(21):
                start = time.monotonic()
                cells = [n for n in walk(app) if n.get_role() == Atspi.Role.LIST_ITEM]
                times.append((time.monotonic() - start) * 1000)
            print(statistics.median(times))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, String(processIdentifier)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return try XCTUnwrap(Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), "pyatspi's walk printed “\(text)”")
    }
}
