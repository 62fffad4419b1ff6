import Foundation

/// Waiting on the bus: GTK updates the accessibility tree after it changes its widgets, so a
/// test asks again until the answer comes or the time is up — never a fixed sleep.
enum Waiting {
    /// How often a wait asks again.
    static let interval: UInt32 = 40_000

    /// Asks `condition` until it holds (true) or `timeout` seconds pass (false).
    @MainActor
    static func until(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if condition() { return true }
            if Date() >= deadline { return false }
            usleep(interval)
        }
    }
}
