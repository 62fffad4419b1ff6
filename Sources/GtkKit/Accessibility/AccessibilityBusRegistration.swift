internal import CGtk
import Synchronization

/// GTK's registration of the app with the AT-SPI registry, watched so that a screen reader
/// cannot crash the app while it is under way, and so that the first focus is heard after it.
///
/// GTK (every release read, 4.8 to 4.18 and its main branch) exports the app's root accessible,
/// then asks the registry to embed it, and learns the desktop's name only from the registry's
/// answer. Until that answer arrives, it answers a screen reader that asks the root for its
/// parent (`Parent`, `GetApplication`) with a D-Bus reply built from NULL strings, and crashes
/// (SIGSEGV after "g_variant_new_string: assertion 'string != NULL' failed"). And until then it
/// sends every event, since it cannot yet know who listens. Orca asks as soon as it hears an
/// event from an app it does not know, so a registry slower to answer than Orca, as it is while
/// Orca starts, crashed Segue at launch under Orca 48 (measured in docs/accessibility.md;
/// `Tests/screenreader/test_speech_slow_registry.py` holds the registry to show it).
///
/// A message filter on GTK's own connection to the accessibility bus sees GTK's `Embed` call go
/// out and its answer come in. Until the answer, the root's questions about its place in the
/// tree get an error ("not registered yet") instead of GTK's crash; a screen reader asks again
/// when the window's focus is set once more, after the answer. GDBus hands the main loop
/// messages in the order they arrive, so a question that comes after the answer reaches GTK after
/// GTK has taken the answer in. Should the registry refuse the app, the questions keep their
/// error: GTK never learns the desktop's name then.
///
/// GTK has no API for its connection; `gtkkit_atspi_root_connection` reads it from GTK's private
/// root object, on the GTK versions whose layout was read (`AccessibilityRepair.guardRegistration`),
/// and checks what it reads. On other versions, or with accessibility off, nothing is filtered.
@MainActor
enum AccessibilityBusRegistration {
    /// What the filter has seen of GTK's registration.
    enum Progress: UInt8 {
        /// No registration watched (accessibility off, another GTK, or not yet presented).
        case unwatched
        /// `Embed` sent or about to be, no answer yet.
        case pending
        /// The registry answered: GTK knows the desktop, and has asked who listens to events.
        case registered
        /// The registry said who listens: GTK sends them events from here.
        case listening
        /// The registry answered with an error: GTK never will.
        case refused
    }

    /// Where the registration is, as the filter last saw it.
    static var progress: Progress { Progress(rawValue: filterState.progress.load(ordering: .acquiring)) ?? .unwatched }

    /// Whether GTK has started registering and is not yet sending events to those who listen.
    static var isUnderWay: Bool { !isSettled && (progress == .pending || progress == .registered) }

    /// Whether GTK sends events to those who listen: it has learnt who they are, or the wait for
    /// that is over (GTK 4.8 never asks, and sends every event once registered; later ones do not
    /// ask in a sandbox without the portal they need).
    private static var isSettled = false

    private static var connection: OpaquePointer?
    private static var filterID: guint = 0
    private static var waiting: [@MainActor () -> Void] = []
    /// Ends the wait should GTK not ask who listens.
    private static var listenersFallback: MainLoop.Timer?

    /// Runs `present`, which shows the app's first window. If that made GTK create its AT-SPI
    /// root (GTK registers it once the main loop turns, so nothing has been sent yet), the root
    /// is watched and guarded from here until the registry answers.
    static func watching(_ present: () -> Void) {
        let rootBefore = gtkkit_atspi_root()
        present()
        guard rootBefore == nil, connection == nil, AccessibilityRepair.guardRegistration.isNeeded,
            let root = gtkkit_atspi_root(), let gtkConnection = gtkkit_atspi_root_connection(root)
        else { return }
        filterState.progress.store(Progress.pending.rawValue, ordering: .releasing)
        connection = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtkConnection)))
        filterID = g_dbus_connection_add_filter(gtkConnection, registrationFilter, nil, nil)
        if WindowAccessibility.gtkAnnounce == nil { AccessibilityBusActivity.watch(gtkConnection) }
    }

    /// Runs `action` once GTK is registered and knows who listens to its events (before that, a
    /// screen reader does not hear of a focus change): now if it is, or if no registration is
    /// watched; never if the registry refused the app. Returns whether it ran now.
    @discardableResult
    static func whenRegistered(_ action: @escaping @MainActor () -> Void) -> Bool {
        switch progress {
        case _ where isSettled, .unwatched, .listening:
            action()
            return true
        case .pending, .registered:
            waiting.append(action)
            return false
        case .refused:
            return false
        }
    }

    /// Called on the main loop each time the filter has seen an answer of the registry's.
    fileprivate static func answered() {
        switch progress {
        case .registered:
            listenersFallback = MainLoop.after(milliseconds: AccessibilityDelay.firstFocus) { settle() }
        case .listening:
            settle()
        case .refused:
            waiting = []
        case .unwatched, .pending:
            break
        }
    }

    /// GTK sends events to those who listen from now on: nothing is left to guard or wait for.
    private static func settle() {
        guard !isSettled else { return }
        isSettled = true
        listenersFallback = nil
        if let connection, filterID != 0 {
            g_dbus_connection_remove_filter(connection, filterID)
            filterID = 0
        }
        let actions = waiting
        waiting = []
        for action in actions { action() }
    }
}

