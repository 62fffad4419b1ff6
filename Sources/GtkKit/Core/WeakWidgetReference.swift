internal import CGtk

/// A weak reference to a GTK widget (GLib's `GWeakRef`): it never keeps the widget alive, and
/// reads as gone once GTK has finalised it — so focus is never restored to a dead widget.
///
/// GtkKit uses it wherever it remembers a widget to come back to: the focus a page had when
/// another was pushed over it, the focus an alert returns to.
final class WeakWidgetReference {
    private let storage = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    /// A text field's cursor and selection (character offsets) when the reference was made: GTK
    /// puts a text field's cursor back at the start when the field moves to another parent (a
    /// split view collapsing or expanding), and selects all of it when it takes the focus.
    private let textSelection: (start: Int32, end: Int32)?

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        storage.initialize(to: GWeakRef())
        g_weak_ref_init(storage, widget)
        if Self.isText(widget) {
            var start: Int32 = 0
            var end: Int32 = 0
            let editable = OpaquePointer(widget)
            if !Bool(gboolean: gtk_editable_get_selection_bounds(editable, &start, &end)) {
                start = gtk_editable_get_position(editable)
                end = start
            }
            textSelection = (start, end)
        } else {
            textSelection = nil
        }
    }

    /// Whether `widget` is a `GtkText`: the editable inside every entry, which holds the focus.
    private static func isText(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        Bool(
            gboolean: g_type_check_instance_is_a(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_text_get_type()))
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

    /// Gives the widget keyboard focus — a text field with its cursor where it was, nothing
    /// selected — if it still exists, is shown (it and all its ancestors)
    /// and takes focus. A widget inside a closed popover is not shown, so focus never lands on
    /// something invisible where no key reaches the window any more.
    @MainActor
    func restoreFocus(within container: UnsafeMutablePointer<GtkWidget>? = nil) -> Bool {
        withWidget { widget in
            if let container, widget != container, !Bool(gboolean: gtk_widget_is_ancestor(widget, container)) { return false }
            guard gtk_widget_get_root(widget) != nil, Bool(gboolean: gtk_widget_is_visible(widget)) else { return false }
            // A text field given the focus back keeps its cursor: grabbing it would select all of
            // its text (GTK's gtk-entry-select-on-focus), and the next key typed would replace
            // what the user had typed there before a resize moved the field.
            if let textSelection, Self.isText(widget) {
                guard
                    Bool(
                        gboolean: gtk_text_grab_focus_without_selecting(
                            UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkText.self)))
                else { return false }
                gtk_editable_select_region(OpaquePointer(widget), textSelection.start, textSelection.end)
                return true
            }
            return Bool(gboolean: gtk_widget_grab_focus(widget))
        } ?? false
    }
}
