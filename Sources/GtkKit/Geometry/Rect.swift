/// A rectangle: an origin and a size, in logical pixels (UIKit's `CGRect`).
public struct Rect: Hashable, Sendable {
    /// The top left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle at (`x`, `y`) of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The left edge's x.
    public var minX: Double { origin.x }
    /// The top edge's y.
    public var minY: Double { origin.y }
    /// The right edge's x.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge's y.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// Whether `point` lies inside (the left and top edges included, as in UIKit).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom, or grown
    /// by negative ones (UIKit's `insetBy(dx:dy:)`); never below an empty rectangle.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// The rectangle shrunk by `insets` on each side (UIKit's `inset(by:)`).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: max(0, size.width - insets.left - insets.right), height: max(0, size.height - insets.top - insets.bottom))
    }
}
