import Foundation
import GtkKitTesting
import XCTest

/// Segue's launches as separate processes: where it reopens after SIGTERM (a logout), what
/// `--page` (the desktop file's actions) opens, and a second launch handing its page to the
/// running Segue instead of starting another.
final class LaunchUITests: SegueUITestCase {
    /// The page open when Segue was stopped with SIGTERM comes back at the next plain launch, and
    /// `--page` opens the page it names instead of the saved ones.
    @MainActor
    func testAPlainLaunchReopensWhereTheLastLeftOffAndPageWins() async throws {
        let home = SegueApp.newHome()
        let first = SegueApp.launch(home: home)
        XCTAssertTrue(first.windows["Segue"].waitForExistence(timeout: 15), "the first window, titled Segue")
        _ = SegueApp.openTasks(in: first)
        XCTAssertTrue(first.windows["Tasks"].waitForExistence(timeout: 10), "the window titled “Tasks”")
        first.terminate()
        XCTAssertEqual(first.terminationStatus, 0, "segue's own orderly exit after SIGTERM (it saves where it was)")

        let second = SegueApp.launch(home: home)
        XCTAssertTrue(second.windows["Tasks"].waitForExistence(timeout: 15), "reopened where it was, not on the first-level list")
        XCTAssertTrue(second.cells["Walk the dog"].waitForExistence(timeout: 10), "the tasks, restored")
        second.terminate()
        XCTAssertEqual(second.terminationStatus, 0, "the second exit after SIGTERM")

        let third = SegueApp.launch(["--page", "counting-tabs"], home: home)
        defer { third.terminate() }
        XCTAssertTrue(third.windows["Counting Tabs"].waitForExistence(timeout: 15), "--page wins over the saved pages")
        XCTAssertFalse(third.windows["Tasks"].exists, "the restored Tasks window opened as well as the page asked for")
    }

    /// A second `segue --page counting-tabs` opens that page in the running Segue and exits 0;
    /// the running Segue keeps its one window.
    @MainActor
    func testASecondLaunchOpensItsPageInTheRunningSegue() async throws {
        let app = SegueApp.launch()
        defer { app.terminate() }
        XCTAssertTrue(app.windows["Segue"].waitForExistence(timeout: 15), "the first window, titled Segue")
        let second = Process()
        second.executableURL = app.executableURL
        second.arguments = ["--page", "counting-tabs"]
        second.environment = ProcessInfo.processInfo.environment.merging(app.launchEnvironment) { $1 }
        try second.run()
        second.waitUntilExit()
        XCTAssertEqual(second.terminationStatus, 0, "the second launch's exit status")
        XCTAssertTrue(app.windows["Counting Tabs"].waitForExistence(timeout: 15), "the running window to show Counting Tabs")
        XCTAssertEqual(app.children(matching: .window).count, 1, "one window after the second launch")
        XCTAssertEqual(app.state, .runningForeground, "the first instance still runs")
    }
}
