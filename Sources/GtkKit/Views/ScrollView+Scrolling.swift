internal import CGtk

/// A scroll view's offset animation: eased from where it was to the target on a timer,
/// one step a frame.
final class ScrollAnimation {
    let start: Point
    let target: Point
    let began: Int
    var timer: MainLoop.Timer?

    init(start: Point, target: Point, began: Int) {
        self.start = start
        self.target = target
        self.began = began
    }
}

/// Setting the offset, with or without motion, and bringing a part of the content into view.
extension ScrollView {
    /// How long an animated offset change takes (ms): GTK's own animated scrolls take about as
    /// long (a scroll bar's click).
    static let animationDuration = 200

    /// Scrolls to `offset` (clamped to what can be scrolled to), sliding there when `animated`
    /// and the desktop's animations are on (UIKit's `setContentOffset(_:animated:)`); the
    /// delegate hears ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)`` when an
    /// animated change ends, at once if animations are off.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        motion.animate(nil)
        let target = Point(x: min(max(0, offset.x), maximumOffset.x), y: min(max(0, offset.y), maximumOffset.y))
        let animationsOn = Bool(
            gboolean: gtkkit_object_get_bool(UnsafeMutableRawPointer(gtk_settings_get_default()), "gtk-enable-animations"))
        guard animated, animationsOn, target != contentOffset else {
            apply(target)
            if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
            return
        }
        let animation = ScrollAnimation(start: contentOffset, target: target, began: Int(g_get_monotonic_time() / 1000))
        motion.animate(animation)
        step(animation)
    }

    /// Scrolls as little as needed to show `rect` (in the content's coordinates), all of it if
    /// it fits (UIKit's `scrollRectToVisible(_:animated:)`).
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let visible = visibleSize
        var offset = contentOffset
        let inset = Point(x: contentInset.left, y: contentInset.top)
        for horizontal in [true, false] {
            let start = (horizontal ? rect.minX + inset.x : rect.minY + inset.y)
            let length = horizontal ? rect.width : rect.height
            let page = horizontal ? visible.width : visible.height
            var value = horizontal ? offset.x : offset.y
            if start + length > value + page { value = start + length - page }
            if start < value { value = start }
            if horizontal { offset.x = value } else { offset.y = value }
        }
        setContentOffset(offset, animated: animated)
    }

    private func apply(_ offset: Point) {
        gtk_adjustment_set_value(horizontal, offset.x)
        gtk_adjustment_set_value(vertical, offset.y)
    }

    /// One frame of `animation`: an ease-out cubic, as GTK's own animations ease.
    private func step(_ animation: ScrollAnimation) {
        let elapsed = Int(g_get_monotonic_time() / 1000) - animation.began
        let progress = min(1, Double(elapsed) / Double(Self.animationDuration))
        let remaining = 1 - progress
        let eased = 1 - remaining * remaining * remaining
        apply(
            Point(
                x: animation.start.x + (animation.target.x - animation.start.x) * eased,
                y: animation.start.y + (animation.target.y - animation.start.y) * eased))
        guard progress < 1 else {
            motion.animate(nil)
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        animation.timer = MainLoop.after(milliseconds: 16) { [weak self, weak animation] in
            guard let self, let animation, self.motion.animation === animation else { return }
            self.step(animation)
        }
    }
}
