package import CGtk

/// Makes a screen reader say a short message, on GTK 4.8, which has no announcement API (4.14):
/// the message becomes the accessible description of the widget that has focus — Orca speaks a
/// change to the focused widget's description, and nothing else that changes off-focus (see
/// docs/accessibility.md). The widget's own description is put back when the focus leaves it:
/// put back while it still had the focus, it was spoken too ("Urgent" four seconds after "Task
/// deleted").
@MainActor
enum FocusAnnouncement {
    /// The widget holding a message in its description, and what to put back.
    private final class Held {
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

    private static var held: Held?
    private static var scheduled: MainLoop.Timer?
    private static var restoreTimer: MainLoop.Timer?

    /// Says `message` through the focus of `anywhere`'s window; nothing when nothing has focus.
    ///
    /// A moment later, not at once: the same key press often moves the focus too (Delete moves it
    /// to the next row), and the message written at once was spoken as part of the newly focused
    /// row and then again as its description's change.
    static func announce(_ message: String, near anywhere: Widget) {
        scheduled?.cancel()
        let window = WeakWidgetReference(anywhere.widget)
        scheduled = MainLoop.after(milliseconds: 150) {
            scheduled = nil
            guard let focus = window.withWidget({ gtk_widget_get_root($0).flatMap { gtk_root_get_focus($0) } }) ?? nil,
                let widget = Object.wrapper(of: UnsafeMutableRawPointer(focus)) as? Widget
            else { return finish() }
            if let held, held.widget === widget {
                // Still on the widget that holds the last message: replace it. What to put back is
                // what the app has set since, if anything (Count's new totals after an undo).
                if widget.accessibleDescription != held.message { held.original = widget.accessibleDescription }
                held.message = message
                widget.accessibleDescription = message
                return
            }
            finish()
            let new = Held(widget: widget, original: widget.accessibleDescription, message: message)
            widget.accessibleDescription = message
            new.focusHandler = widget.connect(
                "notify::has-focus",
                pointer: { [weak widget] _ in
                    guard let widget, !Bool(gboolean: gtk_widget_has_focus(widget.widget)) else { return }
                    // Not at once: the screen reader has not yet heard that the focus moved, and
                    // would speak the change as the old widget's.
                    restoreTimer = MainLoop.after(milliseconds: 300) { finish() }
                })
            held = new
        }
    }

    /// Puts the description back, unless the app has changed it since (a newer value is kept).
    private static func finish() {
        restoreTimer?.cancel()
        restoreTimer = nil
        guard let old = held else { return }
        held = nil
        guard let widget = old.widget else { return }
        widget.disconnect(old.focusHandler)
        if widget.accessibleDescription == old.message { widget.accessibleDescription = old.original }
    }
}
