/// A point in a view's coordinates, in logical pixels (UIKit's `CGPoint`): x grows to the right,
/// y downwards, from the view's top left corner.
///
/// GtkKit has its own geometry types because it does not link Foundation (whose `CGPoint` comes
/// with ICU on Linux); a port renames `CGPoint` to `Point` and `CGFloat` to `Double`.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// A point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
}
