/// A scroll view's zoom (UIKit's zoom scales): the scales it may take, the one it has, and the
/// zoomed view's size at scale 1. Owned by its ``ScrollView``, which asks it to apply a scale.
@MainActor
final class ScrollZoom {
    /// The smallest scale (UIKit's `minimumZoomScale`).
    var minimum = 1.0
    /// The largest scale (UIKit's `maximumZoomScale`).
    var maximum = 1.0
    /// The scale now.
    private(set) var scale = 1.0
    /// The zoomed view's size at scale 1, taken when it is first zoomed.
    private var baseSize: Size?
    /// The view zoomed last: a new one has a size of its own.
    private weak var zoomed: View?
    /// The scale a pinch started from.
    var pinchStart = 1.0
    /// The offset a zoom scrolls to once the content area has grown to reach it.
    private var pendingOffset: MainLoop.Timer?

    /// Whether the user can zoom: the largest scale is above the smallest, as in UIKit.
    var isEnabled: Bool { maximum > minimum }

    /// `value` held between the smallest and largest scales.
    func clamped(_ value: Double) -> Double { min(max(value, minimum), max(maximum, minimum)) }

    /// Scales `view` to `newScale` (clamped) inside `scrollView`, keeping `focus` (a point in the
    /// scroll view's visible area; its centre when nil) over the same part of the content.
    /// Returns whether the scale changed.
    @discardableResult
    func apply(_ newScale: Double, to view: View, in scrollView: ScrollView, keeping focus: Point?) -> Bool {
        let target = clamped(newScale)
        if zoomed !== view {
            zoomed = view
            baseSize = nil
        }
        // The frame is the untransformed one (see View.transform): the size at scale 1.
        let base = baseSize ?? view.frame.size
        guard base.width > 0, base.height > 0 else { return false }
        baseSize = base
        guard target != scale || view.transform == .identity && target != 1 else { return false }
        let old = scale
        scale = target
        let offset = scrollView.contentOffset
        let point = focus ?? Point(x: scrollView.bounds.width / 2, y: scrollView.bounds.height / 2)
        // The view keeps its size at scale 1 and is drawn scaled around its centre; placed so
        // the scaled box starts at the content's top left, in a content area the scaled size.
        view.transform = Transform(scaleX: target, y: target)
        view.frame = Rect(
            x: (target - 1) * base.width / 2, y: (target - 1) * base.height / 2, width: base.width, height: base.height)
        scrollView.contentSize = Size(width: base.width * target, height: base.height * target)
        let ratio = target / old
        scroll(scrollView, to: Point(x: (offset.x + point.x) * ratio - point.x, y: (offset.y + point.y) * ratio - point.y))
        return true
    }

    /// Scrolls to `offset` once the content area, which grows on GTK's next layout, reaches it
    /// (looking each frame, for at most half a second); a later zoom's offset replaces it.
    func scroll(_ scrollView: ScrollView, to offset: Point, tries: Int = 30) {
        scrollView.contentOffset = offset
        guard scrollView.contentOffset != offset, tries > 0 else {
            pendingOffset = nil
            return
        }
        pendingOffset = MainLoop.after(milliseconds: 16) { [weak self, weak scrollView] in
            guard let self, let scrollView else { return }
            self.scroll(scrollView, to: offset, tries: tries - 1)
        }
    }
}
