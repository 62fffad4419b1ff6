import GtkKit
import SegueCore

/// An item's picture as both of Homepwner's views show it — a row's 40-pixel thumbnail and a grid
/// tile's 80-pixel one: the picture, aspect-filled in a rounded frame, a camera placeholder while
/// there is none, and a transparent button of exactly its size on top ("Show image of …"),
/// insensitive and described "No image" for an item without a picture. The button's clicks are
/// the cell's to relay.
@MainActor
final class HomepwnerThumbnail {
    let picture = ImageView()
    let button = Button(transparentWithAccessibleLabel: "")
    /// The frame holding the picture, the placeholder and the button, for the cell to place.
    let frame: Overlay
    /// The camera icon shown while there is no picture. Under the button, so a click on the icon
    /// reaches the button.
    private let placeholder = Image(iconName: "camera-photo-symbolic")
    /// The picture file shown, so a picture decoded for the item a reused cell showed before is
    /// not put on the item it shows now.
    var path: String?

    /// A thumbnail `side` logical pixels square.
    init(side: Int) {
        frame = Overlay(child: picture)
        picture.contentFit = .cover
        placeholder.addCSSClass("dim-label")
        placeholder.horizontalAlignment = .center
        placeholder.verticalAlignment = .center
        frame.addOverlay(placeholder)
        frame.addOverlay(button) // last: on top of everything in the frame
        frame.addCSSClass("homepwner-thumbnail")
        frame.clipsToBounds = true
        self.side = side
        resize()
    }

    /// The side the picture is drawn at.
    var side: Int {
        didSet { if side != oldValue { resize() } }
    }

    private func resize() {
        picture.setMinimumSize(width: side, height: side)
        placeholder.pixelSize = side / 2
    }

    /// Names the button for the item (`label`, "Show image of …") and greys it out, described
    /// "No image", for an item without a picture; the placeholder shows until ``bitmap`` is set.
    func show(hasImage: Bool, label: String) {
        button.accessibilityLabel = label
        button.tooltip = label
        button.isEnabled = hasImage
        button.accessibilityHint = hasImage ? nil : localized("No image")
        forget()
    }

    /// Forgets the picture (a reused cell's new item's is loaded afresh).
    func forget() {
        bitmap = nil
        path = nil
    }

    /// The picture, once decoded (the controller loads it off the main thread).
    var bitmap: Bitmap? {
        get { picture.bitmap }
        set {
            picture.bitmap = newValue
            placeholder.isVisible = newValue == nil
        }
    }

    /// Whether the camera placeholder shows (no picture, or it could not be read).
    var showsPlaceholder: Bool { placeholder.isVisible }
}
