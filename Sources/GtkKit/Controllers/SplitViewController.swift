/// UIKit's `UISplitViewController` with iOS 14's column API, as GNOME's adaptive apps lay out a
/// list and its item: on a wide window the primary column (a list) beside the secondary (the
/// item's page), with a line between; below ``TraitCollection/compactWidthBreakpoint`` one
/// column, the secondary pushed onto the navigation stack when it is open — libadwaita's
/// navigation split view, which Debian 12's libadwaita 1.2 does not have.
///
/// ```swift
/// let split = SplitViewController()
/// split.setViewController(TaskListViewController(), for: .primary)
/// split.setViewController(NoTaskSelectedViewController(), for: .secondary)
/// navigation.pushViewController(split, animated: true)
/// // when a task is chosen:
/// split.showDetailViewController(TaskEditorViewController(task: task), sender: self)
/// ```
///
/// Collapsed, the secondary goes onto the primary if that is a ``NavigationController``, else
/// onto the navigation controller the split view is on (UIKit's default when the primary is a
/// navigation controller; GtkKit's when the split view is itself a page, as in GNOME apps whose
/// window has one header bar). Expanding takes it back into its column.
@MainActor
open class SplitViewController: ViewController {
    /// A column (UIKit's `UISplitViewController.Column`).
    public enum Column: Sendable, Hashable {
        /// The list (GNOME's sidebar).
        case primary
        /// The item's page (GNOME's content).
        case secondary
        /// What shows instead of both when collapsed, if set.
        case compact
    }

    /// How the columns show when there is room for both (UIKit's `DisplayMode`).
    public enum DisplayMode: Sendable, Hashable {
        /// As the split view sees fit: both columns.
        case automatic
        /// The secondary alone.
        case secondaryOnly
        /// The primary beside the secondary.
        case oneBesideSecondary
    }

    /// How the columns share the width (UIKit's `SplitBehavior`): on a desktop they tile.
    public enum SplitBehavior: Sendable, Hashable {
        /// As the split view sees fit: tiled.
        case automatic
        /// Side by side, each with its own width.
        case tile
    }

    private var columns: [Column: ViewController] = [:]
    /// Whether the user has opened something in the secondary column (so it is the one to show
    /// when collapsing).
    var secondaryIsOpen = false
    /// The controller pushed onto a navigation stack while collapsed, to take back on expanding.
    weak var pushedSecondary: ViewController?
    /// A collapse or expansion decided during layout, run just after it (GTK's widget tree
    /// cannot change while it is being laid out).
    var pendingTransition: MainLoop.Timer?
    /// While collapsed, the frame clock whose layouts tell the navigation stack's width.
    var widthWatch: Object?
    /// Set while the split view's own width changes its size class.
    var isTransitioningOwnSize = false
    /// The size classes of the split view's own width, once it has been laid out.
    var ownSizeClasses: (horizontal: TraitCollection.SizeClass, vertical: TraitCollection.SizeClass)?

    /// Told about collapsing and expanding.
    public weak var delegate: (any SplitViewControllerDelegate)?

    /// Whether one column shows (the split view is narrower than the breakpoint).
    public internal(set) var isCollapsed = false

