import Foundation
import GtkKitTestSupport
import SegueCore
import SegueTestFixtures
import XCTest

@testable import Segue

final class CommandLineTests: XCTestCase {
    private var segue: URL { BuildProducts.executable("segue") }

    func testHelpVersionAndPagesWithoutADisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let help = try ChildProcess.run(segue, arguments: ["--help"], environment: environment, timeout: 20)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("--page PAGE"), help.output)
        XCTAssertTrue(help.output.contains(Demo.allCases.map(\.id).joined(separator: ", ")), help.output)

        let version = try ChildProcess.run(segue, arguments: ["--version"], environment: environment, timeout: 20)
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.output, "segue 0.2.0\n")

        let unknown = try ChildProcess.run(segue, arguments: ["--page", "nowhere"], environment: environment, timeout: 20)
        XCTAssertEqual(unknown.status, 2, "an unknown page is a usage error")
        XCTAssertTrue(unknown.output.contains("unknown page “nowhere”"), unknown.output)
        for demo in Demo.allCases {
            XCTAssertTrue(unknown.output.contains(demo.id), "the error lists the pages: \(unknown.output)")
        }

        let noDisplay = try ChildProcess.run(segue, arguments: [], environment: environment, timeout: 20)
        XCTAssertEqual(noDisplay.status, 1)
        XCTAssertTrue(noDisplay.output.contains("cannot open a display"), noDisplay.output)
    }

    /// With no D-Bus session bus, dconf keeps every setting in memory: GLib said only "failed to
    /// commit changes to dconf" at quit. Segue says, once, at launch, what will not be remembered
    /// (issue "Reliability, round four", item 7).
    func testWithNoSessionBusSegueSaysOnceThatSettingsAreNotRemembered() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["GSETTINGS_BACKEND"] = "dconf"
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/segue-test-bus"
        let run = try ChildProcess.run(segue, arguments: ["--page", "tasks"], environment: environment, timeout: 4)
        let said = run.output.components(separatedBy: "will not be remembered").count - 1
        XCTAssertEqual(said, 1, run.output)
        XCTAssertTrue(run.output.contains("there is no D-Bus session bus"), run.output)
    }

    func testPageParsingKeepsOtherArgumentsForGApplication() {
        XCTAssertEqual(
            CommandLineOptions.parse(["segue", "--page", "tasks", "--gapplication-service"]),
            .run(page: "tasks", remaining: ["segue", "--gapplication-service"]))
        XCTAssertEqual(CommandLineOptions.parse(["segue"]), .run(page: nil, remaining: ["segue"]))
        guard case .exit(_, 2) = CommandLineOptions.parse(["segue", "--page"]) else { return XCTFail("--page alone") }
    }

    /// The desktop file's actions (the launcher's right-click menu) are exactly the demos, in the
    /// first-level list's order, each opening its own page.
    func testTheDesktopFileHasOneActionPerDemo() throws {
        let desktop = try String(
            contentsOf: SeedFixtures.repositoryRoot.appendingPathComponent("data/io.github.segue.Segue.desktop.in"),
            encoding: .utf8)
        let lines = desktop.split(separator: "\n").map(String.init)
        let ids = Demo.allCases.map(\.id)
        let actions = try XCTUnwrap(lines.first { $0.hasPrefix("Actions=") }).dropFirst("Actions=".count)
        XCTAssertEqual(actions.split(separator: ";").map(String.init), ids)
        let sections = lines.filter { $0.hasPrefix("[Desktop Action ") }
        XCTAssertEqual(sections, ids.map { "[Desktop Action \($0)]" })
        let execs = lines.filter { $0.hasPrefix("Exec=@program@ --page ") }
        XCTAssertEqual(execs, ids.map { "Exec=@program@ --page \($0)" })
        for demo in Demo.allCases {
            XCTAssertTrue(lines.contains("Name=\(demo.title)"), "the action for \(demo.id) is named like its row")
        }
    }
}
