internal import CGtk

/// A ``View``'s own measuring and placing by frame: what GTK is told it measures, the layout calls
/// UIKit code makes (`setNeedsLayout`, `layoutIfNeeded`), and each subview at its frame.
extension View {
    /// What GTK is told the view measures: its subviews' extent (``measureSubviews(horizontal:forSize:)``),
    /// or, along an axis where a subclass gives an ``intrinsicContentSize``, that size.
    func measureAsView(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        let measured = measureSubviews(horizontal: horizontal, forSize: forSize)
        let intrinsic = intrinsicContentSize
        let own = horizontal ? intrinsic.width : intrinsic.height
        guard own >= 0 else { return measured }
        return (measured.minimum, max(measured.minimum, Int(own.rounded(.up))))
    }

    /// Asks for a layout at the next frame (UIKit's `setNeedsLayout`): ``layoutSubviews()`` runs
    /// then.
    public func setNeedsLayout() {
        gtk_widget_queue_allocate(widget)
    }

    /// Lays the view out now, at its current size, if it has one (UIKit's `layoutIfNeeded`):
    /// ``layoutSubviews()`` runs and the subviews are placed, so their frames can be read at once.
    /// Before the view is first shown it has no size, and nothing happens.
    public func layoutIfNeeded() {
        let width = Int(gtk_widget_get_width(widget))
        let height = Int(gtk_widget_get_height(widget))
        guard width > 0 || height > 0 else { return }
        allocateSubviews(width: width, height: height)
    }

    /// Where `view` goes: its frame, or its natural size in the corner.
    func placement(of view: View) -> Rect {
        if let frame = view.assignedFrame { return frame }
        let natural = view.naturalSize
        return Rect(x: 0, y: 0, width: natural.width, height: natural.height)
    }

    /// Allocates `view` a rectangle, never below its minimum size: `minimum` when the caller
    /// measured it in this layout at this width, or else measured here.
    func allocate(_ view: View, x: Double, y: Double, width: Double, height: Double, minimum: Size? = nil) {
        var minimumWidth = Int32(minimum?.width ?? 0)
        var minimumHeight = Int32(minimum?.height ?? 0)
        if minimum == nil { gtk_widget_measure(view.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil) }
        let allocatedWidth = max(Int32(width.rounded()), minimumWidth)
        if minimum == nil {
            gtk_widget_measure(view.widget, GTK_ORIENTATION_VERTICAL, allocatedWidth, &minimumHeight, nil, nil, nil)
        }
        var allocation = GtkAllocation(
            x: Int32(x.rounded()), y: Int32(y.rounded()), width: allocatedWidth, height: max(Int32(height.rounded()), minimumHeight))
        guard !view.transform.isIdentity else { return gtk_widget_size_allocate(view.widget, &allocation, -1) }
        // Around the view's centre, as UIKit's anchor point: to the centre, the transform, back.
        let (halfWidth, halfHeight) = (Float(allocation.width) / 2, Float(allocation.height) / 2)
        var centre = graphene_point_t(x: Float(allocation.x) + halfWidth, y: Float(allocation.y) + halfHeight)
        var back = graphene_point_t(x: -halfWidth, y: -halfHeight)
        gtk_widget_allocate(
            view.widget, allocation.width, allocation.height, -1,
            gsk_transform_translate(view.transform.gsk(after: gsk_transform_translate(nil, &centre)), &back))
    }
}
