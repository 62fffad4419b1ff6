import CGtk

/// Timers and Unix signals on GLib's main loop, calling Swift closures on the main actor.
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

    private final class TimerBox {
        weak var timer: Timer?
        let action: @MainActor () -> Void
        init(timer: Timer, action: @escaping @MainActor () -> Void) {
            self.timer = timer
            self.action = action
        }
    }

    /// Runs `action` once after `milliseconds`. Keep the returned timer: dropping it cancels.
    public static func after(milliseconds: UInt32, _ action: @escaping @MainActor () -> Void) -> Timer {
        let timer = Timer()
        let box = TimerBox(timer: timer, action: action)
        timer.sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            MainActor.assumeIsolated {
                let box = Unmanaged<TimerBox>.fromOpaque(data!).takeUnretainedValue()
                box.timer?.sourceID = 0
                box.action()
            }
            return 0 // G_SOURCE_REMOVE: the destroy notify releases the box
        }, Unmanaged.passRetained(box).toOpaque(), { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        })
        return timer
    }

    /// Runs `action` on the main loop whenever the process receives `signal` (SIGTERM, SIGINT,
    /// SIGHUP), instead of dying at once: the app gets to save. Lasts for the process's life.
    public static func onUnixSignal(_ signal: Int32, _ action: @escaping @MainActor () -> Void) {
        let box = SignalBox<@MainActor () -> Void>(action)
        _ = g_unix_signal_add_full(G_PRIORITY_HIGH, signal, { data in
            MainActor.assumeIsolated { SignalBox<@MainActor () -> Void>.from(data).handler() }
            return 1 // keep handling
        }, Unmanaged.passRetained(box).toOpaque(), { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        })
    }

    /// Runs `step` repeatedly at low priority while it returns true (work done when idle, such as
    /// building rows beyond the first screen). Returns a handle that cancels it.
    public static func whileIdle(_ step: @escaping @MainActor () -> Bool) -> Timer {
        let timer = Timer()
        final class IdleBox {
            weak var timer: Timer?
            let step: @MainActor () -> Bool
            init(timer: Timer, step: @escaping @MainActor () -> Bool) { self.timer = timer; self.step = step }
        }
        let box = IdleBox(timer: timer, step: step)
        timer.sourceID = g_idle_add_full(G_PRIORITY_LOW, { data in
            MainActor.assumeIsolated {
                let box = Unmanaged<IdleBox>.fromOpaque(data!).takeUnretainedValue()
                let more = box.step()
                if !more { box.timer?.sourceID = 0 }
                return more ? 1 : 0
            }
        }, Unmanaged.passRetained(box).toOpaque(), { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        })
        return timer
    }
}
