/// Distances in from each edge, with leading and trailing that follow the text direction (UIKit's
/// `NSDirectionalEdgeInsets`): leading is the left in English and the right in Hebrew or Arabic.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the edge where lines start.
    public var leading: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the edge where lines end.
    public var trailing: Double

    /// Insets of `top`, `leading`, `bottom` and `trailing`.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets fixed to left and right for a layout `rightToLeft` or not.
    func resolved(rightToLeft: Bool) -> EdgeInsets {
        EdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }
}
