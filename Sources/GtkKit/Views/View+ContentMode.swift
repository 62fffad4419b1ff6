extension View {
    /// How a view's content fills its space (UIKit's `UIView.ContentMode`); ``ImageView`` (UIKit's
    /// `UIImageView`) is the view that uses it, on GTK's `GtkContentFit`.
    ///
    /// Where GtkKit differs: GTK draws a picture centred in its view, and scales one that is too
    /// big down rather than cropping it, so ``center`` and the edge and corner modes all show the
    /// picture centred at its own size, or scaled down to fit.
    public enum ContentMode: Sendable, CaseIterable {
        /// Stretched to the view's size, aspect ratio lost (UIKit's default).
        case scaleToFill
        /// All of it shown, aspect kept, bands on two sides.
        case scaleAspectFit
        /// The view covered, aspect kept, two edges cropped.
        case scaleAspectFill
        /// Drawn again at the new size: as ``scaleAspectFit`` here (GTK redraws on every size).
        case redraw
        /// At its own size, centred (scaled down if it is larger than the view).
        case center
        /// As ``center`` (see the type's note).
        case top
        /// As ``center``.
        case bottom
        /// As ``center``.
        case left
        /// As ``center``.
        case right
        /// As ``center``.
        case topLeft
        /// As ``center``.
        case topRight
        /// As ``center``.
        case bottomLeft
        /// As ``center``.
        case bottomRight

        /// The GTK content fit that plays this mode's role.
        var contentFit: ImageView.ContentFit {
            switch self {
            case .scaleToFill: .fill
            case .scaleAspectFit, .redraw: .contain
            case .scaleAspectFill: .cover
            case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight: .scaleDown
            }
        }
    }
}
