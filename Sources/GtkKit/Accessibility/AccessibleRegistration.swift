internal import CGtk

/// Registers widgets' accessibles with the screen reader before they are focused.
///
/// GTK 4.8 registers a widget's accessible (puts it in its AT-SPI cache) only when something
/// needs it — in practice when the widget is first focused — and then replays the changes made
/// to it before. A screen reader takes that replay for changes to the focused widget and speaks
/// them: a row said its description twice ("Urgent." "Urgent"), a tab its name twice ("First
/// page tab. 1 new." twice). A change of focusability registers the accessible (GTK has no
/// public call for it), so a widget that will take the focus toggles it once, while it does not
/// have the focus and nothing is said about it: the tab buttons when shown, the rows beside a
/// focused row.
@MainActor
enum AccessibleRegistration {
    private static let key = "gtkkit-accessible-registered"

    /// Registers `widget`'s accessible now, once, if it is in a window, focusable and not focused
    /// (a focused widget is registered already). Returns whether it is registered.
    @discardableResult
    static func register(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard AccessibilityRepair.registerBeforeFocus.isNeeded else { return true } // GTK registers it in time
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        if g_object_get_data(object, key) != nil || Bool(gboolean: gtk_widget_has_focus(widget)) { return true }
        guard gtk_widget_get_root(widget) != nil, Bool(gboolean: gtk_widget_get_focusable(widget)) else { return false }
        gtk_widget_set_focusable(widget, 0)
        gtk_widget_set_focusable(widget, 1)
        g_object_set_data(object, key, UnsafeMutableRawPointer(bitPattern: 1))
        return true
    }

    /// Registers `widget` and the focusable widgets inside it each time it is mapped (on GTK
    /// 4.8 only): a header bar's buttons, whose tooltips are their descriptions, were read with
    /// the description twice on their first focus ("Search (Ctrl+F)" "Search (Ctrl+F)").
    static func registerWhenMapped(_ widget: View) {
        guard AccessibilityRepair.registerBeforeFocus.isNeeded else { return }
        let object = UnsafeMutableRawPointer(widget.widget).assumingMemoryBound(to: GObject.self)
        guard g_object_get_data(object, mapKey) == nil else { return }
        g_object_set_data(object, mapKey, UnsafeMutableRawPointer(bitPattern: 1))
        _ = widget.connect("map") { [weak widget] in
            guard let widget else { return }
            registerFocusable(under: widget.widget)
        }
        if Bool(gboolean: gtk_widget_get_mapped(widget.widget)) { registerFocusable(under: widget.widget) }
    }
    private static let mapKey = "gtkkit-registers-when-mapped"

    private static func registerFocusable(under widget: UnsafeMutablePointer<GtkWidget>) {
        register(widget)
        for child in WidgetChildren(of: widget) { registerFocusable(under: child) }
    }

    /// Forgets that `widget` was registered: taken out of its window (a row leaving a table to be
    /// reused), its accessible is unregistered by GTK, and must be registered again when it is
    /// put back.
    static func forget(_ widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), key, nil)
    }
}
