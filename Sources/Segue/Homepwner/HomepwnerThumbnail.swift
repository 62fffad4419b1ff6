import GtkKit
import SegueCore

/// An item's picture as both of Homepwner's views show it — a row's thumbnail (from the row's
/// xib, as the book draws it: an image view with a transparent button of its size on top) and a
/// grid tile's 80-pixel one: the picture, aspect-filled and rounded, a camera placeholder while
/// there is none, and the button ("Show image of …"), insensitive and described "No image" for
/// an item without a picture. The button's clicks are the cell's to relay.
@MainActor
final class HomepwnerThumbnail {
    let picture: ImageView
    let button: Button
    /// The camera icon shown while there is no picture. Under the button, so a click on the icon
    /// reaches the button.
    private let placeholder = Image(iconName: "camera-photo-symbolic")
    /// Sets the picture's side.
    private let resize: (Int) -> Void
    /// The picture file shown, so a picture decoded for the item a reused cell showed before is
    /// not put on the item it shows now.
    var path: String?

    /// A thumbnail `side` logical pixels square made here, in `frame` for the tile to place.
    static func framed(side: Int) -> (HomepwnerThumbnail, Overlay) {
        let picture = ImageView()
        let frame = Overlay(child: picture)
        frame.addCSSClass("homepwner-thumbnail")
        frame.clipsToBounds = true
        let thumbnail = HomepwnerThumbnail(
            picture: picture, button: Button(transparentWithAccessibleLabel: ""), side: side,
            resize: { picture.setMinimumSize(width: $0, height: $0) })
        frame.addOverlay(thumbnail.placeholder)
        frame.addOverlay(thumbnail.button) // last: on top of everything in the frame
        return (thumbnail, frame)
    }

    /// The thumbnail of a row's xib: its image view `picture` and the button over it; its side
    /// is `width`'s constant. The placeholder goes under the button, centred on the picture.
    static func adopting(picture: ImageView, button: Button, width: LayoutConstraint) -> HomepwnerThumbnail {
        picture.addCSSClass("homepwner-thumbnail")
        picture.clipsToBounds = true
        let thumbnail = HomepwnerThumbnail(
            picture: picture, button: button, side: Int(width.constant), resize: { width.constant = Double($0) })
        let placeholder = thumbnail.placeholder
        placeholder.translatesAutoresizingMaskIntoConstraints = false
        button.superview?.insertSubview(placeholder, belowSubview: button)
        placeholder.centerXAnchor.constraint(equalTo: picture.centerXAnchor).isActive = true
        placeholder.centerYAnchor.constraint(equalTo: picture.centerYAnchor).isActive = true
        return thumbnail
    }

    private init(picture: ImageView, button: Button, side: Int, resize: @escaping (Int) -> Void) {
        self.picture = picture
        self.button = button
        self.resize = resize
        picture.contentFit = .cover
        placeholder.addCSSClass("dim-label")
        placeholder.horizontalAlignment = .center
        placeholder.verticalAlignment = .center
        self.side = side
        resized()
    }

    /// The side the picture is drawn at.
    var side: Int {
        didSet { if side != oldValue { resized() } }
    }

    private func resized() {
        resize(side)
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