    /// The display mode wanted when there is room for both columns.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet { (viewIfLoaded as? View)?.setNeedsLayout() }
    }

    /// How the columns show now: ``DisplayMode/secondaryOnly`` when collapsed (one column).
    public var displayMode: DisplayMode {
        isCollapsed || expandedDisplayMode == .secondaryOnly ? .secondaryOnly : .oneBesideSecondary
    }
    /// The display mode the split view expanded into.
    var expandedDisplayMode: DisplayMode = .automatic

    /// How the columns share the width: they tile.
    public var preferredSplitBehavior: SplitBehavior = .automatic
    /// How the columns share the width now: always ``SplitBehavior/tile``.
    public var splitBehavior: SplitBehavior { .tile }

    /// The primary column's share of the width (UIKit's `preferredPrimaryColumnWidthFraction`;
    /// 0.35 by default), held between the minimum and maximum widths.
    public var preferredPrimaryColumnWidthFraction = 0.35 {
        didSet { (viewIfLoaded as? View)?.setNeedsLayout() }
    }
    /// The primary column's narrowest width, in logical pixels (240 by default).
    public var minimumPrimaryColumnWidth = 240.0 {
        didSet { (viewIfLoaded as? View)?.setNeedsLayout() }
    }
    /// The primary column's widest width, in logical pixels (360 by default, GNOME's sidebar).
    public var maximumPrimaryColumnWidth = 360.0 {
        didSet { (viewIfLoaded as? View)?.setNeedsLayout() }
    }

    /// A split view with no columns yet.
    public override init() { super.init() }

    /// The window's traits, with the size classes of the split view's own width once it has one.
    override func updateTraitCollection(_ traits: TraitCollection) {
        var own = traits
        if let laidOut = ownSizeClasses {
            own.horizontalSizeClass = laidOut.horizontal
            own.verticalSizeClass = laidOut.vertical
        }
        super.updateTraitCollection(own)
    }

    /// The columns change size with the split view's own width, not the window's: they hear a
    /// transition only when the split view's size class changes.
    open override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        guard isTransitioningOwnSize else { return }
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// The controller in `column`, if any (UIKit's `viewController(for:)`).
    public func viewController(for column: Column) -> ViewController? { columns[column] }

    /// The primary and secondary controllers, in that order (UIKit's `viewControllers`).
    public var viewControllers: [ViewController] { [columns[.primary], columns[.secondary]].compactMap { $0 } }

    /// Puts `controller` in `column` (UIKit's `setViewController(_:for:)`), replacing what was there.
    /// A controller leaving a column on screen gets `viewWillDisappear`/`viewDidDisappear`, the
    /// one arriving `viewWillAppear`/`viewDidAppear`, as UIKit's containers send them.
    public func setViewController(_ controller: ViewController?, for column: Column) {
        let old = columns[column]
        guard old !== controller else { return }
        let onScreen = isViewLoaded && view.isDrawable && column != .compact && !(column == .secondary && isCollapsed)
        if let old {
            let leaving = onScreen && old.containmentParent === self
            if leaving { old.viewWillDisappear(false) }
            detach(old, from: column)
            if leaving { old.viewDidDisappear(false) }
        }
        columns[column] = controller
        controller?.owningSplitViewController = self
        if let controller, isViewLoaded, column != .compact {
            controller.loadViewIfNeeded()
            if onScreen { controller.viewWillAppear(false) }
            attach(controller, to: column)
            if onScreen { controller.viewDidAppear(false) }
        }
    }

    /// Moves the keyboard focus to the other column (F6, as in GNOME's split views); false if
    /// there is only one.
    func focusOtherColumn() -> Bool {
        guard !isCollapsed, let primary = paneView(.primary), let secondary = paneView(.secondary) else { return false }
        let target = primary.containsFocus ? secondary : primary
        return target.focusFirstChild() || target.grabFocus()
    }

    /// Shows `controller` in the secondary column (UIKit's `showDetailViewController(_:sender:)`):
    /// in its column when there is room, pushed onto the navigation stack when collapsed.
    open func showDetailViewController(_ controller: ViewController, sender: Any?) {
        secondaryIsOpen = true
        if isCollapsed {
            if let pushedSecondary, let stack = pushedSecondary.navigationController {
                stack.popToViewController(stackBase(of: stack), animated: false)
            }
            columns[.secondary].map { if $0 !== controller { $0.owningSplitViewController = nil } }
            columns[.secondary] = controller
            controller.owningSplitViewController = self
            pushSecondary(animated: true)
        } else {
            setViewController(controller, for: .secondary)
        }
    }

    /// Shows `controller` as the primary column does (UIKit's `show(_:sender:)`): pushed onto the
    /// primary if it is a navigation controller, else as the secondary.
    open func show(_ controller: ViewController, sender: Any?) {
        if let navigation = columns[.primary] as? NavigationController {
            navigation.pushViewController(controller, animated: true)
        } else {
            showDetailViewController(controller, sender: sender)
        }
    }

    /// Shows `column` (UIKit's `show(_:)`): collapsed, the secondary is pushed, the primary is
    /// shown by popping back to it.
    public func show(_ column: Column) {
        switch column {
        case .secondary where isCollapsed:
            secondaryIsOpen = true
            pushSecondary(animated: true)
        case .primary where isCollapsed:
            secondaryIsOpen = false
            if let pushedSecondary, let stack = pushedSecondary.navigationController {
                stack.popToViewController(stackBase(of: stack), animated: true)
            }
        default:
            break
        }
    }

    /// Hides `column` (UIKit's `hide(_:)`): collapsed, hiding the secondary shows the primary.
    public func hide(_ column: Column) {
        if column == .secondary { show(.primary) }
    }

    /// Makes the split view's view: the columns side by side, laid out from its width.
    open override func loadView() {
        let container = SplitContainerView()
        container.controller = self
        view = container
        for column in [Column.primary, .secondary] { if let controller = columns[column] { attach(controller, to: column) } }
    }

    // MARK: - Columns

    /// The view shown in `column`'s pane, if its controller is in it now.
    func paneView(_ column: Column) -> Widget? {
        guard let controller = columns[column], controller.containmentParent === self else { return nil }
        return controller.view
    }

    /// Where the primary column, the separator and the secondary column go in a view of `size`.
    func columnFrames(in size: Size, rightToLeft: Bool) -> (primary: Rect?, separator: Rect?, secondary: Rect?) {
        let width = size.width
        let height = size.height
        if isCollapsed || displayMode == .secondaryOnly {
            let whole = Rect(x: 0, y: 0, width: width, height: height)
            return (paneView(.primary) != nil ? whole : nil, nil, paneView(.secondary) != nil ? whole : nil)
        }
        let primaryWidth = min(max(width * preferredPrimaryColumnWidthFraction, minimumPrimaryColumnWidth), maximumPrimaryColumnWidth)
            .rounded()
        let secondaryWidth = max(width - primaryWidth - 1, 0)
        let primaryX = rightToLeft ? width - primaryWidth : 0
        let separatorX = rightToLeft ? secondaryWidth : primaryWidth
        let secondaryX = rightToLeft ? 0 : primaryWidth + 1
        return (
            Rect(x: primaryX, y: 0, width: primaryWidth, height: height), Rect(x: separatorX, y: 0, width: 1, height: height),
            Rect(x: secondaryX, y: 0, width: secondaryWidth, height: height)
        )
    }

    /// Puts `controller` in `column`'s pane as a child.
    func attach(_ controller: ViewController, to column: Column) {
        guard let container = viewIfLoaded as? SplitContainerView, column != .compact else { return }
        if column == .secondary, isCollapsed { return }
        addChild(controller)
        container.addSubview(controller.view)
        controller.didMove(toParent: self)
        controller.updateTraitCollection(traitCollection)
        container.setNeedsLayout()
    }

    /// Takes `controller` out of `column`'s pane.
    func detach(_ controller: ViewController, from column: Column) {
        if controller.containmentParent === self {
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
        }
        if controller.owningSplitViewController === self { controller.owningSplitViewController = nil }
    }

    /// The navigation stack the secondary goes onto when collapsed.
    var collapsingStack: NavigationController? {
        (columns[.primary] as? NavigationController) ?? navigationController
    }

    /// The controller at the base of what the split view pushed onto `stack`.
    func stackBase(of stack: NavigationController) -> ViewController {
        if stack === columns[.primary] { return stack.viewControllers[0] }
        return self
    }

    /// Pushes the secondary onto the collapsing stack.
    func pushSecondary(animated: Bool) {
        guard let secondary = columns[.secondary], let stack = collapsingStack,
            !stack.viewControllers.contains(where: { $0 === secondary })
        else { return }
        pushedSecondary = secondary
        stack.pushViewController(secondary, animated: animated)
    }
}
