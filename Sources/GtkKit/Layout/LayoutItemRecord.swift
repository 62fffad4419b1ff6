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

    /// The subview's minimum size at `width`, from what the layout measured, when that holds
    /// there: its minimum height was measured at that width, or does not depend on it
    /// (`dependsOnWidth` false). Nil: measure it again.
    func knownMinimum(atWidth width: Double, dependsOnWidth: Bool) -> Size? {
        guard let content = placement?.content else { return nil }
        if dependsOnWidth {
            let measuredAt = heightWidth.map { max($0.rounded(), content.minimumWidth) } ?? content.naturalWidth
            guard max(width.rounded(), content.minimumWidth) == measuredAt else { return nil }
        }
        return Size(width: content.minimumWidth, height: content.minimumHeight)
    }

    /// Whether what is placed stands for `content` and `frame` (read in place: a layout asks
    /// it of every subview).
    func holds(_ content: SubviewContent?, frame: Rect?) -> Bool {
        placement != nil && placement?.frame == frame && placement?.content == content
    }
}

/// The records of a ``ViewLayoutEngine``'s subviews and guides, by object: each made the first
/// time it is asked for, with its four variables and its size at least zero in the engines.
@MainActor
final class LayoutItemRecords {
    private var records: [ObjectIdentifier: LayoutItemRecord] = [:]

    /// The record of `key`'s object, if it has one.
    subscript(key: ObjectIdentifier) -> LayoutItemRecord? { records[key] }

    /// The record of `key`'s object, made in `solvers` with variables named after `name` the
    /// first time.
    func record(of key: ObjectIdentifier, named name: @autoclosure () -> String, in solvers: LayoutSolvers) -> LayoutItemRecord {
        if let record = records[key] { return record }
        let name = name()
        let frame = LayoutFrame(
            x: SolverVariable("\(name).left"), y: SolverVariable("\(name).top"), width: SolverVariable("\(name).width"),
            height: SolverVariable("\(name).height"))
        for size in [frame.width, frame.height] {
            try? solvers.add(SolverConstraint(LinearExpression(size), .greaterThanOrEqual, LinearExpression()))
        }
        let record = LayoutItemRecord(frame: frame)
        records[key] = record
        return record
    }

    /// Takes `key`'s record out, returning it.
    func remove(_ key: ObjectIdentifier) -> LayoutItemRecord? { records.removeValue(forKey: key) }
}
