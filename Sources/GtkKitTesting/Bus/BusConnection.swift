internal import CGio

/// An object on the accessibility bus: the connection that serves it and its path.
struct AccessibleReference: Hashable, Sendable {
    /// The unique name of the application's connection (":1.42").
    let busName: String
    /// The object's path.
    let path: String

    /// The root object of the application on `busName`.
    static func applicationRoot(of busName: String) -> AccessibleReference {
        AccessibleReference(busName: busName, path: "/org/a11y/atspi/accessible/root")
    }

    /// The reference in a `(so)` answer; nil for AT-SPI's null reference.
    init?(_ variant: Variant) {
        guard variant.count == 2, let name = variant[0].string, let path = variant[1].string,
            path != "/org/a11y/atspi/null", !name.isEmpty
        else { return nil }
        self.init(busName: name, path: path)
    }

    init(busName: String, path: String) {
        self.busName = busName
        self.path = path
    }
}

/// Why the accessibility bus did not answer.
struct BusError: Error, CustomStringConvertible {
    let description: String
}

/// The connection to the session's accessibility bus (AT-SPI), as a screen reader makes it: its
/// address from the session bus's `org.a11y.Bus`, then method calls that each wait for their
/// answer. Every read goes to the application itself, so nothing is cached and nothing is stale.
@MainActor
final class BusConnection {
    private let connection: OpaquePointer
    /// How long one call may wait, in milliseconds.
    private let callTimeout: Int32 = 5_000

    /// The session's accessibility bus, connected once per process.
    static let shared: Result<BusConnection, BusError> = {
        do { return .success(try BusConnection()) } catch let error as BusError { return .failure(error) } catch {
            return .failure(BusError(description: "\(error)"))
        }
    }()

    private init() throws {
        var error: UnsafeMutablePointer<GError>?
        guard let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw BusError(description: "no D-Bus session bus (\(Self.message(of: error))): run the tests in a desktop session")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(session)) }
        guard
            let reply = g_dbus_connection_call_sync(
                session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, nil,
                G_DBUS_CALL_FLAGS_NONE, 5_000, nil, &error)
        else {
            throw BusError(description: "the session has no accessibility bus (\(Self.message(of: error))): is at-spi2-core installed?")
        }
        guard let address = Variant(taking: reply)[0].string else { throw BusError(description: "org.a11y.Bus gave no address") }
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            throw BusError(description: "could not connect to the accessibility bus at \(address): \(Self.message(of: error))")
        }
        self.connection = connection
    }

    /// Calls `method` of `interface` on `object` with `arguments` (a tuple) and returns its answer
    /// (a tuple).
    func call(_ object: AccessibleReference, _ interface: String, _ method: String, _ arguments: Variant? = nil) throws -> Variant {
        try call(busName: object.busName, path: object.path, interface, method, arguments)
    }

    /// Calls `method` of `interface` at `path` of `busName`.
    func call(busName: String, path: String, _ interface: String, _ method: String, _ arguments: Variant? = nil) throws -> Variant {
        var error: UnsafeMutablePointer<GError>?
        guard
            let reply = g_dbus_connection_call_sync(
                connection, busName, path, interface, method, arguments.map { g_variant_ref($0.raw) }, nil,
                G_DBUS_CALL_FLAGS_NO_AUTO_START, callTimeout, nil, &error)
        else {
            throw BusError(description: "\(interface).\(method) on \(path) failed: \(Self.message(of: error))")
        }
        return Variant(taking: reply)
    }

    /// One method call of a batch: `method` of `interface` on `object` with `arguments`.
    struct Call {
        let object: AccessibleReference
        let interface: String
        let method: String
        var arguments: Variant? = nil
    }

    /// Sends every call at once and waits for all their answers (nil for a call that failed):
    /// one wait for the slowest instead of one round trip each, which is what makes a query of a
    /// whole window quick. The answers come on a main context of the batch's own, so nothing else
    /// of the process runs meanwhile.
    func callAll(_ calls: [Call]) -> [Variant?] {
        guard !calls.isEmpty else { return [] }
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        defer {
            g_main_context_pop_thread_default(context)
            g_main_context_unref(context)
        }
        let batch = BatchReplies(count: calls.count)
        let finished: GAsyncReadyCallback = { source, result, data in
            guard let data else { return }
            let token = Unmanaged<ReplyToken>.fromOpaque(data).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
            if let error { g_error_free(error) }
            token.batch.finish(token.index, reply.map { Variant(taking: $0) })
        }
        for (index, call) in calls.enumerated() {
            let token = Unmanaged.passRetained(ReplyToken(batch: batch, index: index)).toOpaque()
            g_dbus_connection_call(
                connection, call.object.busName, call.object.path, call.interface, call.method,
                call.arguments.map { g_variant_ref($0.raw) },
                nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, callTimeout, nil, finished, token)
        }
        while batch.pending > 0 { g_main_context_iteration(context, 1) }
        return batch.replies
    }

    /// The property `name` of `interface` on `object`, unboxed.
    func property(_ object: AccessibleReference, _ interface: String, _ name: String) throws -> Variant {
        try call(object, "org.freedesktop.DBus.Properties", "Get", .tuple([.string(interface), .string(name)]))[0].unboxed
    }

    /// Sets the property `name` of `interface` on `object`.
    func setProperty(_ object: AccessibleReference, _ interface: String, _ name: String, to value: Variant) throws {
        _ = try call(object, "org.freedesktop.DBus.Properties", "Set", .tuple([.string(interface), .string(name), .boxed(value)]))
    }

    /// The process that owns the connection `busName`.
    func processIdentifier(of busName: String) throws -> Int32 {
        let reply = try call(
            busName: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetConnectionUnixProcessID",
            .tuple([.string(busName)]))
        return Int32(reply[0].number ?? -1)
    }

    /// The identifiers GtkKit apps publish, read through this connection.
    private(set) lazy var identifiers = PublishedIdentifiers(bus: self)

    /// The applications registered on the bus (the desktop's children).
    func applications() throws -> [AccessibleReference] {
        let reply = try call(
            busName: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible", "GetChildren")
        return reply[0].children.compactMap(AccessibleReference.init)
    }

    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}

/// The answers of one batch of calls, as they come.
private final class BatchReplies {
    private(set) var replies: [Variant?]
    private(set) var pending: Int

    init(count: Int) {
        replies = Array(repeating: nil, count: count)
        pending = count
    }

    /// The call at `index` answered `reply` (nil: it failed).
    func finish(_ index: Int, _ reply: Variant?) {
        replies[index] = reply
        pending -= 1
    }
}

/// Which call of which batch an answer belongs to: the user data of one asynchronous call.
private final class ReplyToken {
    let batch: BatchReplies
    let index: Int

    init(batch: BatchReplies, index: Int) {
        self.batch = batch
        self.index = index
    }
}
