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

    /// A view GtkKit published with its identifier: its window's title and its bounds there, in
    /// AT-SPI's window coordinates.
    struct IdentifiedView {
        let identifier: String
        let window: String
        let x: Double
        let y: Double
        let width: Double
        let height: Double
    }

    /// The connection of each application that publishes identifiers, by the application's own
    /// connection (found once: the other connection of the same process that answers).
    private var publishers: [String: String] = [:]

    /// The views the application on `busName` published with identifiers (GtkKit's
    /// `io.github.GtkKit.Identifiers1`, served when launched by ``XCUIApplication``); none when
    /// the app is not a GtkKit app.
    func identifiedViews(ofApplication busName: String) -> [IdentifiedView] {
        if let kept = lookUpViews[busName] { return kept }
        let views = placedInWindows(readIdentifiedViews(ofApplication: busName), ofApplication: busName)
        lookUpViews[busName] = views
        return views
    }

    /// The identified views read during the present look-up, by application: read once per
    /// look-up, never kept beyond it.
    private var lookUpViews: [String: [IdentifiedView]] = [:]

    /// A new look-up starts: what the apps published is read again.
    func beginLookUp() { lookUpViews = [:] }

    private func readIdentifiedViews(ofApplication busName: String) -> [IdentifiedView] {
        if let publisher = publishers[busName] { return (try? identifiedViews(at: publisher)) ?? [] }
        guard let process = try? processIdentifier(of: busName),
            let names = try? call(busName: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames")[0]
                .children.compactMap(\.string)
        else { return [] }
        for name in names where name.hasPrefix(":") && name != busName && (try? processIdentifier(of: name)) == process {
            if let views = try? identifiedViews(at: name) {
                publishers[busName] = name
                return views
            }
        }
        return []
    }

    /// `views` moved by their windows' extents in AT-SPI's window coordinates: GtkKit publishes
    /// bounds in the window's widget, GTK 4.8 and Wayland count from there, and GTK 4.18 on X11
    /// from its surface, where the widget lies at its shadow's width (so the window's own extents
    /// are minus that: measured, -5 px).
    private func placedInWindows(_ views: [IdentifiedView], ofApplication busName: String) -> [IdentifiedView] {
        guard !views.isEmpty else { return views }
        let windows = AccessibleObject.children(of: [AccessibleObject(.applicationRoot(of: busName), bus: self)]).first ?? []
        AccessibleObject.read(windows, names: true)
        AccessibleObject.readExtents(windows)
        var origins: [String: (x: Double, y: Double)] = [:]
        for window in windows where origins[window.name] == nil {
            if let box = window.extents { origins[window.name] = (Double(box.x), Double(box.y)) }
        }
        return views.map { view in
            let origin = origins[view.window] ?? (0, 0)
            return IdentifiedView(
                identifier: view.identifier, window: view.window, x: view.x + origin.x, y: view.y + origin.y, width: view.width,
                height: view.height)
        }
    }

    private func identifiedViews(at publisher: String) throws -> [IdentifiedView] {
        let reply = try call(busName: publisher, path: "/io/github/GtkKit/Identifiers", "io.github.GtkKit.Identifiers1", "All")
        return reply[0].children.map { view in
            IdentifiedView(
                identifier: view[0].string ?? "", window: view[1].string ?? "", x: view[2].number ?? 0, y: view[3].number ?? 0,
                width: view[4].number ?? 0, height: view[5].number ?? 0)
        }
    }

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
