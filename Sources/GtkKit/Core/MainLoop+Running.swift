internal import CGtk

extension MainLoop {
    /// Runs GLib's main loop on the calling (main) thread until `condition` holds or
    /// `timeoutMilliseconds` pass; returns whether it held.
    ///
    /// For an app's own tests, which drive its controllers without ``Application/run(_:)``:
    /// a push, a table's rows or a timer complete only while the loop runs. Not for app code, which
    /// must never block the loop it is called from (UIKit has no equivalent; XCTest's
    /// expectations play this part there).
    ///
    /// ```swift
    /// list.cellForRow(at: IndexPath(row: 0, section: 0))?.activate()
    /// XCTAssertTrue(MainLoop.run(until: { navigation.topViewController is DetailViewController }))
    /// ```
    @discardableResult
    public static func run(until condition: () -> Bool, timeoutMilliseconds: Int = 5000) -> Bool {
        let deadline = g_get_monotonic_time() + timeoutMilliseconds * 1000
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            // Waits for the next event rather than spinning, but never past the deadline.
            if !Bool(gboolean: g_main_context_iteration(nil, 0)) { g_usleep(2000) }
        }
        return true
    }
}
