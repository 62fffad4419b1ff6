package import CGtk

/// The GTK widget's own properties, which every view has: shown, sensitive, focusable,
/// expanding, aligned, styled, named for screen readers.
extension View {
    /// Whether the widget is shown (`gtk_widget_set_visible`).
    public var isVisible: Bool {
        get { Bool(gboolean: gtk_widget_get_visible(widget)) }
        set { gtk_widget_set_visible(widget, newValue.gboolean) }
    }

    /// Whether the widget and its ancestors are drawn now.
    public var isDrawable: Bool { Bool(gboolean: gtk_widget_is_drawable(widget)) }

    /// Whether the user can use the view (UIKit's `isEnabled`, which GtkKit has on every view, as
    /// GTK's sensitivity is): a disabled view and everything in it is dimmed, takes no input
    /// and is said to be unavailable by screen readers.
    public var isEnabled: Bool {
        get { Bool(gboolean: gtk_widget_get_sensitive(widget)) }
        set { gtk_widget_set_sensitive(widget, newValue.gboolean) }
    }

    /// Whether the widget can take keyboard focus itself.
    public var isFocusable: Bool {
        get { Bool(gboolean: gtk_widget_get_focusable(widget)) }
        set { gtk_widget_set_focusable(widget, newValue.gboolean) }
    }

    /// Whether the widget has the keyboard focus of its window.
    public var hasFocus: Bool { Bool(gboolean: gtk_widget_has_focus(widget)) }

    /// Whether the widget expands horizontally / vertically.
    public var expandsHorizontally: Bool {
        get { Bool(gboolean: gtk_widget_get_hexpand(widget)) }
        set { gtk_widget_set_hexpand(widget, newValue.gboolean) }
    }

    /// Whether the widget expands vertically.
    public var expandsVertically: Bool {
        get { Bool(gboolean: gtk_widget_get_vexpand(widget)) }
        set { gtk_widget_set_vexpand(widget, newValue.gboolean) }
    }

    /// Horizontal alignment within the space the parent gives the widget (`halign`).
    public var horizontalAlignment: Alignment {
        get { Alignment(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtkValue) }
    }

    /// Vertical alignment within the space the parent gives the widget (`valign`).
    public var verticalAlignment: Alignment {
        get { Alignment(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtkValue) }
    }

    /// Whether drawing is clipped to the view's bounds (UIKit's `clipsToBounds`): GTK's
    /// `overflow: hidden`, which follows the rounded border box, so a picture inside a view with
    /// rounded corners gets rounded corners too.
    public var clipsToBounds: Bool {
        get { gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widget, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }

    /// Device pixels per logical pixel on the widget's display (2 on a HiDPI screen): load
    /// pictures at `size × scaleFactor` pixels to keep them sharp and no larger.
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }

    /// The tooltip text, shown on hover and read by screen readers as a description.
    /// GTK 4.8 also makes the tooltip the accessible description; a tooltip that only repeats
    /// the accessible name ("Back" on a Back button) is then read twice, so in that case the
    /// description is left as it was.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set {
            gtk_widget_set_tooltip_text(widget, newValue)
            guard newValue != nil, newValue == accessibilityLabel else { return }
            if let accessibilityHint {
                gtkkit_accessible_set_string(raw, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, accessibilityHint)
            } else {
                gtk_accessible_reset_property(OpaquePointer(raw), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
            }
        }
    }

    /// Sets the same margin, in logical pixels, on all four sides.
    public func setMargins(_ margin: Int) {
        setMargins(top: margin, bottom: margin, start: margin, end: margin)
    }

    /// Sets each margin in logical pixels; start and end follow the text direction.
    public func setMargins(top: Int, bottom: Int, start: Int, end: Int) {
        gtk_widget_set_margin_top(widget, Int32(top))
        gtk_widget_set_margin_bottom(widget, Int32(bottom))
        gtk_widget_set_margin_start(widget, Int32(start))
        gtk_widget_set_margin_end(widget, Int32(end))
    }

    /// The smallest size the widget asks for, in logical pixels; -1 leaves a dimension natural.
    public func setMinimumSize(width: Int = -1, height: Int = -1) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
    }

    /// Adds a CSS style class (e.g. "boxed-list", "dim-label").
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

    /// Removes a CSS style class.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    /// Whether the widget carries a CSS style class.
    public func hasCSSClass(_ name: String) -> Bool { Bool(gboolean: gtk_widget_has_css_class(widget, name)) }

    /// What the element does or holds, read after its name and a pause (UIKit's
    /// `accessibilityHint`): GTK's accessible description, which Orca reads after the name.
    public var accessibilityHint: String? {
        get { AccessibleDescription.of(widget) }
        set {
            // The same description again is no change (see `accessibilityLabel`): Orca 43 said a
            // focused urgent task's "Urgent" twice when its reused cell was shown again.
            guard newValue != AccessibleDescription.of(widget) else { return }
            AccessibleDescription.set(newValue, on: widget)
        }
    }

    /// Moves keyboard focus to the widget (or its first focusable child). Returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool { Bool(gboolean: gtk_widget_grab_focus(widget)) }

    /// Moves the focus to the first widget inside this one that takes it, as Tab would.
    func focusFirstChild() -> Bool { Bool(gboolean: gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)) }

    /// Whether `other` is this widget or one of its descendants.
    public func contains(_ other: View) -> Bool { contains(other.widget) }

    /// Whether the keyboard focus of this widget's window is on this widget or inside it.
    public var containsFocus: Bool { contains(focusInRoot) }

    /// Whether the C widget `other` is this widget or one of its descendants.
    package func contains(_ other: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        guard let other else { return false }
        return other == widget || Bool(gboolean: gtk_widget_is_ancestor(other, widget))
    }

    /// The widget's parent, if it has one.
    package var parentPointer: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_parent(widget) }

    /// The widget that has keyboard focus in this widget's window, if any.
    package var focusInRoot: UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        return gtk_root_get_focus(root)
    }
}
