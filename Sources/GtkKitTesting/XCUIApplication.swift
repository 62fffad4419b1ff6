import Foundation
import XCTest

/// The application under test (XCUITest's `XCUIApplication`): its executable, launched as its
/// own process in the test's desktop session, found on the session's accessibility bus by its
/// process, and the root of every query (`app.buttons["Add"]`).
///
/// Run the test target inside a private session — an X server or a Wayland compositor, a D-Bus
/// session and its accessibility bus — as `make test` does with `tools/fresh-session` (X11) and
/// `tools/sway-session` (Wayland): the app's windows and the keys typed into them then touch
/// nothing of the desktop the tests were started from.
@MainActor
open class XCUIApplication: XCUIElement {
    /// The state of the application's process (XCUITest's `XCUIApplication.State`).
    public enum State: Int, Sendable {
        /// Its state cannot be told.
        case unknown
        /// Not launched, or ended.
        case notRunning
        /// Running, with no window on the bus yet, or without the focus.
        case runningBackground
        /// Running, with a window on the bus.
        case runningForeground
    }

    /// The executable launched.
    public let executableURL: URL
    /// The arguments it is launched with.
    public var launchArguments: [String] = []
    /// Variables added to the test's environment for it.
    public var launchEnvironment: [String: String] = [:]
    /// How long ``launch(file:line:)`` waits for a window on the bus.
    public var launchTimeout: TimeInterval = 30

    private var process: Process?
    private var busName: String?

    /// The application whose executable is at `executableURL`.
    public init(executableURL: URL) {
        self.executableURL = executableURL
        super.init(applicationRoot: ())
    }

    /// The executable product `name` the package built beside the test bundle (`notes` for
    /// `.build/debug/notes`), or the executable at that path when `name` has a slash.
    public convenience init(executable name: String) {
        if name.contains("/") {
            self.init(executableURL: URL(fileURLWithPath: name))
        } else {
            let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            self.init(executableURL: bundle.deletingLastPathComponent().appendingPathComponent(name))
        }
    }

    /// The application under test, as XCUITest's `XCUIApplication()` finds its target app: the
    /// executable `GTKKIT_TESTING_APP` names (a product name or a path), or else the one named as
    /// the package whose test bundle runs (`TallyPackageTests.xctest` tests `Tally`), built
    /// beside it — which is how `gtkkit-port` names an Xcode project's app and its UI tests.
    public convenience init() {
        if let named = ProcessInfo.processInfo.environment["GTKKIT_TESTING_APP"], !named.isEmpty {
            self.init(executable: named)
        } else {
            let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            var name = bundle.lastPathComponent
            for suffix in [".xctest", "PackageTests"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
            self.init(executable: name)
        }
    }

    /// The process's identifier while it runs.
    public var processIdentifier: Int32? { process?.isRunning == true ? process?.processIdentifier : nil }

    /// What the process is doing now.
    public var state: State {
        guard let process, process.isRunning else { return .notRunning }
        guard let root = root(), root.children().isEmpty == false else { return .runningBackground }
        return .runningForeground
    }

    /// Launches the application — ending it first if it runs — and waits until it shows a window
    /// on the accessibility bus (XCUITest's `launch()`). Fails the test at the caller's line if it
    /// cannot be started or shows nothing within ``launchTimeout``.
    public func launch(file: StaticString = #filePath, line: UInt = #line) {
        if process?.isRunning == true { terminate() }
        busName = nil
        if case .failure(let error) = BusConnection.shared {
            return XCTFail("Failed to launch \(executableURL.lastPathComponent): \(error)", file: file, line: line)
        }
        let process = Process()
        process.executableURL = executableURL
        process.arguments = launchArguments
        // GtkKit publishes its views' accessibilityIdentifier for the tests (GTK has no place for it).
        process.environment = ProcessInfo.processInfo.environment.merging(["GTKKIT_ACCESSIBILITY_IDENTIFIERS": "1"]) { $1 }
            .merging(launchEnvironment) { $1 }
        do {
            try process.run()
        } catch {
            return XCTFail("Failed to launch \(executableURL.path): \(error)", file: file, line: line)
        }
        self.process = process
        let shown = Waiting.until(timeout: launchTimeout) {
            guard process.isRunning else { return true }
            return root()?.children().isEmpty == false
        }
        if !process.isRunning {
            XCTFail(
                "Failed to launch \(executableURL.lastPathComponent): it ended at once (status \(process.terminationStatus))",
                file: file, line: line)
        } else if !shown {
            XCTFail(
                "Failed to launch \(executableURL.lastPathComponent): no window on the accessibility bus within \(launchTimeout) s",
                file: file, line: line)
        }
    }

    /// Launches the application if it is not running (XCUITest's `activate()`).
    public func activate(file: StaticString = #filePath, line: UInt = #line) {
        if process?.isRunning != true { launch(file: file, line: line) }
    }

    /// Ends the application as the desktop ends it at logout — SIGTERM, so it can keep its data
    /// — and waits for it to exit (XCUITest's `terminate()`).
    public func terminate() {
        guard let process, process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
        busName = nil
    }

    /// The status the process exited with, once it has.
    public var terminationStatus: Int32? { process?.isRunning == false ? process?.terminationStatus : nil }

    // MARK: Finding itself

    /// The application's root object on the bus: the registered application whose connection
    /// belongs to the launched process.
    func root() -> AccessibleObject? {
        guard case .success(let bus) = BusConnection.shared, let process, process.isRunning else { return nil }
        if let busName { return AccessibleObject(.applicationRoot(of: busName), bus: bus) }
        for application in (try? bus.applications()) ?? []
        where (try? bus.processIdentifier(of: application.busName)) == process.processIdentifier {
            busName = application.busName
            return AccessibleObject(.applicationRoot(of: application.busName), bus: bus)
        }
        return nil
    }

    override func resolve() -> Result<AccessibleObject, Failure> { root().map { .success($0) } ?? .failure(.none) }

    override var words: String { "the application \(executableURL.lastPathComponent)" }
}
