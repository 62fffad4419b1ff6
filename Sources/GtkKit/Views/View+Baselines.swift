internal import CGtk

/// Baseline constraints in a ``View``'s constraint layout.
///
/// GTK's constraint layout has a baseline attribute, but for a child it is a free variable, tied
/// to nothing (measured on GTK 4.8: `field.baseline == label.baseline` moved neither), so a
/// baseline constraint is installed as one between top edges, each side offset by where its
/// item's first baseline is below its top — GTK's measured baseline at the item's natural
/// height, or the bottom for a view without text, as UIKit places a view without a baseline.
/// The offsets are measured again at every layout, and the constraint remade when one changed
/// (a new font or text).
extension View {
    /// Where `item`'s baseline is below its top: GTK's natural baseline for a subview with
    /// text, its natural height for one without; nil for the view itself or a guide, whose
    /// baseline is taken as their bottom edge.
    func baselineOffset(of item: LayoutItem) -> Double? {
        guard let view = item.view, view !== self else { return nil }
        var minimum: Int32 = 0
        var natural: Int32 = 0
        var minimumBaseline: Int32 = -1
        var naturalBaseline: Int32 = -1
        gtk_widget_measure(view.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, &minimumBaseline, &naturalBaseline)
        return Double(naturalBaseline >= 0 ? naturalBaseline : natural)
    }

    /// The GTK attributes and constant that stand for `constraint`, its baselines turned into
    /// top edges (or bottom edges, for the view itself and guides) plus their offsets.
    func gtkTerms(of constraint: LayoutConstraint, rightToLeft: Bool, constant: Double)
        -> (first: GtkConstraintAttribute, second: GtkConstraintAttribute, constant: Double)
    {
        var first = constraint.firstAttribute.gtkAttribute(rightToLeft: rightToLeft)
        var second = constraint.secondAttribute.gtkAttribute(rightToLeft: rightToLeft)
        var adjusted = constant
        var offsets = BaselineOffsets()
        if constraint.firstAttribute.isBaseline {
            offsets.first = baselineOffset(of: constraint.first)
            first = offsets.first == nil ? GTK_CONSTRAINT_ATTRIBUTE_BOTTOM : GTK_CONSTRAINT_ATTRIBUTE_TOP
            adjusted -= offsets.first ?? 0
        }
        if constraint.secondAttribute.isBaseline, let item = constraint.second {
            offsets.second = baselineOffset(of: item)
            second = offsets.second == nil ? GTK_CONSTRAINT_ATTRIBUTE_BOTTOM : GTK_CONSTRAINT_ATTRIBUTE_TOP
            adjusted += (offsets.second ?? 0) * constraint.multiplier
        }
        constraint.baselineOffsets = constraint.involvesBaseline ? offsets : nil
        return (first, second, adjusted)
    }

    /// Remakes the baseline constraints whose items' baselines moved since they were made.
    func syncBaselineConstraints() {
        for constraint in installedConstraints {
            guard let made = constraint.baselineOffsets else { continue }
            let now = BaselineOffsets(
                first: constraint.firstAttribute.isBaseline ? baselineOffset(of: constraint.first) : nil,
                second: constraint.secondAttribute.isBaseline ? constraint.second.flatMap(baselineOffset(of:)) : nil)
            if now != made { constraint.remake() }
        }
    }
}

/// The baseline offsets a constraint was made with, for each side that is a baseline.
struct BaselineOffsets: Equatable {
    var first: Double?
    var second: Double?
}

extension LayoutConstraint.Attribute {
    /// Whether the attribute is a baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

extension LayoutConstraint {
    /// Whether either side is a baseline.
    var involvesBaseline: Bool { firstAttribute.isBaseline || secondAttribute.isBaseline }
}
