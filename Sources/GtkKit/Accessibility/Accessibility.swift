internal import CGtk

/// Messages for screen reader users, after UIKit's
/// `UIAccessibility.post(notification: .announcement, argument:)`.
///
/// Use it for a change the user caused that happens away from the keyboard focus — a count that
/// went up, an item deleted, an undo — never to repeat what the focused control already says.
@MainActor
public enum Accessibility {
    /// How urgently a message is said: a high one may interrupt what the screen reader is saying.
    public enum Priority: Sendable, CaseIterable {
        /// Said when the screen reader has nothing else to say.
        case low
        /// Said in turn (the default).
        case medium
        /// Said at once.
        case high
    }

    /// Whether the running GTK has an announcement API (4.14 and later); without it, messages go
    /// through the focused widget's description.
    package static var hasGTKAnnouncements: Bool { WindowAccessibility.gtkAnnounce != nil }

    /// Says `message` to screen reader users, from the app's active window; nothing when no
    /// window of the app is active.
    ///
    /// Where the running GTK has an announcement API (4.14 and later, looked up when the app
    /// runs, so one binary serves GTK 4.8 too), the message is announced and heard wherever the
    /// screen reader's attention is. On GTK 4.8 it becomes, for a moment, the description of the
    /// focused widget, which is what Orca 43 speaks (docs/accessibility.md); it is put back when
    /// the focus leaves. Unlike UIKit, a message is said a moment (150 ms) after the call, so that
    /// a key press that also moves the focus is heard first.
    public static func announce(_ message: String, priority: Priority = .medium) {
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var node = toplevels
        while let current = node {
            let window = current.pointee.data.assumingMemoryBound(to: GtkWindow.self)
            if Bool(gboolean: gtk_window_is_active(window)), let wrapper = Object.wrapper(of: UnsafeMutableRawPointer(window)) as? Window {
                wrapper.accessibility.announce(message, priority: priority)
                return
            }
            node = current.pointee.next
        }
    }
}
