/// One edge, centre, baseline or size of a view or layout guide, from which constraints are made
/// (UIKit's `NSLayoutAnchor`). Its kinds keep constraints sensible, as in UIKit: an x-axis anchor
/// relates to x-axis anchors (``LayoutXAxisAnchor``), a y-axis one to y-axis ones
/// (``LayoutYAxisAnchor``), a size to sizes (``LayoutDimension``).
@MainActor
public class LayoutAnchor {
    let item: LayoutItem
    let attribute: LayoutConstraint.Attribute

    init(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A new, inactive constraint from this anchor.
    func make(_ relation: LayoutConstraint.Relation, _ other: LayoutAnchor?, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            first: item, attribute, relation, second: other?.item, other?.attribute ?? .notAnAttribute, multiplier: multiplier,
            constant: constant)
    }
}
