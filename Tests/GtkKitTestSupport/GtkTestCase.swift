import CGtk
import Foundation
import GtkKit
import XCTest

/// Base class of widget tests: GTK initialised on the main thread against a real display (Xvfb),
/// the cairo renderer, animations off unless a test turns them on, and a failure for any GLib or
/// GTK warning or critical logged while the test ran.
open class GtkTestCase: XCTestCase {
    /// Messages a test expects (substring match); each must be logged, and is then not a failure.
    public var expectedLogMessages: [String] = []
    /// Messages GTK's own bugs log on some versions (substring match): any number of them, or
    /// none, are not a failure. Each use says which GTK bug it is.
    public var toleratedLogMessages: [String] = []

    open override func setUp() {
        super.setUp()
        continueAfterFailure = false
        let ready = MainActor.assumeIsolated { () -> Bool in
            GLibLog.install()
            guard Bool(gboolean: gtk_init_check()) else { return false }
            GtkTestCase.setAnimations(false)
            _ = GLibLog.drain()
            return true
        }
        if !ready {
            XCTFail("GTK could not open a display: widget tests need DISPLAY (run them with `make test`, which starts Xvfb)")
        }
    }

    open override func tearDown() {
        MainActor.assumeIsolated {
            GtkTestCase.closeAllWindows()
            GtkTestCase.pumpPending()
        }
        var logged = GLibLog.drain()
        for expected in expectedLogMessages {
            if let index = logged.firstIndex(where: { $0.contains(expected) }) {
                logged.remove(at: index)
            } else {
                XCTFail("expected a log message containing “\(expected)”, none was logged")
            }
        }
        logged.removeAll { message in toleratedLogMessages.contains { message.contains($0) } }
        XCTAssertEqual(logged, [], "GTK/GLib logged warnings or criticals during the test")
        expectedLogMessages = []
        toleratedLogMessages = []
        super.tearDown()
    }

    /// A window showing `root`, presented, with pending work run: the usual start of a widget test.
    @MainActor
    public func presentInWindow(_ root: ViewController) -> Window {
        let window = Window(application: nil)
        window.rootViewController = root
        window.present()
        pump()
        return window
    }

    /// Turns GTK's animations on or off (`gtk-enable-animations`).
    @MainActor
    public func setAnimations(_ enabled: Bool) { Self.setAnimations(enabled) }

    @MainActor
    static func setAnimations(_ enabled: Bool) {
        gtkkit_object_set_bool(UnsafeMutableRawPointer(gtk_settings_get_default()), "gtk-enable-animations", enabled.gboolean)
    }

    /// Runs pending main-loop work without blocking.
    @MainActor
    public func pump() { Self.pumpPending() }

    /// Skips a test that needs its windows activated (given the keyboard focus) by the display
    /// server, where that is the compositor's to give: headless Weston (tools/wayland-session) has
    /// no keyboard, and gives the focus to no window (Weston 14) or not reliably (Weston 10). On X
    /// (Xvfb) a mapped window is active at once.
    public func skipUnlessWindowsBecomeActive() throws {
        let environment = ProcessInfo.processInfo.environment
        try XCTSkipIf(
            environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] != nil,
            "on headless Weston no window is reliably made active: it has no keyboard to give the focus to")
    }

    /// Skips a test that needs a popover on screen where the compositor dismisses it: a Wayland
    /// popup asks for the serial of an input event, and headless Weston has no input to give one
    /// (Weston 14 dismisses the popup; the accessibility-bus tests check popovers on sway).
    public func skipUnlessPopoversShow() throws {
        let environment = ProcessInfo.processInfo.environment
        try XCTSkipIf(
            environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] != nil && environment["SWAYSOCK"] == nil,
            "on headless Weston a popover needs an input event's serial, which nothing sends")
    }

    @MainActor
    static func pumpPending() {
        while Bool(gboolean: g_main_context_iteration(nil, 0)) {}
    }

    /// Iterates the main loop until `condition` holds or `timeout` seconds pass; returns whether it held.
    @MainActor
    @discardableResult
    public func pump(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            if !Bool(gboolean: g_main_context_iteration(nil, 0)) { usleep(2_000) }
        }
        return true
    }

    /// Like ``pump(until:timeout:)``, but also lets main-actor tasks run in between (pictures
    /// decoded off the main thread come back through them): the test suspends while it waits.
    @MainActor
    @discardableResult
    public func settle(until condition: () -> Bool, timeout: TimeInterval = 10) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            Self.pumpPending()
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    /// Destroys every top-level window, so tests do not leak windows into each other (and a test
    /// can restart the app in the middle).
    @MainActor
    public static func closeAllWindows() {
        let list = gtk_window_list_toplevels()
        var node = list
        while let current = node {
            gtk_window_destroy(current.pointee.data.assumingMemoryBound(to: GtkWindow.self))
            node = current.pointee.next
        }
        g_list_free(list)
    }
}
