/// UIKit's Auto Layout debugging on a ``View``: whether its constraints pin it down, and which
/// constraints place it.
extension View {
    /// Whether the constraints that place the view leave its frame open — a position or size that
    /// could change with no constraint held less well (UIKit's `hasAmbiguousLayout`), at its
    /// superview's present size. Such a view may be drawn somewhere else at the next layout: add
    /// the constraint that pins it. A view's intrinsic content size pins its size, as in UIKit
    /// (hugging and compression resistance); a plain ``View`` has none. A view placed by its
    /// frame or by a stack view is never ambiguous. Meant for debugging and tests: each call
    /// solves the superview's constraints again.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints, let engine = superview?.hostEngine else { return false }
        return engine.isAmbiguous(self)
    }

    /// The constraints that place the view along `axis` (UIKit's
    /// `constraintsAffectingLayout(for:)`): its superview's that name it and its own that name
    /// only it, each with UIKit's description — what to read when a view is not where it should
    /// be. The hugging and compression resistance of its content are not constraints here.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        let placing = (superview?.constraints ?? []).filter { constraint in
            (constraint.first.view === self && constraint.firstAttribute.axis == axis)
                || (constraint.second?.view === self && constraint.secondAttribute.axis == axis)
        }
        let own = constraints.filter { constraint in
            constraint.first.view === self && (constraint.second == nil || constraint.second?.view === self)
                && constraint.firstAttribute.axis == axis
        }
        return placing + own
    }
}

extension LayoutConstraint.Attribute {
    /// The axis the attribute lies along; nil for no attribute.
    var axis: LayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: return .vertical
        case .notAnAttribute: return nil
        }
    }
}
