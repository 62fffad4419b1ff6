internal import CGtk

/// Baseline constraints in a ``View``'s engine: a baseline is the item's top plus where its first
/// baseline is below its top — GTK's measured baseline at the item's natural height, or the
/// bottom for a view without text, as UIKit places a view without a baseline. The offsets are
/// measured again at every layout, and the constraint made again when one changed (a new font
/// or text).
extension View {
    /// Where `item`'s baseline is below its top: GTK's natural baseline for a subview with
    /// text, its natural height for one without; nil for the view itself or a guide, whose
    /// baseline is taken as their bottom edge.
    func baselineOffset(of item: LayoutItem) -> Double? {
        guard let view = item.view, view !== self, !view.joinsSuperviewLayout else { return nil }
        var minimum: Int32 = 0
        var natural: Int32 = 0
        var minimumBaseline: Int32 = -1
        var naturalBaseline: Int32 = -1
        gtk_widget_measure(view.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, &minimumBaseline, &naturalBaseline)
        return Double(naturalBaseline >= 0 ? naturalBaseline : natural)
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
