package import CGtk

/// A `GtkWidget` wrapper: the operations every widget shares — UIKit's view basics among them
/// (``isHidden``, ``alpha``, ``frame``, ``superview``: in GtkKit every widget is a view).
///
/// `open` only because ``View`` and ``TableViewCell`` are (Swift requires an open class's
/// superclass to be open); its initialiser is package access, so the way to make a view class of
/// your own is to subclass ``View`` (UIKit's `UIView`), ``TableViewCell`` for a row, or
/// ``ViewController`` for a screen, and compose the widgets GtkKit provides.
@MainActor
open class Widget: Object {
    private var eventControllers: [EventController] = []

    /// The gesture recognizers added to the widget, in the order they were added.
    var attachedGestureRecognizers: [GestureRecognizer] = []

    /// The frame set by ``frame``'s setter, which a ``View`` superview places the widget at; nil
    /// until one is set.
    var assignedFrame: Rect?

    /// The ``ViewStyle`` class the widget wears for each of its styled properties, by property.
    var styleClasses: [String: String] = [:]

    /// The values of those properties, for their getters.
    var styleValues: [String: Color] = [:]

    /// The font set on the widget (``ContentSizeCategoryAdjusting/font`` of a label, text field or text view).
    var assignedFont: Font?
    /// Whether that font follows the desktop's text scaling (GNOME's Large Text).
    var fontFollowsTextScaling = true
    /// The accessibility traits last set (``accessibilityTraits``).
    var assignedTraits: AccessibilityTraits = []
    /// The accessible value last set (``accessibilityValue``): GTK 4.8 cannot read it back.
    var assignedAccessibilityValue: String?

    /// The text alignment last set (in right to left, `.right` and `.natural` draw alike, so
    /// GTK's state alone cannot say which was asked for).
    var assignedTextAlignment: TextAlignment?

    /// The view's corners, border and clipping (UIKit's `layer`: `cornerRadius`,
    /// `borderWidth`, `borderColor`, `masksToBounds`).
    public private(set) lazy var layer = Layer(view: self)

