/// How a split view goes between two columns and one as its width crosses the breakpoint: whether
/// the user opened something in the secondary column, the secondary it pushed onto a navigation
/// stack while collapsed, the transition decided during a layout and run after it, the watch on
/// the stack's width while collapsed, the size classes of its own width, the display mode it
/// expanded into, and the three moments during which it acts on itself (taking its secondary
/// back, transitioning its own size, showing a page without the focus). Changed only through its
/// methods, each a step of collapsing or expanding.
@MainActor
struct SplitCollapsing {
    /// Whether the user has opened something in the secondary column (so it is the one to show
    /// when collapsing).
    private(set) var secondaryIsOpen = false
    /// The controller pushed onto a navigation stack while collapsed, to take back on expanding.
    private(set) weak var pushedSecondary: ViewController?
    /// The size classes of the split view's own width, once it has been laid out.
    private(set) var ownSizeClasses: (horizontal: TraitCollection.SizeClass, vertical: TraitCollection.SizeClass)?
    /// The display mode the split view expanded into.
    private(set) var expandedDisplayMode: SplitViewController.DisplayMode = .automatic
    /// Set while the split view pops its own secondary (to expand, or to show another), which is
    /// not the user going back.
    private(set) var isTakingBackSecondary = false
    /// Set while the split view's own width changes its size class.
    private(set) var isTransitioningOwnSize = false
    /// While a list shows its row's page with Space, the page opens without taking the focus.
    private(set) var keepsFocusWhileShowing = false
    /// A collapse or expansion decided during layout, run just after it (GTK's widget tree
    /// cannot change while it is being laid out).
    private var pendingTransition: MainLoop.Timer?
    /// While collapsed, the frame clock whose layouts tell the navigation stack's width.
    private var widthWatch: Object?

    /// Whether a transition waits for the end of the layout.
    var hasPendingTransition: Bool { pendingTransition != nil }
    /// Whether the stack's width is watched.
    var watchesWidth: Bool { widthWatch != nil }

    /// The user opened something in the secondary column (`true`), or went back from it.
    mutating func secondaryOpened(_ open: Bool) { secondaryIsOpen = open }

    /// `secondary` was pushed onto the navigation stack (nil: none is, any more).
    mutating func pushed(_ secondary: ViewController?) { pushedSecondary = secondary }

    /// `timer` runs the transition decided during a layout.
    mutating func scheduleTransition(_ timer: MainLoop.Timer) { pendingTransition = timer }

    /// The scheduled transition runs now.
    mutating func transitionRuns() { pendingTransition = nil }

    /// The split view's own width was laid out with these size classes.
    mutating func laidOut(horizontal: TraitCollection.SizeClass, vertical: TraitCollection.SizeClass) {
        ownSizeClasses = (horizontal, vertical)
    }

    /// The split view expanded into `mode`.
    mutating func expanded(into mode: SplitViewController.DisplayMode) { expandedDisplayMode = mode }

    /// The stack's width is watched through `watch` (nil: no longer).
    mutating func watchWidth(with watch: Object?) { widthWatch = watch }

    /// The split view starts (`true`) or ends taking its secondary back from the stack.
    mutating func takingBackSecondary(_ taking: Bool) { isTakingBackSecondary = taking }

    /// The split view's own width starts (`true`) or ends changing its size class.
    mutating func transitioningOwnSize(_ transitioning: Bool) { isTransitioningOwnSize = transitioning }

    /// A page starts (`true`) or ends being shown without taking the focus.
    mutating func showingWithoutFocus(_ showing: Bool) { keepsFocusWhileShowing = showing }
}
