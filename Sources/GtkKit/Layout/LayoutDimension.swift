/// A width or a height (UIKit's `NSLayoutDimension`): related to another size, with a
/// multiplier, or to a constant.
@MainActor
public final class LayoutDimension: LayoutAnchor {
    /// This size equal to `anchor`'s × `multiplier` + `constant` (a new, inactive constraint).
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// This size at least `anchor`'s × `multiplier` + `constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// This size at most `anchor`'s × `multiplier` + `constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// This size equal to `constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        make(.equal, nil, constant: constant)
    }

    /// This size at least `constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant)
    }

    /// This size at most `constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant)
    }
}
