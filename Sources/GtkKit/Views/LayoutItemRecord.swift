/// What a ``ViewLayoutEngine`` keeps of one subview or guide: its variables, the frame or
/// content constraints placed for it, and the width its heights were measured at.
@MainActor
final class LayoutItemRecord {
    /// The frame or content constraints placed for a subview, and what they stand for.
    struct Placement {
        /// The content measured (nil: a frame set by the app).
        var content: SubviewContent?
        /// The frame set by the app (nil: placed by constraints, at its content's size).
        var frame: Rect?
        /// The constraints in the engines.
        var rules: [SolverConstraint]
    }

    /// The item's left, top, width and height.
    let frame: LayoutFrame
    /// What was placed for it (a guide has nothing).
    var placement: Placement?
    /// The width an anchored subview whose height depends on its width (a wrapping label, a view
    /// of its own) was last laid out at, its heights measured there; nil: its natural width.
    /// UIKit's `preferredMaxLayoutWidth`, found as UIKit finds it: by laying out again.
    var heightWidth: Double?

    init(frame: LayoutFrame) { self.frame = frame }
}
