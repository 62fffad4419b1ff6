import FoundationEssentials

/// How a windowed table follows its view frame by frame: what it knows of the last layout, and
/// what it has put off until the next frame is laid out and painted (moving its window of built
/// rows, showing the focused row, a restored scroll position). Changed only through its methods,
/// each a step of that cycle; `TableViewCore+ViewFollowing.swift` watches the frame clock and
/// acts on it. The scroller itself is followed as a collection's is (``ListScrolling``).
@MainActor
struct FrameFollowing {
    /// Set when rows were built or recycled since the last layout: their positions are unknown.
    private(set) var layoutIsStale = false
    /// Set when the window of built rows is to be checked after the next frame.
    private(set) var windowUpdatePending = false
    /// Set when the focused row must be scrolled into view once laid out.
    private(set) var focusRevealPending = false
    /// A restored scroll position, applied once the list is tall enough (after layout).
    private(set) var pendingScrollOffset: Double?
    /// The frame clock, watched (while the table is mapped) to act once a frame is laid out.
    private var frameWatcher: (clock: Object, handler: UInt)?

    /// Whether the frame clock is watched: the table is shown.
    var followsFrames: Bool { frameWatcher != nil }

    /// Rows were built or recycled: their positions are unknown until the next layout.
    mutating func rowsChanged() { layoutIsStale = true }

    /// A frame was laid out: the rows' positions are known.
    mutating func laidOut() { layoutIsStale = false }

    /// The window of built rows is to be checked after the next frame.
    mutating func needWindowUpdate() { windowUpdatePending = true }

    /// Whether the window was to be checked now; it is no longer pending.
    mutating func takeWindowUpdate() -> Bool {
        defer { windowUpdatePending = false }
        return windowUpdatePending
    }

    /// The focused row is to be shown once laid out.
    mutating func needFocusReveal() { focusRevealPending = true }

    /// The focused row is no longer to be shown (the app's own scroll wins).
    mutating func cancelFocusReveal() { focusRevealPending = false }

    /// Whether the focused row was to be shown now; it is no longer pending.
    mutating func takeFocusReveal() -> Bool {
        defer { focusRevealPending = false }
        return focusRevealPending
    }

    /// A restored scroll position waits until the content reaches it.
    mutating func putOffScrollOffset(_ offset: Double) { pendingScrollOffset = offset }

    /// The restored scroll position was applied.
    mutating func scrollOffsetApplied() { pendingScrollOffset = nil }

    /// The frame clock is watched through `clock`'s `handler`.
    mutating func followFrames(of clock: Object, handler: UInt) { frameWatcher = (clock, handler) }

    /// Stops watching the frame clock (the table is no longer shown).
    mutating func stopFollowingFrames() {
        if let frameWatcher { frameWatcher.clock.disconnect(frameWatcher.handler) }
        frameWatcher = nil
    }
}
