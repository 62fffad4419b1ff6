/// UIKit's layout anchors on every view: constraints are made from them (see
/// ``LayoutConstraint``) and solved by the ``View`` the view is a subview of.
extension View {
    private var layoutItem: LayoutItem { LayoutItem(self) ?? .invalid }

    /// The leading edge: the left in English, the right in Hebrew or Arabic.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(layoutItem, .leading) }
    /// The trailing edge: the right in English, the left in Hebrew or Arabic.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(layoutItem, .trailing) }
    /// The left edge, whatever the text direction.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(layoutItem, .left) }
    /// The right edge, whatever the text direction.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(layoutItem, .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(layoutItem, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(layoutItem, .bottom) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(layoutItem, .centerX) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(layoutItem, .centerY) }
    /// The first line's baseline (GTK's baseline; a view without text sits on its bottom edge).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(layoutItem, .firstBaseline) }
    /// The last line's baseline (GTK reports one baseline per view, the first line's).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(layoutItem, .lastBaseline) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(layoutItem, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(layoutItem, .height) }
}
