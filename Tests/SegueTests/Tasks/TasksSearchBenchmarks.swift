import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import SegueTestFixtures
import XCTest

@testable import Segue

/// `make bench` only (SEGUE_BENCH=1): how long each key of a search in the task list takes, from
/// the search field's text changing to the next frame painted with the results in the table —
/// with 1,000,000 tasks against 9, in one run — and, for a search that finds more than the first
/// 200 results shown at once, until the whole count is in the table (counted off the main
/// thread). Two words are typed a key at a time: "dentist" (one task has it) and "generated"
/// (every generated task has it: a million results). A one- or two-letter key that the first
/// 50,000 tasks hold fewer than 200 of ("de") answers with those (none: "Searching…") and finds
/// the rest off the main thread: its answer is the frame painted then, and the time until its
/// results are in is reported apart.
final class TasksSearchBenchmarks: DemoFlowTestCase {
    /// Sets the field's text as a key would (GtkSearchEntry's "search-changed" runs the search) and
    /// returns the milliseconds until a frame is painted after the table shows `expected` rows.
    @MainActor
    private func key(_ text: String, into field: UnsafeMutablePointer<GtkWidget>, tasks: TasksViewController, expected: Int) async
        -> (shown: Double, counted: Double, finding: Bool)
    {
        let start = DispatchTime.now().uptimeNanoseconds
        let elapsed = { Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000 }
        gtk_editable_set_text(OpaquePointer(field), text)
        let firstRows = text.isEmpty ? expected : min(expected, 200)
        let shown = MainLoop.run(
            until: {
                tasks.logic.searchText == text
                    && (tasks.logic.isFindingResults
                        || [firstRows, expected].contains(tasks.tableView.numberOfRows)
                            && (expected == 0 || tasks.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isDrawable == true))
            }, timeoutMilliseconds: 10_000)
        XCTAssertTrue(shown, "“\(text)” showed \(tasks.tableView.numberOfRows) rows, not \(firstRows)")
        let finding = tasks.logic.isFindingResults
        painted(tasks.view)
        let shownAfter = elapsed()
        // Awaited, not run in a loop: the count comes back as a main-actor job, which runs only
        // while this one is suspended.
        let counted = await settle(until: { tasks.tableView.numberOfRows == expected && !tasks.logic.isCountingResults }, timeout: 10)
        XCTAssertTrue(counted, "“\(text)” counted \(tasks.tableView.numberOfRows) rows, not \(expected)")
        return (shownAfter, elapsed(), finding)
    }

    /// Waits for the window's next painted frame.
    @MainActor
    private func painted(_ view: View) {
        guard let clock = gtk_widget_get_frame_clock(view.widget) else { return }
        let frame = gdk_frame_clock_get_frame_counter(clock)
        gtk_widget_queue_draw(view.widget)
        _ = MainLoop.run(until: { gdk_frame_clock_get_frame_counter(clock) > frame }, timeoutMilliseconds: 1000)
    }

    /// Types each word a key at a time, `rounds` times; every key's milliseconds.
    @MainActor
    private func measure(rounds: Int, counts: [String: (String) -> Int]) async throws
        -> (shown: [Double], counted: [Double], found: [Double])
    {
        MainQueueBridge.install() // the count comes back to the main actor while GLib runs the loop, as in the app
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        defer {
            main.window.close()
            pump()
            Self.forgetSavedPages()
        }
        let search = try XCTUnwrap(tasks.navigationItem.searchController)
        search.isActive = true
        let field = try XCTUnwrap(WidgetTree.first(ofType: gtk_search_entry_get_type(), under: main.window.widget))
        XCTAssertTrue(pump(until: { Bool(gboolean: gtk_widget_is_drawable(field)) }))
        let total = tasks.logic.tasks.count
        var times: [Double] = []
        var countedTimes: [Double] = []
        var foundTimes: [Double] = []
        for _ in 0..<rounds {
            for (word, count) in counts {
                for length in 1...word.count {
                    let text = String(word.prefix(length))
                    let (shown, counted, finding) = await key(text, into: field, tasks: tasks, expected: count(text))
                    times.append(shown)
                    if finding {
                        foundTimes.append(counted)
                    } else if count(text) > 200 {
                        countedTimes.append(counted)
                    }
                    if ProcessInfo.processInfo.environment["SEGUE_BENCH_KEYS"] == "1" {
                        print("key", text, count(text), shown, counted, finding ? "finding" : "")
                    }
                }
                _ = await key("", into: field, tasks: tasks, expected: total)
            }
        }
        return (times, countedTimes, foundTimes)
    }

    /// How many of the million generated tasks and "Call the dentist" have `text` (letters only).
    private static func millionCount(_ text: String) -> Int {
        guard !text.isEmpty else { return 1_000_001 }
        let plain = "task : generated for the benchmark"
        let urgent = "task  urgent: generated for the benchmark"
        let generated = plain.contains(text) ? 1_000_000 : urgent.contains(text) ? 142_858 : 0
        return generated + ("call the dentist".contains(text) ? 1 : 0)
    }

    @MainActor
    func testEachKeyOfASearchInAMillionTasks() async throws {
        guard ProcessInfo.processInfo.environment["SEGUE_BENCH"] == "1" else {
            throw XCTSkip("a benchmark: run by make bench (SEGUE_BENCH=1)")
        }
        let seeds = SeedFixtures.tasks
        let nine = try await measure(
            rounds: 3,
            counts: [
                "dentist": { text in seeds.filter { $0.lowercased().contains(text) }.count },
                "generated": { text in seeds.filter { $0.lowercased().contains(text) }.count },
            ])
        let store = try XCTUnwrap(SegueStore.defaultURL(environment: ["XDG_DATA_HOME": dataHome.path]))
        let fill = Process()
        fill.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        fill.arguments = [
            "-c",
            """
            import runpy, sqlite3, sys
            sys.argv = ["make-tasks.py", sys.argv[1], "1000000"]
            runpy.run_path("tools/bench/make-tasks.py")
            db = sqlite3.connect(sys.argv[1])
            db.execute("INSERT INTO tasks (position, text) VALUES (1000001, 'Call the dentist')")
            db.commit()
            """,
            store.path,
        ]
        try fill.run()
        fill.waitUntilExit()
        // Generated tasks read "Task 12: generated for the benchmark", every seventh "Task 8 URGENT: …";
        // the words typed are letters, so the numbers never decide a match.
        let million = try await measure(
            rounds: 3,
            counts: [
                "dentist": Self.millionCount, "generated": Self.millionCount,
            ])
        let sorted = { (values: [Double]) in values.sorted() }
        let median = { (values: [Double]) in values.isEmpty ? 0 : sorted(values)[values.count / 2] }
        print(
            String(
                format:
                    "search as you type, each key until the answer is painted (debug build): 9 tasks median %.1f ms, worst %.1f ms; "
                    + "1,000,000 tasks median %.1f ms, worst %.1f ms (%.2fx; goal <= 50 ms a key); a million-result count in the "
                    + "table (counted off the main thread) after median %.1f ms, worst %.1f ms; %d rare short keys answered from the "
                    + "first 50,000 tasks, their results in after median %.1f ms, worst %.1f ms",
                median(nine.shown), sorted(nine.shown).last ?? 0, median(million.shown), sorted(million.shown).last ?? 0,
                median(million.shown) / median(nine.shown), median(million.counted), sorted(million.counted).last ?? 0,
                million.found.count, median(million.found), sorted(million.found).last ?? 0))
    }
}
