import CGtk

/// Makes a screen reader say a short message, on GTK 4.8, which has no announcement API (4.14):
/// the message becomes, for a moment, the accessible description of the widget that has focus —
/// Orca speaks a change to the focused widget's description, and nothing else that changes
/// off-focus (see docs/accessibility.md). The widget's own description is put back afterwards.
@MainActor
enum FocusAnnouncement {
    private static var pending: (widget: WeakWidgetReference, original: String?, timer: MainLoop.Timer)?

    /// Says `message` through the focus of `anywhere`'s window; nothing when nothing has focus.
    static func announce(_ message: String, near anywhere: Widget) {
        finish()
        guard let focus = anywhere.focusInRoot, let wrapper = Object.wrapper(of: UnsafeMutableRawPointer(focus)) as? Widget else {
            return
        }
        let original = wrapper.accessibleDescription
        wrapper.accessibleDescription = message
        let timer = MainLoop.after(milliseconds: 4000) { finish() }
        pending = (WeakWidgetReference(focus), original, timer)
    }

    /// Puts the description back (also when a newer announcement replaces this one).
    private static func finish() {
        guard let (reference, original, timer) = pending else { return }
        pending = nil
        timer.cancel()
        _ = reference.withWidget { widget in
            (Object.wrapper(of: UnsafeMutableRawPointer(widget)) as? Widget)?.accessibleDescription = original
        }
    }
}
