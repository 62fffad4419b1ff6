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

    var columns: [Column: ViewController] = [:]
    /// How it goes between two columns and one; changed through its own methods
    /// (`SplitCollapsing`).
    var collapsing = SplitCollapsing()
    /// The widget that last had the focus in each column, for F6 to return to.
    var columnFocus: [Column: WeakWidgetReference] = [:]

    /// Told about collapsing and expanding.
    public weak var delegate: (any SplitViewControllerDelegate)?

    /// Whether one column shows (the split view is narrower than the breakpoint).
    public internal(set) var isCollapsed = false

    /// The display mode wanted when there is room for both columns.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// How the columns show now: ``DisplayMode/secondaryOnly`` when collapsed (one column).
    public var displayMode: DisplayMode {
        isCollapsed || collapsing.expandedDisplayMode == .secondaryOnly ? .secondaryOnly : .oneBesideSecondary
    }

    /// How the columns share the width: they tile.
    public var preferredSplitBehavior: SplitBehavior = .automatic
    /// How the columns share the width now: always ``SplitBehavior/tile``.
    public var splitBehavior: SplitBehavior { .tile }

    /// The primary column's share of the width (UIKit's `preferredPrimaryColumnWidthFraction`;
    /// 0.35 by default), held between the minimum and maximum widths.
    public var preferredPrimaryColumnWidthFraction = 0.35 {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's narrowest width, in logical pixels (240 by default).
    public var minimumPrimaryColumnWidth = 240.0 {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's widest width, in logical pixels (360 by default, GNOME's sidebar).
    public var maximumPrimaryColumnWidth = 360.0 {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// A split view with no columns yet.
    public override init() { super.init() }

    /// A split view with no columns yet, made from an interface file (UIKit's `init?(coder:)`).
    public required init?(coder: Coder) { super.init(coder: coder) }

    /// The window's traits, with the size classes of the split view's own width once it has one.
    override func updateTraitCollection(_ traits: TraitCollection) {
        var own = traits
        if let laidOut = collapsing.ownSizeClasses {
            own.horizontalSizeClass = laidOut.horizontal
            own.verticalSizeClass = laidOut.vertical
        }
        super.updateTraitCollection(own)
    }

    /// The columns change size with the split view's own width, not the window's: they hear a
    /// transition only when the split view's size class changes.
    open override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        guard collapsing.isTransitioningOwnSize else { return }
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// Whether a collapse or expansion decided at the last layout is still to run (tests wait
    /// for it).
    package var hasPendingTransition: Bool { collapsing.hasPendingTransition }

    /// The controller in `column`, if any (UIKit's `viewController(for:)`).
    public func viewController(for column: Column) -> ViewController? { columns[column] }

    /// The primary and secondary controllers, in that order (UIKit's `viewControllers`).
    public var viewControllers: [ViewController] { [columns[.primary], columns[.secondary]].compactMap { $0 } }

    /// Puts `controller` in `column` (UIKit's `setViewController(_:for:)`), replacing what was there.
    /// A controller leaving a column on screen gets `viewWillDisappear`/`viewDidDisappear`, the
    /// one arriving `viewWillAppear`/`viewDidAppear`, as UIKit's containers send them.
    public func setViewController(_ controller: ViewController?, for column: Column) {
        replace(column, with: controller)
    }

    /// Puts `controller` in `column`, with the appearance calls (see ``setViewController(_:for:)``).
    func replace(_ column: Column, with controller: ViewController?) {
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
        controller?.parentLink.column(of: self)
        if let controller, isViewLoaded, column != .compact {
            controller.loadViewIfNeeded()
            if onScreen { controller.viewWillAppear(false) }
            attach(controller, to: column)
            if onScreen { controller.viewDidAppear(false) }
        }
    }

    /// Moves the keyboard focus to the other column (F6, as in GNOME's split views); false if
    /// there is only one.
    /// The focus goes back to where it was in that column (the row the user opened an item
    /// from), else to its first widget.
    func focusOtherColumn() -> Bool {
        guard !isCollapsed, let primary = paneView(.primary), let secondary = paneView(.secondary) else { return false }
        let leaving: Column = primary.containsFocus ? .primary : .secondary
        let target = leaving == .primary ? secondary : primary
        rememberFocus(in: leaving)
        if let saved = columnFocus[leaving == .primary ? .secondary : .primary], saved.restoreFocus(within: target.widget) { return true }
        return target.focusFirstChild() || target.grabFocus()
    }

    /// Remembers the focused widget of `column`, for F6 to come back to.
    func rememberFocus(in column: Column) {
        guard let pane = paneView(column), let focus = pane.focusInRoot, pane.contains(focus) else { return }
        columnFocus[column] = WeakWidgetReference(focus)
    }

    /// Shows `controller` in the secondary column (UIKit's `showDetailViewController(_:sender:)`):
    /// in its column when there is room, pushed onto the navigation stack when collapsed.
    ///
    /// Expanded, the keyboard focus moves into the page, as a push moves it there when
    /// collapsed, so the user types in it at once and a screen reader reads it; F6 goes back to
    /// the list. (UIKit leaves the first responder where it was; on a desktop the page the user
    /// asked for is where the keyboard is wanted.)
    open func showDetailViewController(_ controller: ViewController, sender: Any?) {
        showSecondary(controller, focusing: true)
    }

    /// Runs `show` (a list's Space on a row, beside its page) with a secondary shown meanwhile
    /// leaving the keyboard focus where it is.
    func showingSecondaryWithoutFocus(_ show: () -> Void) {
        collapsing.showingWithoutFocus(true)
        defer { collapsing.showingWithoutFocus(false) }
        show()
    }

    /// Shows `controller` as the open secondary; `focusing` moves the focus into it when expanded.
    func showSecondary(_ controller: ViewController, focusing: Bool) {
        if isCollapsed {
            if let pushedSecondary = collapsing.pushedSecondary, let stack = pushedSecondary.navigationController {
                collapsing.takingBackSecondary(true)
                stack.popToViewController(stackBase(of: stack), animated: false)
                collapsing.takingBackSecondary(false)
            }
            columns[.secondary].map { if $0 !== controller { $0.parentLink.column(of: nil) } }
            columns[.secondary] = controller
            controller.parentLink.column(of: self)
            collapsing.secondaryOpened(true)
            pushSecondary(animated: true)
        } else {
            collapsing.secondaryOpened(true)
            rememberFocus(in: .primary)
            replace(.secondary, with: controller)
            if focusing, !collapsing.keepsFocusWhileShowing, view.isDrawable {
                _ = controller.initialFocusWidget?.grabFocus() ?? controller.view.focusFirstChild()
            }
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
            collapsing.secondaryOpened(true)
            pushSecondary(animated: true)
        case .primary where isCollapsed:
            collapsing.secondaryOpened(false)
            if let pushedSecondary = collapsing.pushedSecondary, let stack = pushedSecondary.navigationController {
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

    // MARK: - Hosting (see SplitViewController+Hosting.swift)

    /// The split view's title and items, then its primary column's.
    override var headerContent: HeaderContent { mergedHeaderContent }

    /// A tab's title defaults to the primary column's.
    override var defaultTabBarTitle: String { title ?? viewController(for: .primary)?.title ?? "" }

    /// Where the focus goes when the split view is shown: the open item's page when it is beside
    /// the list, else the list's choice.
    open override var initialFocusWidget: View? {
        if collapsing.secondaryIsOpen, !isCollapsed, paneView(.secondary) != nil {
            return viewController(for: .secondary)?.initialFocusWidget
        }
        return viewController(for: .primary)?.initialFocusWidget
    }

    /// Saves the primary's state and, when an item's page is open (beside the list or pushed),
    /// its identifier and state: the split view restores its secondary itself.
    open override func encodeRestorableState(with coder: Coder) { encodeColumns(with: coder) }

    /// Puts back the primary's state and reopens the item's page the primary makes again from
    /// its identifier (``ViewController/viewControllerToRestore(withIdentifier:coder:)``), beside
    /// the list or pushed, as the window's width decides.
    open override func decodeRestorableState(with coder: Coder) { decodeColumns(with: coder) }

    /// The page pushed from the open item's page, asked of that page: the secondary itself is
    /// restored by the split view (``decodeRestorableState(with:)``), in its column or pushed as
    /// the width decides, and a page pushed from it (an editor) comes back above it. Nil when no
    /// item's page is open.
    open override func viewControllerToRestore(withIdentifier identifier: String, coder: Coder) -> ViewController? {
        guard collapsing.secondaryIsOpen, let secondary = viewController(for: .secondary) else { return nil }
        return secondary.viewControllerToRestore(withIdentifier: identifier, coder: coder)
    }
}
