internal import CGtk
import Dispatch // links libdispatch, which exports the two hooks
import Glibc

/// Lets Swift's main actor run while GLib owns the main loop.
///
/// On Linux, main-actor jobs go to Dispatch's main queue, and under `g_application_run` nothing
/// drains it: a `Task { @MainActor in … }` would never run. libdispatch exports the two hooks
/// CoreFoundation's run loop uses: a file descriptor that becomes readable when the main queue has
/// work, and a call that drains it. A GLib fd source on that descriptor drains the queue as soon
/// as work arrives, with no polling and no wake-ups while idle.
@MainActor
public enum MainQueueBridge {
    private static var sourceID: guint = 0

    /// Installs the bridge on the default main context (idempotent). ``Application/run(_:)``
    /// calls it; tests that iterate the main context themselves call it too.
    public static func install() {
        guard sourceID == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add(
            fd, G_IO_IN,
            { fd, _, _ in
                // The handle is an eventfd: reset it (as CoreFoundation's run loop does) or it stays
                // readable and GLib would call back in a busy loop.
                var counter: UInt64 = 0
                _ = read(fd, &counter, MemoryLayout<UInt64>.size)
                _dispatch_main_queue_callback_4CF(nil)
                return gboolean(1) // G_SOURCE_CONTINUE
            }, nil)
    }

    /// Whether the bridge is installed.
    public static var isInstalled: Bool { sourceID != 0 }
}
