import CGtk

/// A `GtkWidget` wrapper: the operations every widget shares.
@MainActor
open class Widget: Object {
    private var eventControllers: [Object] = []

    /// The instance as a `GtkWidget` pointer.
    public var widget: UnsafeMutablePointer<GtkWidget> { pointer() }

    /// Whether the widget is shown (`gtk_widget_set_visible`).
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget and its ancestors are drawn now.
    public var isDrawable: Bool { gtk_widget_is_drawable(widget) != 0 }

    /// Whether the widget responds to input.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget can take keyboard focus itself.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget has the keyboard focus of its window.
    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Whether the widget expands horizontally / vertically.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget expands vertically.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// Horizontal alignment within the allocation.
    public var horizontalAlignment: GtkAlign {
        get { gtk_widget_get_halign(widget) }
        set { gtk_widget_set_halign(widget, newValue) }
    }

    /// Vertical alignment within the allocation.
    public var verticalAlignment: GtkAlign {
        get { gtk_widget_get_valign(widget) }
        set { gtk_widget_set_valign(widget, newValue) }
    }

    /// The tooltip text, shown on hover and read by screen readers as a description.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// Sets the same margin on all four sides.
    public func setMargins(_ margin: Int32) {
        gtk_widget_set_margin_top(widget, margin)
        gtk_widget_set_margin_bottom(widget, margin)
        gtk_widget_set_margin_start(widget, margin)
        gtk_widget_set_margin_end(widget, margin)
    }

    /// Adds a CSS style class (e.g. "boxed-list", "dim-label").
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

    /// Removes a CSS style class.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    /// Whether the widget carries a CSS style class.
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }

    /// The accessible name screen readers announce. Every control needs one; an icon-only
    /// button is otherwise announced as "GtkImage".
    public var accessibleLabel: String? {
        didSet {
            if let accessibleLabel {
                segue_accessible_set_string(raw, GTK_ACCESSIBLE_PROPERTY_LABEL, accessibleLabel)
            } else {
                gtk_accessible_reset_property(OpaquePointer(raw), GTK_ACCESSIBLE_PROPERTY_LABEL)
            }
        }
    }

    /// The accessible description (read after the name).
    public var accessibleDescription: String? {
        didSet {
            if let accessibleDescription {
                segue_accessible_set_string(raw, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, accessibleDescription)
            } else {
                gtk_accessible_reset_property(OpaquePointer(raw), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
            }
        }
    }

    /// Hides the widget from assistive technologies while it stays on screen for GTK (a tab page
    /// that is not selected: GtkStack keeps it "visible", so screen readers would wander into it).
    public var isHiddenFromAccessibility = false {
        didSet { segue_accessible_set_hidden(raw, isHiddenFromAccessibility ? 1 : 0) }
    }

    /// Moves keyboard focus to the widget (or its first focusable child). Returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    /// Whether `other` is this widget or one of its descendants.
    public func contains(_ other: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        guard let other else { return false }
        return other == widget || gtk_widget_is_ancestor(other, widget) != 0
    }

    /// The widget's parent, if it has one.
    public var parentPointer: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_parent(widget) }

    /// The widget that has keyboard focus in this widget's window, if any.
    public var focusInRoot: UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        return gtk_root_get_focus(root)
    }

    /// Adds an event controller (click gesture, key or shortcut controller). GTK takes a
    /// reference of its own; this wrapper also keeps the controller's wrapper, whose signal
    /// handlers would otherwise be disconnected as soon as the caller dropped it.
    public func addController(_ controller: Object) {
        eventControllers.append(controller)
        g_object_ref(controller.gobject)
        gtk_widget_add_controller(widget, controller.opaque)
    }
}
