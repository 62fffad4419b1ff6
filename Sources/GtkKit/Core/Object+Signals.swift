package import CGtk

/// Handler types for the signal shapes GtkKit uses. Each has one C thunk that unboxes the
/// closure and enters the main actor (GTK emits signals on the main thread only).
extension Object {
    /// A signal with no arguments besides the instance, returning nothing (`clicked`, `destroy`).
    package typealias VoidHandler = @MainActor () -> Void
    /// A signal carrying one pointer argument (`row-activated`, `notify`).
    package typealias PointerHandler = @MainActor (UnsafeMutableRawPointer?) -> Void
    /// A signal carrying one `int` argument (`response`).
    package typealias IntHandler = @MainActor (Int32) -> Void
    /// A signal that returns a boolean and takes no arguments (`close-request`).
    package typealias BoolHandler = @MainActor () -> Bool

    /// Connects `handler` to `signal`; the connection lives until this wrapper dies.
    /// Capture `[weak self]` in `handler` unless the wrapper is meant to own its target.
    @discardableResult
    package func connect(_ signal: String, _ handler: @escaping VoidHandler) -> gulong {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            MainActor.assumeIsolated { SignalBox<VoidHandler>.from(data).handler() }
        }
        return connect(signal, unsafeBitCast(thunk, to: GCallback.self), SignalBox(handler))
    }

    /// Connects a handler for a signal with one pointer argument.
    @discardableResult
    package func connect(_ signal: String, pointer handler: @escaping PointerHandler) -> gulong {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
            _, argument, data in
            MainActor.assumeIsolated { SignalBox<PointerHandler>.from(data).handler(argument) }
        }
        return connect(signal, unsafeBitCast(thunk, to: GCallback.self), SignalBox(handler))
    }

    /// Connects a handler for a signal with one `int` argument.
    @discardableResult
    package func connect(_ signal: String, int handler: @escaping IntHandler) -> gulong {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
            _, argument, data in
            MainActor.assumeIsolated { SignalBox<IntHandler>.from(data).handler(argument) }
        }
        return connect(signal, unsafeBitCast(thunk, to: GCallback.self), SignalBox(handler))
    }

    /// Connects a handler for a boolean-returning signal with no arguments.
    @discardableResult
    package func connect(_ signal: String, returning handler: @escaping BoolHandler) -> gulong {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            MainActor.assumeIsolated { SignalBox<BoolHandler>.from(data).handler().gboolean }
        }
        return connect(signal, unsafeBitCast(thunk, to: GCallback.self), SignalBox(handler))
    }

    /// Disconnects one handler connected through this wrapper, releasing its box.
    package func disconnect(_ id: gulong) {
        guard handlerIDs.disconnecting(id) else { return }
        if Bool(gboolean: g_signal_handler_is_connected(gobject, id)) { g_signal_handler_disconnect(gobject, id) }
    }

    package func connect<H>(_ signal: String, _ callback: GCallback, _ box: SignalBox<H>) -> gulong {
        let id = gtkkit_signal_connect(raw, signal, callback, box.retainedPointer(), SignalBox<H>.destroyNotify)
        if id == 0 {
            // GTK already logged a critical and never took the box: release our retain.
            Unmanaged.passUnretained(box).release()
        } else {
            handlerIDs.connected(id)
        }
        return id
    }
}
