/// UIKit's content hugging and compression resistance: how strongly a view constrained by
/// anchors keeps to its content's natural size (GTK's natural size), weighed against the
/// constraints' priorities. GTK's minimum size stays below them all, as a required floor.
extension View {
    /// How strongly the view resists growing past its content's size along `axis` (UIKit's
    /// `contentHuggingPriority(for:)`): 250, `defaultLow`, unless set.
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        axis == .horizontal ? contentPriorities.horizontalHugging : contentPriorities.verticalHugging
    }

    /// Sets how strongly the view resists growing past its content's size along `axis`: above a
    /// constraint's priority, the view keeps its size where the constraint would stretch it.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal { contentPriorities.horizontalHugging = priority } else { contentPriorities.verticalHugging = priority }
    }

    /// How strongly the view resists shrinking below its content's size along `axis` (UIKit's
    /// `contentCompressionResistancePriority(for:)`): 750, `defaultHigh`, unless set.
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        axis == .horizontal ? contentPriorities.horizontalResistance : contentPriorities.verticalResistance
    }

    /// Sets how strongly the view resists shrinking below its content's size along `axis`: below
    /// a constraint's priority, the view is squeezed (to GTK's minimum at most, which for a
    /// label that truncates is an ellipsis).
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal {
            contentPriorities.horizontalResistance = priority
        } else {
            contentPriorities.verticalResistance = priority
        }
    }
}

/// A view's hugging and compression resistance priorities, UIKit's defaults until set.
struct ContentPriorities: Equatable {
    var horizontalHugging = LayoutPriority.defaultLow
    var verticalHugging = LayoutPriority.defaultLow
    var horizontalResistance = LayoutPriority.defaultHigh
    var verticalResistance = LayoutPriority.defaultHigh
}
