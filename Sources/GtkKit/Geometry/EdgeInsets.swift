/// Distances in from each edge, fixed to the left and right (UIKit's `UIEdgeInsets`). For margins
/// that follow the text direction, use ``DirectionalEdgeInsets``.
public struct EdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Insets of `top`, `left`, `bottom` and `right`.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
