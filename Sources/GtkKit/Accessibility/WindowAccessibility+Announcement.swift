internal import CGtk
import Glibc // dlsym

/// Short messages said by a screen reader: announced through GTK's announcement API where the
/// running GTK has it (4.14); on GTK 4.8, which has none, the message becomes the description of
/// the focused widget, whose changes Orca speaks, and the widget's own description is put back
/// once the focus has left it (docs/accessibility.md, "Changes elsewhere").
extension WindowAccessibility {
    /// The widget holding a message in its description, and what to put back.
    final class HeldAnnouncement {
        weak var widget: Widget?
        var original: String?
        var message: String
        var focusHandler: gulong = 0

        init(widget: Widget, original: String?, message: String) {
            self.widget = widget
            self.original = original
            self.message = message
        }
    }

    /// Says `message` from `anywhere`'s window; nothing when it is in no GtkKit window.
    static func announce(_ message: String, near anywhere: Widget) {
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
        scheduledAnnouncement?.cancel()
        scheduledAnnouncement = MainLoop.after(milliseconds: AccessibilityDelay.announcement) { [weak self] in
            guard let self else { return }
            self.scheduledAnnouncement = nil
            if let announce = Self.gtkAnnounce, let window = self.window {
                let level: Int32 = priority == .low ? 0 : priority == .medium ? 1 : 2 // GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_*
                return announce(window.raw, message, level)
            }
            self.holdWhenFocusSettles(message)
        }
    }

    /// Writes `message` into the focused widget's description once the focus has been still for
    /// `AccessibilityDelay.focusSettle` (the same key press often moves it: Delete to the next row).
    private func holdWhenFocusSettles(_ message: String) {
        let still = Int((g_get_monotonic_time() - lastFocusChange) / 1000)
        if still < AccessibilityDelay.focusSettle {
            scheduledAnnouncement = MainLoop.after(milliseconds: AccessibilityDelay.focusSettle - still) { [weak self] in
                self?.scheduledAnnouncement = nil
                self?.holdWhenFocusSettles(message)
            }
            return
        }
        guard let window, let focus = gtk_window_get_focus(window.pointer()),
            let widget = Object.wrapper(of: UnsafeMutableRawPointer(focus)) as? Widget
        else { return finishAnnouncement() }
        hold(message, on: widget)
    }

    private func hold(_ message: String, on widget: Widget) {
        if let held = heldAnnouncement, held.widget === widget {
            // Still on the widget holding the last message: replace it. What to put back is what
            // the app has set since, if anything (Count's new totals after an undo).
            if widget.accessibleDescription != held.message { held.original = widget.accessibleDescription }
            held.message = message
            widget.accessibleDescription = message
            return
        }
        finishAnnouncement()
        let held = HeldAnnouncement(widget: widget, original: widget.accessibleDescription, message: message)
        widget.accessibleDescription = message
        held.focusHandler = widget.connect(
            "notify::has-focus",
            pointer: { [weak self, weak widget] _ in
                guard let self, let widget, !widget.hasFocus else { return }
                // Not at once: the screen reader would speak the change as the old widget's.
                self.descriptionRestore = MainLoop.after(milliseconds: AccessibilityDelay.descriptionRestore) { [weak self] in
                    self?.finishAnnouncement()
                }
            })
        heldAnnouncement = held
    }

    /// Puts the description back, unless the app has changed it since (a newer value is kept).
    private func finishAnnouncement() {
        descriptionRestore?.cancel()
        descriptionRestore = nil
        guard let held = heldAnnouncement else { return }
        heldAnnouncement = nil
        guard let widget = held.widget else { return }
        widget.disconnect(held.focusHandler)
        if widget.accessibleDescription == held.message { widget.accessibleDescription = held.original }
    }
}
