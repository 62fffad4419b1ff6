package import CGtk

/// UIKit's `UIView`, GTK's `GtkWidget`: the root of GtkKit's view classes. Every GtkKit view is
/// a `View` — a ``Label`` is UIKit's `UILabel`, a ``Button`` its `UIButton`, a ``Window`` its
/// `UIWindow` — so `[View]` holds any of them and the view basics (``isHidden``, ``alpha``,
/// ``frame``, ``superview``, ``tag``, anchors) are on each.
///
/// A `View` made with ``init(frame:)`` (or `View()`) is a container: it holds subviews, places
/// each at its ``frame`` or by constraints, and calls ``layoutSubviews()`` whenever its size is
/// set, so a subclass can place them from its ``bounds`` as UIKit code does. It is the class to
/// subclass for a view of your own. As in UIKit, a subclass that overrides `init(frame:)` also
/// implements the required `init?(coder:)`, and keeps `init()`:
///
/// ```swift
/// final class BadgeView: View {
///     let count = Label()
///     override init(frame: Rect) {
///         super.init(frame: frame)
///         addSubview(count)
///     }
///     required init?(coder: Coder) {
///         super.init(coder: coder)
///         addSubview(count)
///     }
///     override func layoutSubviews() {
///         count.frame = bounds.inset(by: EdgeInsets(top: 2, left: 6, bottom: 2, right: 6))
///     }
/// }
/// ```
///
/// The other GtkKit views are GTK's own widgets for their role, which lay out only their own
/// content: adding a subview to a ``Label`` is logged and refused (put both in a `View`).
///
/// Where GtkKit differs: GTK never gives a widget less than its minimum size (text is not
/// squeezed), so a frame smaller than that is widened; a subview added without a frame is shown at
/// its natural size in the top left corner, where UIKit's would be 0 × 0 and unseen. A view asks
/// for the space its subviews' frames cover, and can be made smaller (its subviews then overflow,
/// or are clipped with ``View/clipsToBounds``). Frames are not mirrored in right-to-left
/// languages, as in UIKit; a ``StackView`` is, and is the better tool for rows and columns.
@MainActor
open class View: Object {
    private var eventControllers = AttachedObjects<EventController>()

    /// The gesture recognizers added to the widget, in the order they were added; changed only by
    /// `addGestureRecognizer(_:)` and `removeGestureRecognizer(_:)`.
    var attachedGestureRecognizers = AttachedObjects<GestureRecognizer>()

    /// The look set on the widget and the classes it wears for it; changed through its own
    /// methods (`WornStyle`).
    var wornStyle = WornStyle()
    /// The element's current value, when its label does not say it (UIKit's
    /// `accessibilityValue`: "50%" of a slider): GTK's value text. Screen readers read it for
    /// an element whose role has a value — a slider (``AccessibilityTraits/adjustable``), a
    /// progress bar, a spin button. (Kept here: GTK 4.8 cannot read it back.)
    public var accessibilityValue: String? {
        didSet { applyAccessibilityValue() }
    }

    /// What the element is and its state (UIKit's `accessibilityTraits`): a role for the
    /// first role trait set, and the `selected` and `disabled` states.
    public var accessibilityTraits: AccessibilityTraits = [] {
        didSet { applyAccessibilityTraits(from: oldValue) }
    }

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

    /// The name screen readers announce first (UIKit's `accessibilityLabel`; GTK's accessible
    /// label). Every control needs one; an icon-only button is otherwise announced as "GtkImage".
    public var accessibilityLabel: String? {
        didSet {
            // The same name again is no change: GTK would still tell the screen reader, which
            // reads a focused row's name again (a reused cell shown anew).
            guard accessibilityLabel != oldValue else { return }
            if let accessibilityLabel {
                gtkkit_accessible_set_string(raw, GTK_ACCESSIBLE_PROPERTY_LABEL, accessibilityLabel)
            } else {
                gtk_accessible_reset_property(OpaquePointer(raw), GTK_ACCESSIBLE_PROPERTY_LABEL)
            }
        }
    }

    /// Hides the widget from assistive technologies while it stays on screen for GTK (a tab page
    /// that is not selected: GtkStack keeps it "visible", so screen readers would wander into it).
    public var isHiddenFromAccessibility = false {
        didSet { gtkkit_accessible_set_hidden(raw, isHiddenFromAccessibility.gboolean) }
    }

