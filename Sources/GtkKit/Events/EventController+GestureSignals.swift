internal import CGtk

/// The signal shapes GTK's gestures emit, for the recognizers built on them. Each has one C
/// thunk that unboxes the closure and enters the main actor, as ``Object``'s own shapes do.
extension EventController {
    /// A signal carrying two doubles (`drag-update`'s offset, `swipe`'s velocity, a long
    /// press's `pressed` point).
    typealias PairHandler = @MainActor (Double, Double) -> Void
    /// A signal carrying two doubles whose handler says whether it took the event (a scroll
    /// controller's `scroll`: the deltas).
    typealias PairDecision = @MainActor (Double, Double) -> Bool
    /// A signal carrying one double (`scale-changed`).
    typealias DoubleHandler = @MainActor (Double) -> Void
    /// A click's `pressed` and `released`: the press count and the point.
    typealias PressCountHandler = @MainActor (Int, Double, Double) -> Void

    /// Connects a handler for a signal with two double arguments.
    func connect(_ signal: String, pair handler: @escaping PairHandler) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, first, second, data in
            MainActor.assumeIsolated { SignalBox<PairHandler>.from(data).handler(first, second) }
        }
        _ = connect(signal, unsafeBitCast(thunk, to: GCallback.self), SignalBox(handler))
    }

    /// Connects a handler for a signal with two double arguments that returns whether it handled
    /// the event (true stops it).
    func connect(_ signal: String, pairDecision handler: @escaping PairDecision) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
            _, first, second, data in
            MainActor.assumeIsolated { SignalBox<PairDecision>.from(data).handler(first, second).gboolean }
        }
        _ = connect(signal, unsafeBitCast(thunk, to: GCallback.self), SignalBox(handler))
    }

    /// Connects a handler for a signal with one double argument.
    func connect(_ signal: String, double handler: @escaping DoubleHandler) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?) -> Void = {
            _, value, data in
            MainActor.assumeIsolated { SignalBox<DoubleHandler>.from(data).handler(value) }
        }
        _ = connect(signal, unsafeBitCast(thunk, to: GCallback.self), SignalBox(handler))
    }

    /// Connects a handler for a click's `pressed` or `released`.
    func connect(_ signal: String, pressCount handler: @escaping PressCountHandler) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, count, x, y, data in
            MainActor.assumeIsolated { SignalBox<PressCountHandler>.from(data).handler(Int(count), x, y) }
        }
        _ = connect(signal, unsafeBitCast(thunk, to: GCallback.self), SignalBox(handler))
    }
}
