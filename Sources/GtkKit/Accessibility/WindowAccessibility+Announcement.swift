internal import CGtk
import Glibc // dlsym

/// Short messages said by a screen reader: announced through GTK's announcement API where the
/// running GTK has it (4.14); on GTK 4.8, which has none, the message becomes the description of
/// the focused widget, whose changes Orca speaks, and the widget's own description is put back
/// once the focus has left it (docs/accessibility.md, "Changes elsewhere").
extension WindowAccessibility {
    /// The widget holding a message in its description, and what to put back. The widget may be
    /// one GTK made itself (a tab switcher's button, an entry's text), so it is held by a weak
    /// GObject reference, not a Swift wrapper.
    final class HeldAnnouncement {
        let widget: WeakWidgetReference
        var original: String?
        var message: String
        /// Watches the widget's focus (holding a reference to it until the message is taken back).
        var focusWatch: Object?

        init(widget: UnsafeMutablePointer<GtkWidget>, original: String?, message: String) {
            self.widget = WeakWidgetReference(widget)
            self.original = original
            self.message = message
        }
    }

    /// Says `message` from `anywhere`'s window; nothing when it is in no GtkKit window.
    static func announce(_ message: String, near anywhere: View) {
        of(anywhere.widget)?.announce(message)
    }

    /// GTK 4.14's `gtk_accessible_announce`, looked up when the app runs (nil on GTK 4.8).
    static let gtkAnnounce: (@convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32) -> Void)? = {
        guard let symbol = dlsym(nil, "gtk_accessible_announce") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32) -> Void).self)
    }()

    /// Says `message`, a moment after the key press that may also move the focus (written at
    /// once, it was spoken with the newly focused widget and again): announced where GTK can, on
    /// GTK 4.8 through the window's focused widget.
    func announce(_ message: String, priority: Accessibility.Priority = .medium) {
        announcements.schedule(
            MainLoop.after(milliseconds: AccessibilityDelay.announcement) { [weak self] in
                guard let self else { return }
                self.announcements.scheduledRan()
                if let announce = Self.gtkAnnounce, let window = self.window {
                    let level: Int32 = priority == .low ? 0 : priority == .medium ? 1 : 2 // GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_*
                    return announce(window.raw, message, level)
                }
                self.holdWhenFocusSettles(message)
            })
    }

    /// Writes `message` into the focused widget's description once the screen reader has taken in
    /// the last focus change (the same key press often moves it: Delete to the next row) — see
    /// `AccessibilityBusActivity` — or, where its questions are not watched, once the focus has
    /// been still for `AccessibilityDelay.focusSettle`.
    private func holdWhenFocusSettles(_ message: String) {
        let wait = Self.waitForReader(focusChange: lastFocusChange, now: g_get_monotonic_time())
        if wait > 0 {
            announcements.schedule(
                MainLoop.after(milliseconds: wait) { [weak self] in
                    self?.announcements.scheduledRan()
                    self?.holdWhenFocusSettles(message)
                })
            return
        }
        guard let window, var focus = gtk_window_get_focus(window.pointer()) else { return finishAnnouncement() }
        // The focus is often inside a widget that is accessible in its place (an entry's text
        // has no role of its own; the entry is what a screen reader knows).
        while gtk_accessible_get_accessible_role(OpaquePointer(focus)) == GTK_ACCESSIBLE_ROLE_NONE,
            let parent = gtk_widget_get_parent(focus)
        {
            focus = parent
        }
        hold(message, on: focus)
    }

    /// How much longer (ms) to wait before writing an announcement, the focus having moved at
    /// `focusChange` (µs). With the bus watched: until the reader has asked something since the
    /// focus moved and then been quiet for `AccessibilityDelay.readerQuiet` — or, should it ask
    /// nothing (no screen reader), `AccessibilityDelay.readerSilence` after the move; at most
    /// `AccessibilityDelay.readerLimit` after it (a reader that never stops asking).
    static func waitForReader(focusChange: Int, now: Int) -> Int {
        let sinceFocus = Int((now - focusChange) / 1000)
        guard AccessibilityBusActivity.isWatched else { return max(0, AccessibilityDelay.focusSettle - sinceFocus) }
        if sinceFocus >= AccessibilityDelay.readerLimit { return 0 }
        let lastCall = AccessibilityBusActivity.lastCall
        guard lastCall > focusChange else { return max(0, AccessibilityDelay.readerSilence - sinceFocus) }
        let quiet = Int((now - lastCall) / 1000)
        return max(0, min(AccessibilityDelay.readerQuiet - quiet, AccessibilityDelay.readerLimit - sinceFocus))
    }

    private func hold(_ message: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        if let held = announcements.held, held.widget.refers(to: widget) {
            // Still on the widget holding the last message: replace it. What to put back is what
            // the app has set since, if anything (Count's new totals after an undo).
            let current = AccessibleDescription.of(widget)
            if current != held.message { held.original = current }
            held.message = message
            AccessibleDescription.set(message, on: widget)
            return
        }
        finishAnnouncement()
        let held = HeldAnnouncement(widget: widget, original: AccessibleDescription.of(widget), message: message)
        AccessibleDescription.set(message, on: widget)
        let focusWatch = Object(UnsafeMutableRawPointer(widget), ownership: .none)
        focusWatch.connect(
            "notify::has-focus",
            pointer: { [weak self, weak held] _ in
                guard let self, let held, held.widget.withWidget({ gtk_widget_has_focus($0) }) == 0 else { return }
                // Not at once: the screen reader would speak the change as the old widget's.
                self.announcements.restore(
                    with: MainLoop.after(milliseconds: AccessibilityDelay.descriptionRestore) { [weak self] in
                        self?.finishAnnouncement()
                    })
            })
        held.focusWatch = focusWatch
        announcements.hold(held)
    }

    /// Puts the description back, unless the app has changed it since (a newer value is kept).
    private func finishAnnouncement() {
        guard let held = announcements.release() else { return }
        held.focusWatch = nil // disconnects
        _ = held.widget.withWidget { widget in
            if AccessibleDescription.of(widget) == held.message { AccessibleDescription.set(held.original, on: widget) }
        }
    }
}