    /// Adds an event controller (a click gesture or shortcuts). GTK takes a reference of its
    /// own; this wrapper also keeps the controller's wrapper, whose signal handlers would
    /// otherwise be disconnected as soon as the caller dropped it.
    public func addController(_ controller: EventController) {
        eventControllers.attach(controller)
        g_object_ref(controller.gobject)
        gtk_widget_add_controller(widget, controller.opaque)
    }

    /// Removes an event controller added with ``addController(_:)``.
    package func removeController(_ controller: EventController) {
        guard eventControllers.detach(controller) else { return }
        gtk_widget_remove_controller(widget, controller.opaque)
    }
    /// The subviews, back to front: the last is drawn on top (UIKit's order). Keyboard focus
    /// moves through them in reading order, by where they are.
    public private(set) var subviews: [View] = []

    /// While the view is placing its subviews: a frame set then (in ``layoutSubviews()``) is
    /// used at once rather than asking for another layout.
    private(set) var isLayingOut = false

    /// The margins inside the view's edges that content keeps to (UIKit's
    /// `directionalLayoutMargins`): 8 on each side by default, as in UIKit. A ``StackView``
    /// arranges its views inside them when ``StackView/isLayoutMarginsRelativeArrangement``.
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
        didSet {
            guard directionalLayoutMargins != oldValue else { return }
            updateGuideConstraints()
            gtk_widget_queue_resize(widget)
        }
    }

    /// The view's part in Auto Layout: its engine, constraints, guides and frame; changed
    /// through its own methods (`ViewConstraints`).
    var constraintState = ViewConstraints()
    /// How strongly the view keeps to its content's size in a layout of constraints (UIKit's
    /// content hugging and compression resistance priorities), set through
    /// ``setContentHuggingPriority(_:for:)`` and its sibling.
    var contentPriorities = ContentPriorities() {
        didSet { if contentPriorities != oldValue, let parent = parentPointer { gtk_widget_queue_resize(parent) } }
    }
    /// The interactions added with ``addInteraction(_:)``, in order (see View+Interactions.swift).
    var interactionList = AttachedObjects<any Interaction>(identity: { ObjectIdentifier($0) })

    /// Whether the view holds subviews it places itself (made by ``init(frame:)``: a plain view,
    /// a ``StackView``, a view of the app's), rather than being one of GTK's own widgets (a
    /// ``Label``, a ``Button``), which lays out only its own content.
    let isContainer: Bool

    /// The GTK widget the next ``init(frame:)`` wraps instead of making a plain view: how a
    /// GtkKit class built on one of GTK's widgets (a ``Label`` on a `GtkLabel`) becomes a view
    /// while `init(frame:)` stays the one designated initialiser apps see.
    private static var adoption: (pointer: UnsafeMutableRawPointer, ownership: Ownership)?

    /// A view at `frame` in its superview's coordinates (UIKit's `init(frame:)`, the initialiser
    /// a view of your own overrides). `.zero` sets no frame: the view is then shown at its
    /// natural size until one is set, or until constraints or a stack view place it.
    public init(frame: Rect) {
        // GtkKit's views on GTK's widgets come through here too (the adoption slot), so that
        // UIKit's two are the only designated initialisers: Swift lets a subclass inherit
        // ``init()`` only if it overrides every designated one, and one it cannot see (in another
        // module) it cannot override.
        let adopted = View.adoption
        View.adoption = nil
        // A view adopted on GtkKit's own type (a stack view read as an article) is a container too.
        isContainer = adopted.map { Bool(gboolean: gtkkit_is_a($0.pointer, ViewType.type)) } ?? true
        super.init(adopted?.pointer ?? ViewType.make(), ownership: adopted?.ownership ?? .full)
        if frame != .zero { self.frame = frame }
    }

    /// An empty view made from `coder` (UIKit's `init?(coder:)`, which a view of your own
    /// implements to be made from an interface file): a plain container, as `init(frame: .zero)`
    /// makes; the coder's values are the subclass's to read. Required, as in UIKit, so UIKit's
    /// `required init?(coder:)` compiles as written; a subclass that implements both
    /// initialisers inherits `init()`. GtkKit's own views make their usual empty instance.
    public required init?(coder: Coder) {
        isContainer = true
        super.init(ViewType.make(), ownership: .full)
    }

    /// Makes the next ``init(frame:)`` wrap `pointer`, owned as `ownership` says: a GtkKit class
    /// built on one of GTK's widgets calls it just before `super.init(frame: .zero)`. Nothing
    /// may make a view in between (a superclass's stored property that is a view would take it).
    package static func adopt(_ pointer: UnsafeMutableRawPointer, ownership: Ownership = .full) {
        if adoption != nil { logProgrammingError("View.adopt: a widget was adopted and never wrapped") }
        adoption = (pointer, ownership)
    }

    /// A view wrapping one of GTK's widgets that has no GtkKit class of its own (a popover, a
    /// separator): GtkKit's own parts reach GTK's widgets through it.
    package static func wrapping(_ pointer: UnsafeMutableRawPointer, ownership: Ownership) -> View {
        adopt(pointer, ownership: ownership)
        return View(frame: .zero)
    }

    /// The instance as a `GtkWidget` pointer (package access: apps never need the C instance).
    package var widget: UnsafeMutablePointer<GtkWidget> { pointer() }

    /// An empty view with no frame yet (UIKit's `UIView()`, which is `init(frame: .zero)`).
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Adds `view` on top of the other subviews, taking it from its superview first (UIKit's
    /// `addSubview(_:)`). A plain view, a ``StackView`` or a ``ScrollView`` takes it. One of
    /// GTK's own widgets — a ``Label``, a ``Button`` — lays out only its own content, so adding
    /// to one is a programming error, logged, and `view` is not added: put both in a `View`.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews`` (clamped to the ends), taking it from its
    /// superview first.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return logProgrammingError("addSubview: a view cannot be its own subview") }
        guard isContainer else {
            return logProgrammingError("addSubview: a \(type(of: self)) holds no subviews; put it and the \(type(of: view)) in a View")
        }
        if view.parentPointer != nil {
            if view.parentPointer == widget, let current = subviews.firstIndex(where: { $0 === view }) {
                subviews.remove(at: current)
                gtk_widget_unparent(view.widget)
            } else {
                view.removeFromSuperview()
                guard view.parentPointer == nil else { return }
            }
        }
        let position = min(max(index, 0), subviews.count)
        let sibling = position < subviews.count ? subviews[position].widget : nil
        subviews.insert(view, at: position)
        gtk_widget_insert_before(view.widget, widget, sibling)
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Inserts `view` just above `sibling` (on top, if `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling` (at the bottom, if `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves `view` on top of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` below its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: 0)
    }

    /// Told after `subview` was added (UIKit's hook); does nothing by default.
    open func didAddSubview(_ subview: View) {}

    /// Told before `subview` is removed (UIKit's hook); does nothing by default.
    open func willRemoveSubview(_ subview: View) {}

    /// Takes `view` out (``View/removeFromSuperview()`` calls it).
    func removeSubview(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        willRemoveSubview(view)
        deactivateConstraints(involving: view)
        subviews.remove(at: index)
        gtk_widget_unparent(view.widget)
        setNeedsLayout()
    }

    /// UIKit's `UIView.noIntrinsicMetric`: along this axis the view's content asks for no size.
    public static let noIntrinsicMetric = -1.0

    /// The size the view's content asks for (UIKit's `intrinsicContentSize`), which constraints
    /// keep with the view's hugging and compression resistance priorities. One of GTK's widgets
    /// (a label, a button) answers its natural size; a plain view ``noIntrinsicMetric`` on both
    /// axes, as UIKit's does. A view of your own overrides it to size its content (GTK then
    /// measures the view at that size too), and calls ``invalidateIntrinsicContentSize()`` when
    /// it changes.
    open var intrinsicContentSize: Size {
        isContainer ? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) : naturalSize
    }

    /// Tells the layout that ``intrinsicContentSize`` changed (UIKit's
    /// `invalidateIntrinsicContentSize()`): the view and its superview measure it again.
    public func invalidateIntrinsicContentSize() { gtk_widget_queue_resize(widget) }

    /// Draws the view's own content (UIKit's `draw(_:)`) into ``GraphicsContext/current``, in
    /// the view's coordinates, beneath its subviews; `rect` is the whole bounds (GTK redraws a
    /// view whole). Called when the view is first shown, when its size changes and after
    /// ``setNeedsDisplay()``, as in UIKit; the default draws nothing.
    open func draw(_ rect: Rect) {}

    /// Called on the view and every view inside it when ``tintColor`` is set on it or on a view
    /// around it (UIKit's `tintColorDidChange()`): redraw what is drawn in the tint by hand.
    open func tintColorDidChange() {}

    /// How the view is drawn and hit, rotated, scaled or moved around its centre (UIKit's
    /// `transform`; ``Transform/identity`` by default). Layout is unchanged: ``frame`` and
    /// ``bounds`` stay the untransformed ones (UIKit's `frame` is then the transformed box), and
    /// GTK draws, clicks and focuses the view where the transform puts it. Applies to a view
    /// placed by a GtkKit view (by frame, constraints or a stack view).
    public var transform = Transform.identity {
        didSet { if transform != oldValue, let parent = parentPointer { gtk_widget_queue_allocate(parent) } }
    }

    /// The state of the view's own drawing (see ``draw(_:)``).
    let drawing = ViewDrawing()

    /// Places the subviews: called whenever the view is given a size, before its subviews are
    /// placed at their frames. Override it to set their frames from ``View/bounds``, as in
    /// UIKit; the default does nothing.
    open func layoutSubviews() {}

    /// Called once the view is made from an interface file and the scene's outlets and
    /// constraints are in place (UIKit's `awakeFromNib()`): a view of your own finishes what
    /// the file cannot set.
    open func awakeFromNib() {}

    /// Sets the property named `key` to `value`, as an interface file's user-defined runtime
    /// attribute or an `@IBInspectable` property asks (UIKit's key-value coding, `setValue(_:forKey:)`).
    /// Swift has no setting of a stored property by name without Objective-C, so a view of your
    /// own overrides it for its inspectable properties, and calls `super` for the rest; the
    /// default sets `alpha`, `tag`, `isHidden`, `clipsToBounds`, `accessibilityLabel` and
    /// `accessibilityHint`, and says any other key once, naming the class.
    open func setValue(_ value: Any?, forKey key: String) {
        switch (key, value) {
        case ("alpha", let number as Double): alpha = number
        case ("tag", let number as Double): tag = Int(number)
        case ("isHidden", let flag as Bool), ("hidden", let flag as Bool): isHidden = flag
        case ("clipsToBounds", let flag as Bool): clipsToBounds = flag
        case ("accessibilityLabel", let text as String): accessibilityLabel = text
        case ("accessibilityHint", let text as String): accessibilityHint = text
        default:
            logProgrammingError(
                "\(type(of: self)) has no property “\(key)” GtkKit can set by name (Swift has no key-value coding without "
                    + "Objective-C): override setValue(_:forKey:) for it, or set it in awakeFromNib()")
        }
    }

    /// The size the view asks for along one axis: what its subviews' frames cover. Subclasses
    /// in GtkKit (``StackView``) measure their own way.
    func measureSubviews(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        // Joined, the view's size is what its superview's engine gives it: it asks for none.
        if joinsSuperviewLayout { return (0, 0) }
        if let layoutEngine { return layoutEngine.measure(horizontal: horizontal, forSize: forSize) }
        var extent = 0.0
        for view in framedSubviews where view.isVisible {
            let frame = placement(of: view)
            extent = max(extent, horizontal ? frame.maxX : frame.maxY)
        }
        return (0, Int(extent.rounded(.up)))
    }

    /// Gives the view its size: ``layoutSubviews()``, then every subview at its frame.
    /// Subclasses in GtkKit place their own way, and call ``layoutSubviews()`` too.
    func allocateSubviews(width: Int, height: Int) {
        isLayingOut = true
        defer { isLayingOut = false }
        layoutSubviews()
        if joinsSuperviewLayout, let host = hostEngine { return host.placeSubviews(of: self) }
        if let layoutEngine { return layoutEngine.layOut(width: width, height: height) }
        for view in framedSubviews where view.isVisible {
            let frame = placement(of: view)
            allocate(view, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        }
    }

    /// The subviews placed at their frames: all of them here; a ``StackView`` places its
    /// arranged views itself.
    var framedSubviews: [View] { subviews }

}
