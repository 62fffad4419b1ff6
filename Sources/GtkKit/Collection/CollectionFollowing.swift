import FoundationEssentials

/// How a collection follows its view: the width its built items were placed for, and what it has
/// put off — a window update before the next frame, the margin's items built while idle, the focus
/// handed from the canvas to an item, and a focus asked for before the view had its size. Changed
/// only through its methods, each a step of that cycle; `CollectionView+Windowing.swift` acts on
/// it. The scroller itself is followed as a table's is (``ListScrolling``).
@MainActor
struct CollectionFollowing {
    /// The width the built items were placed for.
    private(set) var placedWidth: Double = 0
    /// Whether the built items must be placed again (the width or the layout changed).
    private(set) var needsPlacement = false
    /// An item to focus once the view has its size.
    private(set) var pendingFocus: IndexPath?
    /// The window update put off until after the present event or layout.
    let windowUpdate = PutOffStep()
    private var marginBuild: MainLoop.Timer?
    private var focusHandOff: MainLoop.Timer?
    // MARK: Placing

    /// The view is `width` wide now: a new width places every built item again.
    mutating func viewWidth(_ width: Double) {
        guard width != placedWidth else { return }
        placedWidth = width
        needsPlacement = true
    }

    /// The layout changed: every built item is placed again.
    mutating func needPlacement() { needsPlacement = true }

    /// Every built item was placed.
    mutating func placed() { needsPlacement = false }

    // MARK: Put off

    /// Whether the margin's items are waiting to be built.
    var isMarginBuildScheduled: Bool { marginBuild?.isScheduled == true }

    /// `timer` builds the margin's items while the main loop is idle.
    mutating func scheduleMarginBuild(_ timer: MainLoop.Timer) { marginBuild = timer }

    /// `timer` hands the canvas's focus on to an item.
    mutating func scheduleFocusHandOff(_ timer: MainLoop.Timer) { focusHandOff = timer }

    /// The item at `indexPath` takes the focus once the view has its size.
    mutating func putOffFocus(to indexPath: IndexPath) { pendingFocus = indexPath }

    /// The focus that waited for a size, if any; it is no longer pending.
    mutating func takeFocus() -> IndexPath? {
        defer { pendingFocus = nil }
        return pendingFocus
    }
}
