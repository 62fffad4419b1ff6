internal import CGtk

/// Every view's ``View/accessibilityIdentifier``, and their publication for UI tests.
///
/// GTK (4.8 to 4.18) answers AT-SPI's `AccessibleId` with an empty string and has no API to put
/// another identifier on the bus, so GtkKit publishes them itself: in a process started with
/// `GTKKIT_ACCESSIBILITY_IDENTIFIERS=1` (GtkKitTesting's `XCUIApplication` sets it), GtkKit
/// connects to the accessibility bus and serves `io.github.GtkKit.Identifiers1` at
/// `/io/github/GtkKit/Identifiers`. Its one method, `All`, answers `a(sssdddd)`: for each shown
/// view with an identifier, and each shown header bar, the identifier (a header bar's is its
/// title unless it has one: UIKit's navigation bar is found by its title), the kind
/// ("navigationBar" for a header bar, which GTK leaves an unnamed panel; "" otherwise), its
/// window's title and its bounds in the window's widget — a header bar's are its title view's,
/// since AT-SPI's extents of GTK's panels around it differ from the bar's by version (a tool
/// finds the bar as the title's outermost ancestor no taller than the bar). Its other method,
/// `WaitForIdle`, answers once the app has done what was pending, as XCUITest waits for an app
/// to settle after an action. AT-SPI's window coordinates are the same, moved by the window's own extents in them
/// (GTK 4.18 on X11 puts the window at minus its shadow's width) — so any AT-SPI tool can match
/// an identifier to the accessible object at those bounds. Off by default: a user's session
/// serves nothing more than GTK does.
@MainActor
final class AccessibilityIdentifiers {
    static let shared = AccessibilityIdentifiers()

    private struct Entry {
        weak var view: View?
        let identifier: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var navigationBars: [ObjectIdentifier: WeakBar] = [:]

    private struct WeakBar {
        weak var bar: HeaderBar?
    }
    private var publication: Publication?
    private var publishingChecked = false

    /// The identifier of `view`, if one was set.
    func identifier(of view: View) -> String? { entries[ObjectIdentifier(view)]?.identifier }

    /// Gives `view` `identifier` (nil: none), and starts the publication if it was asked for.
    func set(_ identifier: String?, of view: View) {
        let key = ObjectIdentifier(view)
        if let identifier { entries[key] = Entry(view: view, identifier: identifier) } else { entries[key] = nil }
        if identifier != nil { startPublishingIfAsked() }
    }

    /// Publishes `bar` as a navigation bar while it lives (when the publication was asked for).
    func register(navigationBar bar: HeaderBar) {
        navigationBars[ObjectIdentifier(bar)] = WeakBar(bar: bar)
        startPublishingIfAsked()
    }

    private func startPublishingIfAsked() {
        guard !publishingChecked else { return }
        publishingChecked = true
        if getenv("GTKKIT_ACCESSIBILITY_IDENTIFIERS").map({ String(cString: $0) }) == "1" { publication = Publication() }
    }

    /// A shown view with an identifier: the identifier, its kind ("navigationBar" or ""), its
    /// window's title and its bounds in the window's widget.
    struct ShownView {
        let identifier: String
        let kind: String
        let window: String
        let x: Double
        let y: Double
        let width: Double
        let height: Double
    }

    /// Every shown view with an identifier, and every shown header bar.
    func shownViews() -> [ShownView] {
        entries = entries.filter { $0.value.view != nil }
        navigationBars = navigationBars.filter { $0.value.bar != nil }
        let views = entries.values.compactMap { entry in entry.view.flatMap { shown($0, identifier: entry.identifier, kind: "") } }
        let bars = navigationBars.values.compactMap { entry in
            entry.bar.flatMap { bar in shown(bar.shownTitleView, identifier: identifier(of: bar) ?? bar.title, kind: "navigationBar") }
        }
        return views + bars
    }

    private func shown(_ view: View, identifier: String, kind: String) -> ShownView? {
        guard gtk_widget_get_mapped(view.widget) != 0, let native = gtk_widget_get_native(view.widget) else { return nil }
        let nativeWidget = UnsafeMutablePointer<GtkWidget>(native)
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(view.widget, nativeWidget, &bounds) != 0 else { return nil }
        let root = gtk_widget_get_root(view.widget).map { UnsafeMutablePointer<GtkWindow>($0) }
        let title = root.flatMap { gtk_window_get_title($0) }.map { String(cString: $0) } ?? ""
        return ShownView(
            identifier: identifier, kind: kind, window: title, x: Double(bounds.origin.x), y: Double(bounds.origin.y),
            width: Double(bounds.size.width), height: Double(bounds.size.height))
    }
}

/// The publication: GtkKit's own connection to the accessibility bus, serving the identifiers.
@MainActor
private final class Publication {
    private var connection: OpaquePointer?

