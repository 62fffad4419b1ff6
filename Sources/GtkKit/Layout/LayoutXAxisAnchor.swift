/// A horizontal position: leading, trailing, left, right or centre (UIKit's
/// `NSLayoutXAxisAnchor`). Leading and trailing follow the text direction; relating them to
/// left or right is refused, as UIKit refuses it.
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor {
    /// This position equal to `anchor`'s plus `constant` (a new, inactive constraint).
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// This position at least `anchor`'s plus `constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// This position at most `anchor`'s plus `constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }
}
