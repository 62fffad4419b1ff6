import CGtk

/// Makes a screen reader say a short message, on GTK 4.8, which has no announcement API (4.14):
/// the message becomes, for a moment, the accessible description of the widget that has focus —
/// Orca speaks a change to the focused widget's description, and nothing else that changes
/// off-focus (see docs/accessibility.md). The widget's own description is put back afterwards.
@MainActor
enum FocusAnnouncement {
    private static var pending: (widget: WeakWidgetReference, original: String?, timer: MainLoop.Timer)?
    private static var scheduled: MainLoop.Timer?

    /// Says `message` through the focus of `anywhere`'s window; nothing when nothing has focus.
    ///
    /// A moment later, not at once: the same key press often moves the focus too (Delete moves it
    /// to the next row), and GTK 4.8 registers a row's accessible only when it is first focused,
    /// replaying its description then. Written at once, the message was spoken as part of the
    /// newly focused row, then its own description, then the message again.
    static func announce(_ message: String, near anywhere: Widget) {
        finish()
        let window = WeakWidgetReference(anywhere.widget)
        scheduled = MainLoop.after(milliseconds: 150) {
            scheduled = nil
            guard let focus = window.withWidget({ gtk_widget_get_root($0).flatMap { gtk_root_get_focus($0) } }) ?? nil,
                let wrapper = Object.wrapper(of: UnsafeMutableRawPointer(focus)) as? Widget
            else { return }
            let original = wrapper.accessibleDescription
            wrapper.accessibleDescription = message
            let timer = MainLoop.after(milliseconds: 4000) { finish() }
            pending = (WeakWidgetReference(focus), original, timer)
        }
    }

    /// Puts the description back (also when a newer announcement replaces this one).
    private static func finish() {
        scheduled?.cancel()
        scheduled = nil
        guard let (reference, original, timer) = pending else { return }
        pending = nil
        timer.cancel()
        _ = reference.withWidget { widget in
            (Object.wrapper(of: UnsafeMutableRawPointer(widget)) as? Widget)?.accessibleDescription = original
        }
    }
}
