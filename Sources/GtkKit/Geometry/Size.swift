/// A width and a height in logical pixels (UIKit's `CGSize`).
public struct Size: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size, 0 by 0.
    public static let zero = Size(width: 0, height: 0)
}
