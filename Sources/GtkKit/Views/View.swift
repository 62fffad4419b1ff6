internal import CGtk

/// UIKit's `UIView` as a container: a widget that holds subviews, places each at its ``Widget/frame``,
/// and calls ``layoutSubviews()`` whenever its size is set, so a subclass can place them from its
/// ``Widget/bounds`` as UIKit code does.
///
/// In GtkKit every widget is a view (a ``Label`` is UIKit's `UILabel`, a ``Button`` its
/// `UIButton`), and the view basics — ``Widget/isHidden``, ``Widget/alpha``, ``Widget/frame``,
/// ``Widget/superview``, ``Widget/tag`` — are on ``Widget``. `View` is the one to subclass for a
/// view of your own, and the one that takes subviews:
///
/// ```swift
/// final class BadgeView: View {
///     let count = Label()
///     override init(frame: Rect) {
///         super.init(frame: frame)
///         addSubview(count)
///     }
///     override func layoutSubviews() {
///         count.frame = bounds.inset(by: EdgeInsets(top: 2, left: 6, bottom: 2, right: 6))
///     }
/// }
/// ```
///
/// Where GtkKit differs: GTK never gives a widget less than its minimum size (text is not
/// squeezed), so a frame smaller than that is widened; a subview added without a frame is shown at
/// its natural size in the top left corner, where UIKit's would be 0 × 0 and unseen. A view asks
/// for the space its subviews' frames cover, and can be made smaller (its subviews then overflow,
/// or are clipped with ``Widget/clipsToBounds``). Frames are not mirrored in right-to-left
/// languages, as in UIKit; a ``StackView`` is, and is the better tool for rows and columns.
@MainActor
open class View: Widget {
    /// The subviews, back to front: the last is drawn on top (UIKit's order). Keyboard focus
    /// moves through them in reading order, by where they are.
    public private(set) var subviews: [Widget] = []

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

    /// The same margins fixed to left and right for the view's text direction (UIKit's
    /// `layoutMargins`): set in a right-to-left language, left is the trailing side.
    public var layoutMargins: EdgeInsets {
        get { directionalLayoutMargins.resolved(rightToLeft: isRightToLeft) }
        set {
            let rightToLeft = isRightToLeft
            directionalLayoutMargins = DirectionalEdgeInsets(
                top: newValue.top, leading: rightToLeft ? newValue.right : newValue.left, bottom: newValue.bottom,
                trailing: rightToLeft ? newValue.left : newValue.right)
        }
    }

    /// GTK's constraint layout, made when the first constraint or guide needs it; until then
    /// the view places its subviews by frame.
    var constraintLayout: OpaquePointer?
    /// The inner widget that holds the subviews once the view has constraints: GTK hands a
    /// widget with a layout manager to the manager and never calls the widget's own measuring
    /// and allocation, which a view needs (``layoutSubviews()``, frames, reporting broken
    /// constraints). So the constraint layout is the manager of this inner widget, which fills
    /// the view and has no Swift wrapper: it is not one of the app's views.
    var constraintHost: UnsafeMutablePointer<GtkWidget>?

    /// The widget the subviews are the children of: the view, or its constraint host.
    var subviewParent: UnsafeMutablePointer<GtkWidget> { constraintHost ?? widget }
    /// The constraints this view's layout holds, in the order they were activated.
    var installedConstraints: [LayoutConstraint] = []
    /// The guides in this view's layout.
    public internal(set) var layoutGuides: [LayoutGuide] = []
    /// The constraints standing in for each frame-placed subview's frame, by subview.
    var autoresizingConstraints: [ObjectIdentifier: AutoresizingConstraints] = [:]
    /// The margins guide's and the safe area's constraints, remade when the margins change.
    var guideConstraints: [OpaquePointer] = []
    /// Sets of required constraints already reported as not all holding (reported once each).
    var reportedConflicts: Set<[ObjectIdentifier]> = []
    /// The guide along ``directionalLayoutMargins``, once asked for.
    var marginsGuide: LayoutGuide?
    /// The guide along the view's edges, once asked for.
    var safeAreaGuide: LayoutGuide?
    /// The readable column inside the margins, once asked for.
    var readableGuide: LayoutGuide?

    /// A view at `frame` in its superview's coordinates (UIKit's `init(frame:)`, the initialiser
    /// a view of your own overrides). `.zero` sets no frame: the view is then shown at its
    /// natural size until one is set, or until constraints or a stack view place it.
    public init(frame: Rect) {
        super.init(ViewType.make(), ownership: .full)
        if frame != .zero { self.frame = frame }
    }

