/// Edges of a rectangle (UIKit's `UIRectEdge`): which edges of its view a
/// ``ScreenEdgePanGestureRecognizer`` starts from. Physical edges, as in UIKit: `.left` is the
/// left in every language.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt

    /// An edge set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
