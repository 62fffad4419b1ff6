import Foundation
import GtkKitTestSupport
import XCTest

/// UIKit's app template as written (`@main class AppDelegate: UIResponder, UIApplicationDelegate`,
/// Tests/UIKitTemplateApp) starts a GtkKit app, its delegate hears UIKit's life cycle at GNOME's
/// moments, and a delegate that makes no window is told so (issue "A UIKit app builds as written").
final class ApplicationMainTests: XCTestCase {
    private var app: URL { BuildProducts.executable("UIKitTemplateApp") }

    /// Runs the template app with `environment` added, sends SIGTERM (a logout) after `seconds`,
    /// and returns its exit status and what its delegate heard.
    private func run(for seconds: Double, _ environment: [String: String]) throws -> (status: Int32, heard: [String]) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("template-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = app
        process.environment = ProcessInfo.processInfo.environment.merging(environment.merging(["TEMPLATE_LOG": log.path]) { $1 }) { $1 }
        try process.run()
        Thread.sleep(forTimeInterval: seconds)
        process.terminate()
        process.waitUntilExit()
        let heard = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return (process.terminationStatus, heard)
    }

    func testTheTemplatesDelegateLaunchesTheAppAndHearsAnEndAtLogout() throws {
        try XCTSkipIf(
            ProcessInfo.processInfo.environment["DISPLAY"] == nil, "headless Weston never makes a window active (docs/testing.md)")
        let (status, heard) = try run(for: 2, [:])
        XCTAssertEqual(status, 0, "SIGTERM ends the app the way closing its window does")
        XCTAssertEqual(heard, ["didFinishLaunching", "didBecomeActive", "willResignActive", "didEnterBackground", "willTerminate"])
    }

    /// Every window hidden is the background; one shown again, the foreground.
    func testHidingEveryWindowIsTheBackgroundAndShowingOneTheForeground() throws {
        try XCTSkipIf(
            ProcessInfo.processInfo.environment["DISPLAY"] == nil, "headless Weston never makes a window active (docs/testing.md)")
        let (status, heard) = try run(for: 2.5, ["TEMPLATE_HIDE_AND_SHOW": "1"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(
            heard,
            [
                "didFinishLaunching", "didBecomeActive", "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
                "willResignActive", "didEnterBackground", "willTerminate",
            ])
    }

    /// UIKit's blank launch (a delegate that makes no window: the app shows nothing) is said, with
    /// what to do, and the status is 1 — never a silent exit with 0.
    func testADelegateThatMakesNoWindowIsToldSo() throws {
        let result = try ChildProcess.run(
            app, arguments: [], environment: ProcessInfo.processInfo.environment.merging(["TEMPLATE_NO_WINDOW": "1"]) { $1 }, timeout: 20)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.output.contains("no window at launch. In AppDelegate.application(_:didFinishLaunchingWithOptions:), make one"),
            result.output)
        XCTAssertTrue(result.output.contains("makeKeyAndVisible()"), result.output)
    }
}