    /// An empty view with no frame yet (UIKit's `UIView()`, which is `init(frame: .zero)`).
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The view's edges inset by ``directionalLayoutMargins`` (UIKit's `layoutMarginsGuide`).
    public override var layoutMarginsGuide: LayoutGuide { marginsGuideMade }

    /// The view's edges (UIKit's `safeAreaLayoutGuide`): a desktop window has no notch, rounded
    /// corner or home indicator to keep clear of.
    public override var safeAreaLayoutGuide: LayoutGuide { safeAreaGuideMade }

    /// A column of readable width inside the margins, centred (UIKit's `readableContentGuide`):
    /// as wide as the margins leave, up to ``TableView/readableContentWidth`` (600 px, GNOME's
    /// clamp for boxed lists and forms, where UIKit's readable width follows its text size),
    /// and as tall as the margins leave.
    public override var readableContentGuide: LayoutGuide { readableGuideMade }

    /// Adds `view` on top of the other subviews, taking it from its superview first.
    public override func addSubview(_ view: Widget) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews`` (clamped to the ends), taking it from its
    /// superview first.
    public func insertSubview(_ view: Widget, at index: Int) {
        guard view !== self else { return logProgrammingError("addSubview: a view cannot be its own subview") }
        if view.parentPointer != nil {
            if view.parentPointer == subviewParent, let current = subviews.firstIndex(where: { $0 === view }) {
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
        gtk_widget_insert_before(view.widget, subviewParent, sibling)
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Inserts `view` just above `sibling` (on top, if `sibling` is not a subview).
    public func insertSubview(_ view: Widget, aboveSubview sibling: Widget) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling` (at the bottom, if `sibling` is not a subview).
    public func insertSubview(_ view: Widget, belowSubview sibling: Widget) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves `view` on top of its siblings.
    public func bringSubviewToFront(_ view: Widget) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` below its siblings.
    public func sendSubviewToBack(_ view: Widget) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: 0)
    }

    /// Told after `subview` was added (UIKit's hook); does nothing by default.
    open func didAddSubview(_ subview: Widget) {}

    /// Told before `subview` is removed (UIKit's hook); does nothing by default.
    open func willRemoveSubview(_ subview: Widget) {}

    /// Takes `view` out (``Widget/removeFromSuperview()`` calls it).
    func removeSubview(_ view: Widget) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        willRemoveSubview(view)
        deactivateConstraints(involving: view)
        subviews.remove(at: index)
        gtk_widget_unparent(view.widget)
        setNeedsLayout()
    }

    /// Places the subviews: called whenever the view is given a size, before its subviews are
    /// placed at their frames. Override it to set their frames from ``Widget/bounds``, as in
    /// UIKit; the default does nothing.
    open func layoutSubviews() {}

    /// Asks for a layout at the next frame (UIKit's `setNeedsLayout`): ``layoutSubviews()`` runs
    /// then.
    public func setNeedsLayout() {
        gtk_widget_queue_allocate(widget)
    }

    /// Lays the view out now, at its current size, if it has one (UIKit's `layoutIfNeeded`):
    /// ``layoutSubviews()`` runs and the subviews are placed, so their frames can be read at once.
    /// Before the view is first shown it has no size, and nothing happens.
    public func layoutIfNeeded() {
        let width = Int(gtk_widget_get_width(widget))
        let height = Int(gtk_widget_get_height(widget))
        guard width > 0 || height > 0 else { return }
        allocateSubviews(width: width, height: height)
    }

    /// The size the view asks for along one axis: what its subviews' frames cover. Subclasses
    /// in GtkKit (``StackView``) measure their own way.
    func measureSubviews(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        if constraintLayout != nil { return measureWithConstraints(horizontal: horizontal, forSize: forSize) }
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
        if constraintLayout != nil { return allocateWithConstraints(width: width, height: height) }
        for view in framedSubviews where view.isVisible {
            let frame = placement(of: view)
            allocate(view, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        }
    }

    /// The subviews placed at their frames: all of them here; a ``StackView`` places its
    /// arranged views itself.
    var framedSubviews: [Widget] { subviews }

    /// Where `view` goes: its frame, or its natural size in the corner.
    private func placement(of view: Widget) -> Rect {
        if let frame = view.assignedFrame { return frame }
        let natural = view.naturalSize
        return Rect(x: 0, y: 0, width: natural.width, height: natural.height)
    }

    /// Allocates `view` a rectangle, never below its minimum size.
    func allocate(_ view: Widget, x: Double, y: Double, width: Double, height: Double) {
        var minimumWidth: Int32 = 0
        var minimumHeight: Int32 = 0
        gtk_widget_measure(view.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        let allocatedWidth = max(Int32(width.rounded()), minimumWidth)
        gtk_widget_measure(view.widget, GTK_ORIENTATION_VERTICAL, allocatedWidth, &minimumHeight, nil, nil, nil)
        var allocation = GtkAllocation(
            x: Int32(x.rounded()), y: Int32(y.rounded()), width: allocatedWidth, height: max(Int32(height.rounded()), minimumHeight))
        gtk_widget_size_allocate(view.widget, &allocation, -1)
    }
}
