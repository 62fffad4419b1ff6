internal import CGtk
import Synchronization

/// When a screen reader last asked the app anything over the accessibility bus: the sign that it
/// has taken in the last focus change, on GTK 4.8, where an announcement is written into the
/// focused widget's description (`WindowAccessibility+Announcement.swift`).
///
/// A screen reader handles events in order, and asks the newly focused widget's name, states and
/// neighbours while it does. A message written into the description before it has asked is read
/// with the widget and then again as the description's change: Orca 43 said "Undone: Delete Item"
/// twice whenever it was still busy when a fixed wait ran out (docs/accessibility.md).
/// Its questions, followed by a quiet moment, say it has finished instead — however long it took.
///
/// A message filter on GTK's connection to the accessibility bus (GDBus's worker thread) notes
/// the time of every method call that comes in; it changes nothing.
@MainActor
enum AccessibilityBusActivity {
    /// Whether calls are watched (GTK's connection was found; see `AccessibilityBusRegistration`).
    private(set) static var isWatched = false

    /// When a method call last came in (`g_get_monotonic_time`, µs), 0 before the first.
    static var lastCall: Int { lastIncomingCall.load(ordering: .acquiring) }

    /// Watches `connection`'s incoming calls from now on, for the life of the app.
    static func watch(_ connection: OpaquePointer) {
        guard !isWatched else { return }
        isWatched = true
        _ = g_object_ref(UnsafeMutableRawPointer(connection)) // the filter outlives any window
        _ = g_dbus_connection_add_filter(connection, activityFilter, nil, nil)
    }
}

private let lastIncomingCall = Atomic<Int>(0)

/// Notes an incoming method call's arrival; passes every message on untouched.
private func activityFilter(_: OpaquePointer?, _ message: OpaquePointer?, _ incoming: gboolean, _: gpointer?) -> OpaquePointer? {
    if incoming != 0, let message, g_dbus_message_get_message_type(message) == G_DBUS_MESSAGE_TYPE_METHOD_CALL {
        lastIncomingCall.store(g_get_monotonic_time(), ordering: .releasing)
    }
    return message
}
