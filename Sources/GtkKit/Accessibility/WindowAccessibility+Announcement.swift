package import CGtk

/// Short messages said by a screen reader on GTK 4.8, which has no announcement API (4.14): the
/// message becomes the description of the focused widget, whose changes Orca speaks, and the
/// widget's own description is put back once the focus has left it (docs/accessibility.md,
/// "Changes elsewhere").
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

    /// Says `message` through the focus of `anywhere`'s window; nothing when it is in no GtkKit
    /// window or nothing has focus.
    static func announce(_ message: String, near anywhere: Widget) {
        of(anywhere.widget)?.announce(message)
    }

    /// Says `message` through this window's focus, a moment after the key press that may also
    /// move the focus (written at once, it was spoken with the newly focused widget and again).
    func announce(_ message: String) {
        scheduledAnnouncement?.cancel()
        scheduledAnnouncement = MainLoop.after(milliseconds: AccessibilityDelay.announcement) { [weak self] in
            guard let self else { return }
            self.scheduledAnnouncement = nil
            guard let window = self.window, let focus = gtk_window_get_focus(window.pointer()),
                let widget = Object.wrapper(of: UnsafeMutableRawPointer(focus)) as? Widget
            else { return self.finishAnnouncement() }
            self.hold(message, on: widget)
        }
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
