/// How a scroll view's content is moving now: an animated change of its offset, a drag (a
/// touchpad or touch scroll), and the fling's deceleration after one, with the timer that watches
/// for the end of either. Changed only through its methods, each a step the delegate hears of,
/// which say whether the step changed anything so the delegate hears each once.
@MainActor
struct ScrollMotion {
    /// The offset animation under way, if any.
    private(set) var animation: ScrollAnimation?
    /// Whether a drag is under way.
    private(set) var isDragging = false
    /// Whether the content moves on after a drag ended in a fling.
    private(set) var isDecelerating = false
    private var watch: MainLoop.Timer?

    /// `animation` moves the offset now (nil: none does), in place of any other.
    mutating func animate(_ animation: ScrollAnimation?) {
        self.animation?.timer?.cancel()
        self.animation = animation
    }

    /// A drag began.
    mutating func dragBegan() { isDragging = true }

    /// A drag ended; false when none was under way.
    mutating func dragEnded() -> Bool {
        defer { isDragging = false }
        return isDragging
    }

    /// The content began to decelerate; false when it already was.
    mutating func decelerationBegan() -> Bool {
        defer { isDecelerating = true }
        return !isDecelerating
    }

    /// The content came to rest; false when it was not decelerating.
    mutating func decelerationEnded() -> Bool {
        watch = nil
        defer { isDecelerating = false }
        return isDecelerating
    }

    /// `timer` watches for the drag's or the deceleration's end, in place of any earlier one.
    mutating func watch(with timer: MainLoop.Timer) { watch = timer }
}
