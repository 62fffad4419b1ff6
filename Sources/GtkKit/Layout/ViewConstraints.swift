/// One view's part in Auto Layout: its engine (made with its first constraint or guide), whether
/// its subviews are placed by its superview's engine instead, the constraints and guides it holds,
/// UIKit's three guides once asked for, and the frame set on it. Changed only through its methods,
/// each one step the view takes (`View+Constraints.swift`, `View+LayoutGuides.swift`,
/// `View+JoinedLayout.swift`, `View+ConstraintLayout.swift`), so the lists hold each constraint
/// and guide once, in the order they came.
@MainActor
struct ViewConstraints {
    /// UIKit's guides a view makes when first asked for one.
    enum SystemGuide {
        /// `layoutMarginsGuide`.
        case margins
        /// `safeAreaLayoutGuide`.
        case safeArea
        /// `readableContentGuide`.
        case readable
    }

    /// The view's constraint engine, once made; until then the view places its subviews by frame.
    private(set) var engine: ViewLayoutEngine?
    /// Whether the view's subviews are placed by its superview's engine (a constraint reached
    /// inside it from outside), as UIKit places every view of a window in one engine.
    private(set) var joinsSuperviewLayout = false
    /// The constraints the view's layout holds, in the order they were activated.
    private(set) var installed = AttachedObjects<LayoutConstraint>()
    /// The guides in the view's layout.
    private(set) var guides = AttachedObjects<LayoutGuide>()
    /// The guide along the view's layout margins, once asked for.
    private(set) var marginsGuide: LayoutGuide?
    /// The guide along the view's edges, once asked for.
    private(set) var safeAreaGuide: LayoutGuide?
    /// The readable column inside the margins, once asked for.
    private(set) var readableGuide: LayoutGuide?
    /// The frame set by the view's `frame` setter, which a ``View`` superview places it at; nil
    /// until one is set.
    private(set) var frame: Rect?

    /// The view's own engine is `engine` from now on.
    mutating func own(_ engine: ViewLayoutEngine) { self.engine = engine }

    /// The view's subviews are placed by its superview's engine now (`true`), or by its own again.
    mutating func joinSuperviewLayout(_ joins: Bool) { joinsSuperviewLayout = joins }

    /// The view's layout holds `constraint` (last).
    mutating func install(_ constraint: LayoutConstraint) { installed.attach(constraint) }

    /// The view's layout no longer holds `constraint`.
    mutating func uninstall(_ constraint: LayoutConstraint) { installed.detach(constraint) }

    /// `guide` is in the view's layout (last).
    mutating func add(_ guide: LayoutGuide) { guides.attach(guide) }

    /// `guide` is no longer in the view's layout.
    mutating func drop(_ guide: LayoutGuide) { guides.detach(guide) }

    /// `guide` is the view's `kind` guide (already added with ``add(_:)``).
    mutating func keep(_ guide: LayoutGuide, as kind: SystemGuide) {
        switch kind {
        case .margins: marginsGuide = guide
        case .safeArea: safeAreaGuide = guide
        case .readable: readableGuide = guide
        }
    }

    /// The frame set on the view is `frame`.
    mutating func assign(frame: Rect) { self.frame = frame }
}

extension View {
    /// The view's constraint engine, once made (see ``ViewConstraints``).
    var layoutEngine: ViewLayoutEngine? { constraintState.engine }
    /// Whether the view's subviews are placed by its superview's engine.
    var joinsSuperviewLayout: Bool { constraintState.joinsSuperviewLayout }
    /// The constraints this view's layout holds, in the order they were activated.
    var installedConstraints: [LayoutConstraint] { constraintState.installed.all }
    /// The guides in this view's layout (UIKit's `layoutGuides`).
    public var layoutGuides: [LayoutGuide] { constraintState.guides.all }
    /// The frame set by ``frame``'s setter, which a ``View`` superview places the widget at; nil
    /// until one is set.
    var assignedFrame: Rect? { constraintState.frame }
}
