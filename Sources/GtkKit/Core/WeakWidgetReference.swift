internal import CGtk

/// A weak reference to a GTK widget (GLib's `GWeakRef`): it never keeps the widget alive, and
/// reads as gone once GTK has finalised it — so focus is never restored to a dead widget.
///
/// GtkKit uses it wherever it remembers a widget to come back to: the focus a page had when
/// another was pushed over it, the focus an alert returns to.
final class WeakWidgetReference {
    private let storage = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        storage.initialize(to: GWeakRef())
        g_weak_ref_init(storage, widget)
    }

    deinit {
        g_weak_ref_clear(storage)
        storage.deallocate()
    }

    /// Runs `body` with the widget if it still exists, holding a reference during the call.
    func withWidget<Result>(_ body: (UnsafeMutablePointer<GtkWidget>) -> Result) -> Result? {
        guard let object = g_weak_ref_get(storage) else { return nil }
        defer { g_object_unref(object) }
        return body(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
    }

    /// Whether the widget still exists and is `widget`.
    func refers(to widget: UnsafeMutablePointer<GtkWidget>) -> Bool { withWidget { $0 == widget } ?? false }

    /// Gives the widget keyboard focus if it still exists, is shown (it and all its ancestors)
    /// and takes focus. A widget inside a closed popover is not shown, so focus never lands on
    /// something invisible where no key reaches the window any more.
    @MainActor
    func restoreFocus(within container: UnsafeMutablePointer<GtkWidget>? = nil) -> Bool {
        withWidget { widget in
            if let container, widget != container, !Bool(gboolean: gtk_widget_is_ancestor(widget, container)) { return false }
            guard gtk_widget_get_root(widget) != nil, Bool(gboolean: gtk_widget_is_visible(widget)) else { return false }
            return Bool(gboolean: gtk_widget_grab_focus(widget))
        } ?? false
    }
}