/// The filter's state, shared with GDBus's worker thread, where filters run.
private struct FilterState: ~Copyable, Sendable {
    let progress = Atomic<UInt8>(AccessibilityBusRegistration.Progress.unwatched.rawValue)
    /// The serial of GTK's `Embed` call (0 until it is sent).
    let embedSerial = Atomic<UInt32>(0)
    /// The serial of GTK's `GetRegisteredEvents` call, made once `Embed` is answered.
    let listenersSerial = Atomic<UInt32>(0)
}

private let filterState = FilterState()

private let rootPath = "/org/a11y/atspi/accessible/root"

/// The message filter (GDBus's worker thread; it must not block). Takes ownership of `message`.
private func registrationFilter(
    _ connection: OpaquePointer?, _ message: OpaquePointer?, _ incoming: gboolean, _: gpointer?
) -> OpaquePointer? {
    guard let connection, let message else { return message }
    let pending = AccessibilityBusRegistration.Progress.pending.rawValue
    let progress = filterState.progress.load(ordering: .acquiring)
    let type = g_dbus_message_get_message_type(message)
    if incoming == 0 {
        if type == G_DBUS_MESSAGE_TYPE_METHOD_CALL {
            switch string(g_dbus_message_get_member(message)) {
            case "Embed": filterState.embedSerial.store(g_dbus_message_get_serial(message), ordering: .releasing)
            case "GetRegisteredEvents": filterState.listenersSerial.store(g_dbus_message_get_serial(message), ordering: .releasing)
            default: break
            }
        }
        return message
    }
    if type == G_DBUS_MESSAGE_TYPE_METHOD_RETURN || type == G_DBUS_MESSAGE_TYPE_ERROR {
        let answer = g_dbus_message_get_reply_serial(message)
        let registered = AccessibilityBusRegistration.Progress.registered.rawValue
        if progress == pending, answer == filterState.embedSerial.load(ordering: .acquiring) {
            record(type == G_DBUS_MESSAGE_TYPE_ERROR ? .refused : .registered)
        } else if progress == registered, answer == filterState.listenersSerial.load(ordering: .acquiring) {
            record(.listening) // an error too: GTK then learns of listeners only as they come
        }
        return message
    }
    guard progress == pending || progress == AccessibilityBusRegistration.Progress.refused.rawValue,
        asksRootForItsPlace(message, type: type)
    else { return message }
    let refusal = g_dbus_message_new_method_error_literal(
        message, "org.freedesktop.DBus.Error.Failed", "The application is not registered with the accessibility registry yet")
    _ = g_dbus_connection_send_message(connection, refusal, G_DBUS_SEND_MESSAGE_FLAGS_NONE, nil, nil)
    g_object_unref(UnsafeMutableRawPointer(refusal))
    g_object_unref(UnsafeMutableRawPointer(message))
    return nil
}

/// Notes a step of the registration, and tells the main loop.
private func record(_ progress: AccessibilityBusRegistration.Progress) {
    filterState.progress.store(progress.rawValue, ordering: .releasing)
    _ = g_idle_add(
        { _ in
            MainActor.assumeIsolated { AccessibilityBusRegistration.answered() }
            return 0 // G_SOURCE_REMOVE
        }, nil)
}

/// Whether `message` asks the root accessible anything GTK answers from the registry's answer:
/// any method of its Accessible interface (`GetApplication` crashes, `GetChildAtIndex` never
/// answers), or that interface's properties (`Parent` crashes). Its Application interface (the
/// registry setting the app's id before it answers) passes.
private func asksRootForItsPlace(_ message: OpaquePointer, type: GDBusMessageType) -> Bool {
    guard type == G_DBUS_MESSAGE_TYPE_METHOD_CALL, string(g_dbus_message_get_path(message)) == rootPath else { return false }
    let interface = string(g_dbus_message_get_interface(message))
    if interface == "org.a11y.atspi.Accessible" { return true }
    return interface == "org.freedesktop.DBus.Properties"
        && String(cString: gtkkit_dbus_message_first_string(message)) == "org.a11y.atspi.Accessible"
}

private func string(_ text: UnsafePointer<CChar>?) -> String? {
    text.map { String(cString: $0) }
}
