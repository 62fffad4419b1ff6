/// A rectangle in a view's layout that constraints can refer to, without a widget of its own
/// (UIKit's `UILayoutGuide`), four variables in the view's layout engine: spacing between views, a region to
/// centre in, or the view's margins (``View/layoutMarginsGuide``).
@MainActor
public final class LayoutGuide {
    /// A name, shown in messages about constraints that use the guide.
    public var identifier = ""
    /// The view whose layout holds the guide (set by ``View/addLayoutGuide(_:)``).
    public internal(set) weak var owningView: View?

    /// A guide; add it to a view with ``View/addLayoutGuide(_:)`` before constraining it.
    public init() {}

    private var item: LayoutItem { LayoutItem(self) ?? .invalid }

    /// The leading edge (follows the text direction).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .trailing) }
    /// The left edge, whatever the text direction.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .left) }
    /// The right edge, whatever the text direction.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item, .bottom) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .centerX) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item, .height) }
}
