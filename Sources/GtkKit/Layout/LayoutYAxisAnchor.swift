/// A vertical position: top, bottom, centre or a baseline (UIKit's `NSLayoutYAxisAnchor`).
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor {
    /// This position equal to `anchor`'s plus `constant` (a new, inactive constraint).
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// This position at least `anchor`'s plus `constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// This position at most `anchor`'s plus `constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }
}
