import GtkKit

/// A cell that shows one Homepwner item — a list row or a grid tile — so the controller fills
/// both the same way (``HomepwnerViewController/fill(_:forRow:thumbnailSide:)``).
@MainActor
protocol HomepwnerItemShowing: AnyObject {
    /// Shows an item; the picture shows the placeholder until ``thumbnailBitmap`` is set.
    func show(name: String, serial: String, value: String, hasImage: Bool, showImageLabel: String)
    /// The thumbnail file being shown, so a picture decoded for an earlier item is not put on a
    /// reused cell.
    var thumbnailPath: String? { get set }
    /// The thumbnail, once decoded.
    var thumbnailBitmap: Bitmap? { get set }
}