    /// Whether a ``View`` superview laid out by constraints places this view at its ``frame``
    /// (UIKit's `translatesAutoresizingMaskIntoConstraints`, true by default, as in UIKit). Set
    /// it false for a view placed by constraints of its own.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if let parent = parentPointer { gtk_widget_queue_resize(parent) } }
    }

    /// A number that identifies the view in its hierarchy (UIKit's `tag`), found again with
    /// ``viewWithTag(_:)``; 0 by default.
    public var tag = 0

    /// The instance as a `GtkWidget` pointer (package access: apps never need the C instance).
    package var widget: UnsafeMutablePointer<GtkWidget> { pointer() }

    /// Whether the widget is shown (`gtk_widget_set_visible`).
    public var isVisible: Bool {
        get { Bool(gboolean: gtk_widget_get_visible(widget)) }
        set { gtk_widget_set_visible(widget, newValue.gboolean) }
    }

    /// Whether the widget and its ancestors are drawn now.
    public var isDrawable: Bool { Bool(gboolean: gtk_widget_is_drawable(widget)) }

    /// Whether the widget responds to input.
    public var isSensitive: Bool {
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

    /// Whether drawing is clipped to the widget's rounded border box (`overflow: hidden`), so a
    /// picture inside a widget with rounded corners gets rounded corners too.
    public var clipsContent: Bool {
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
            guard newValue != nil, newValue == accessibleLabel else { return }
            if let accessibleDescription {
                gtkkit_accessible_set_string(raw, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, accessibleDescription)
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

    /// The accessible name screen readers announce. Every control needs one; an icon-only
    /// button is otherwise announced as "GtkImage".
    public var accessibleLabel: String? {
        didSet {
            // The same name again is no change: GTK would still tell the screen reader, which
            // reads a focused row's name again (a reused cell shown anew).
            guard accessibleLabel != oldValue else { return }
            if let accessibleLabel {
                gtkkit_accessible_set_string(raw, GTK_ACCESSIBLE_PROPERTY_LABEL, accessibleLabel)
            } else {
                gtk_accessible_reset_property(OpaquePointer(raw), GTK_ACCESSIBLE_PROPERTY_LABEL)
            }
        }
    }

    /// The accessible description (read after the name).
    public var accessibleDescription: String? {
        get { AccessibleDescription.of(widget) }
        set {
            // The same description again is no change (see `accessibleLabel`): Orca 43 said a
            // focused urgent task's "Urgent" twice when its reused cell was shown again.
            guard newValue != AccessibleDescription.of(widget) else { return }
            AccessibleDescription.set(newValue, on: widget)
        }
    }

    /// Hides the widget from assistive technologies while it stays on screen for GTK (a tab page
    /// that is not selected: GtkStack keeps it "visible", so screen readers would wander into it).
    public var isHiddenFromAccessibility = false {
        didSet { gtkkit_accessible_set_hidden(raw, isHiddenFromAccessibility.gboolean) }
    }

    /// Moves keyboard focus to the widget (or its first focusable child). Returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool { Bool(gboolean: gtk_widget_grab_focus(widget)) }

    /// Moves the focus to the first widget inside this one that takes it, as Tab would.
    func focusFirstChild() -> Bool { Bool(gboolean: gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)) }

    /// Whether `other` is this widget or one of its descendants.
    public func contains(_ other: Widget) -> Bool { contains(other.widget) }

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

    /// Adds an event controller (a click gesture or shortcuts). GTK takes a reference of its
    /// own; this wrapper also keeps the controller's wrapper, whose signal handlers would
    /// otherwise be disconnected as soon as the caller dropped it.
    public func addController(_ controller: EventController) {
        eventControllers.append(controller)
        g_object_ref(controller.gobject)
        gtk_widget_add_controller(widget, controller.opaque)
    }

    /// Removes an event controller added with ``addController(_:)``.
    package func removeController(_ controller: EventController) {
        guard let index = eventControllers.firstIndex(where: { $0 === controller }) else { return }
        eventControllers.remove(at: index)
        gtk_widget_remove_controller(widget, controller.opaque)
    }

    /// Adds `view` on top of this view's subviews (UIKit's `addSubview(_:)`, which every UIKit
    /// view has, so a controller's code can add to its ``ViewController/view`` whatever type that
    /// is). A ``View``, a ``StackView`` or a ``ScrollView`` takes it. A leaf view — a ``Label``, a
    /// ``Button``, GTK's own widgets — lays out only its own content in GTK, so adding to one is a
    /// programming error, logged, and `view` is not added: put both in a ``View``.
    public func addSubview(_ view: Widget) {
        logProgrammingError("addSubview: a \(type(of: self)) holds no subviews; put it and the \(type(of: view)) in a View")
    }

    /// The margins guide of a ``View`` (UIKit's `layoutMarginsGuide`, on every view). A leaf view
    /// has none, as it holds no subviews to constrain to it: asking one is logged as a
    /// programming error and answers a guide in no view, which constrains nothing.
    public var layoutMarginsGuide: LayoutGuide { leafGuide("layoutMarginsGuide") }

    /// The safe area guide of a ``View`` (UIKit's `safeAreaLayoutGuide`); a leaf view has none,
    /// as with ``layoutMarginsGuide``.
    public var safeAreaLayoutGuide: LayoutGuide { leafGuide("safeAreaLayoutGuide") }

    /// The readable column guide of a ``View`` (UIKit's `readableContentGuide`); a leaf view has
    /// none, as with ``layoutMarginsGuide``.
    public var readableContentGuide: LayoutGuide { leafGuide("readableContentGuide") }

    private func leafGuide(_ name: String) -> LayoutGuide {
        logProgrammingError("\(name): a \(type(of: self)) holds no subviews and has no guides; constrain to a View's")
        return LayoutGuide()
    }
}
