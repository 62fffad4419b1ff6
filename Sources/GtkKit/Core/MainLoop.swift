internal import CGtk
import Glibc

/// Timers and Unix signals on GLib's main loop, calling Swift closures on the main actor.
///
/// Every source carries its closure in a `SignalBox`, retained once for GLib and released by the
/// source's destroy notify — the same ownership rule as signal handlers.
@MainActor
public enum MainLoop {
    /// A scheduled call that can be cancelled; cancelling twice, or after it ran, does nothing.
    @MainActor
    public final class Timer {
        fileprivate var sourceID: guint = 0
        /// Whether the call is still waiting to run.
        public var isScheduled: Bool { sourceID != 0 }
        /// Cancels the call if it has not run yet.
        public func cancel() {
            if sourceID != 0 { g_source_remove(sourceID) }
            sourceID = 0
        }
        isolated deinit { cancel() }
    }

    /// Runs `action` once after `milliseconds`. Keep the returned timer: dropping it cancels.
    public static func after(milliseconds: Int, _ action: @escaping @MainActor () -> Void) -> Timer {
        let timer = Timer()
        let box = SignalBox<Step> { [weak timer] in
            timer?.sourceID = 0
            action()
            return false
        }
        timer.sourceID = g_timeout_add_full(
            G_PRIORITY_DEFAULT, UInt32(clamping: max(0, milliseconds)), runStep, box.retainedPointer(),
            SignalBox<Step>.sourceDestroyNotify)
        return timer
    }

    /// Runs `action` on the main loop whenever the process receives `signal` (SIGTERM, SIGINT,
    /// SIGHUP), instead of dying at once: the app gets to save. Lasts for the process's life.
    ///
    /// With a `deadline` (seconds), a main loop too busy to run `action` in that time does not
    /// keep the process alive: it ends by SIGALRM, as if it had not handled the signal — so a
    /// logout never waits minutes on an app stuck in long work. Give one when everything the user
    /// did is stored as they do it (as Segue's store is), so ending loses nothing a kill would not.
    public static func onUnixSignal(_ signal: Int32, deadline: Int? = nil, _ action: @escaping @MainActor () -> Void) {
        let box = SignalBox<Step> {
            if deadline != nil { alarm(0) } // the loop answered in time
            action()
            return true // keep handling
        }
        _ = g_unix_signal_add_full(G_PRIORITY_HIGH, signal, runStep, box.retainedPointer(), SignalBox<Step>.sourceDestroyNotify)
        if let deadline { _ = gtkkit_add_signal_deadline(signal, UInt32(clamping: max(1, deadline))) }
    }

    /// Runs `step` repeatedly at low priority while it returns true (work done when idle, such as
    /// building rows beyond the first screen). Returns a handle that cancels it.
    public static func whileIdle(_ step: @escaping @MainActor () -> Bool) -> Timer {
        let timer = Timer()
        let box = SignalBox<Step> { [weak timer] in
            let more = step()
            if !more { timer?.sourceID = 0 }
            return more
        }
        timer.sourceID = g_idle_add_full(G_PRIORITY_LOW, runStep, box.retainedPointer(), SignalBox<Step>.sourceDestroyNotify)
        return timer
    }

    /// The `GSourceFunc` of every source above: runs the boxed step; false removes the source,
    /// whose destroy notify then releases the box. GLib calls it on the main thread only.
    private static var runStep: GSourceFunc {
        { data in MainActor.assumeIsolated { SignalBox<Step>.from(data).handler().gboolean } }
    }
}

private typealias Step = @MainActor () -> Bool