    init() {
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { g_error_free(error) } }
        guard let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error),
            let reply = g_dbus_connection_call_sync(
                session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, nil, G_DBUS_CALL_FLAGS_NONE, 5_000, nil,
                &error)
        else { return }
        let child = g_variant_get_child_value(reply, 0)
        let address = String(cString: g_variant_get_string(child, nil))
        g_variant_unref(child)
        g_variant_unref(reply)
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error),
            let node = g_dbus_node_info_new_for_xml(Self.introspection, &error), let interface = node.pointee.interfaces[0]
        else { return }
        defer { g_dbus_node_info_unref(node) }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, method, parameters, invocation, _ in
            let name = method.map { String(cString: $0) } ?? ""
            var delay: guint32 = 0
            if name == "WaitForIdle", let parameters, g_variant_n_children(parameters) == 1 {
                let child = g_variant_get_child_value(parameters, 0)
                delay = g_variant_get_uint32(child)
                g_variant_unref(child)
            }
            MainActor.assumeIsolated {
                guard name == "All" else { return Publication.replyWhenIdle(invocation, after: delay) }
                let elements = AccessibilityIdentifiers.shared.shownViews().map { view in
                    var fields: [OpaquePointer?] = [
                        g_variant_new_string(view.identifier), g_variant_new_string(view.kind), g_variant_new_string(view.window),
                        g_variant_new_double(view.x),
                        g_variant_new_double(view.y), g_variant_new_double(view.width), g_variant_new_double(view.height),
                    ]
                    return g_variant_new_tuple(&fields, gsize(fields.count))
                }
                var children: [OpaquePointer?] = elements
                let type = g_variant_type_new("(sssdddd)")
                defer { g_variant_type_free(type) }
                let array = g_variant_new_array(type, &children, gsize(children.count))
                var reply: [OpaquePointer?] = [array]
                g_dbus_method_invocation_return_value(invocation, g_variant_new_tuple(&reply, 1))
            }
        }
        guard g_dbus_connection_register_object(connection, "/io/github/GtkKit/Identifiers", interface, &vtable, nil, nil, &error) != 0
        else { return }
        self.connection = connection
    }

    /// Answers `invocation`, `delay` milliseconds on, once the main loop has been idle three
    /// times over at a priority below GTK's and GtkKit's own work: what an action's effects (a
    /// click's handler, a main-actor task it started, the relayout) need to land, so a test
    /// reads them after its action as XCUITest's actions wait for the app to settle. (GTK clicks
    /// a button activated by a key or a screen reader only once it has shown it pressed, 250 ms
    /// on: the caller asks for that delay.)
    private static func replyWhenIdle(_ invocation: OpaquePointer?, after delay: guint32) {
        let wait = Unmanaged.passRetained(IdleWait(invocation)).toOpaque()
        guard delay > 0 else {
            g_idle_add_full(G_PRIORITY_LOW, IdleWait.round, wait, IdleWait.release)
            return
        }
        // The delay first; once it has passed, the idle rounds.
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, delay,
            { data in
                g_idle_add_full(G_PRIORITY_LOW, IdleWait.round, data, IdleWait.release)
                return 0 // G_SOURCE_REMOVE
            }, wait, nil)
    }

    private static let introspection = """
        <node><interface name="io.github.GtkKit.Identifiers1"><method name="All">\
        <arg type="a(sssdddd)" name="views" direction="out"/></method><method name="WaitForIdle"><arg type="u" name="delay" direction="in"/></method></interface></node>
        """
}

extension View {
    /// A string that identifies the view to UI tests, the same in every language (UIKit's
    /// `accessibilityIdentifier`): screen readers never hear it. Interface Builder's identifier
    /// loads into it. GTK has no place for it on the accessibility bus, so GtkKit publishes it
    /// beside GTK's tree when the app runs under GtkKitTesting (see `GtkKitTesting`'s
    /// `XCUIElement.identifier`).
    public var accessibilityIdentifier: String? {
        get { AccessibilityIdentifiers.shared.identifier(of: self) }
        set { AccessibilityIdentifiers.shared.set(newValue, of: self) }
    }
}

/// A `WaitForIdle` call being answered: its invocation and how many idle rounds have passed.
private final class IdleWait {
    let invocation: OpaquePointer?
    var rounds = 0

    init(_ invocation: OpaquePointer?) { self.invocation = invocation }

    /// One idle round: the third answers the call (each round lets what came meanwhile run) —
    /// unless a page is still sliding in (a GtkStack's transition), whose views are not yet
    /// where they will be: then the rounds go on a frame (16 ms) later, for up to 3 s.
    static let round: GSourceFunc = { data in
        guard let data else { return 0 }
        let wait = Unmanaged<IdleWait>.fromOpaque(data).takeUnretainedValue()
        wait.rounds += 1
        guard wait.rounds >= 3 else { return 1 } // G_SOURCE_CONTINUE
        if wait.rounds < 200, MainActor.assumeIsolated({ IdleWait.aStackIsSliding() }) {
            g_timeout_add_full(
                G_PRIORITY_DEFAULT, 16,
                { data in
                    g_idle_add_full(G_PRIORITY_LOW, IdleWait.round, data, IdleWait.release)
                    return 0 // G_SOURCE_REMOVE
                }, Unmanaged.passRetained(wait).toOpaque(), nil)
            return 0
        }
        g_dbus_method_invocation_return_value(wait.invocation, nil)
        return 0
    }

    /// Whether a GtkStack in any window is running its transition.
    @MainActor
    private static func aStackIsSliding() -> Bool {
        func sliding(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
            let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
            if Bool(gboolean: g_type_check_instance_is_a(instance, gtk_stack_get_type())),
                Bool(gboolean: gtk_stack_get_transition_running(OpaquePointer(widget)))
            {
                return true
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if gtk_widget_get_mapped(current) != 0, sliding(current) { return true }
                child = gtk_widget_get_next_sibling(current)
            }
            return false
        }
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var node = toplevels
        while let current = node {
            let window = current.pointee.data.assumingMemoryBound(to: GtkWidget.self)
            if gtk_widget_get_mapped(window) != 0, sliding(window) { return true }
            node = current.pointee.next
        }
        return false
    }

    /// Drops the retain the source held.
    static let release: GDestroyNotify = { data in data.map { Unmanaged<IdleWait>.fromOpaque($0).release() } }
}
