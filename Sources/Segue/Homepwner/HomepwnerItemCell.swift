import GtkKit
import SegueCore

/// An item's row (the book's `HomepwnerItemCell`): a 40 × 40 thumbnail with a transparent button
/// of exactly its size on top, then the name with the serial number under it, and the value.
///
/// The cell is a view: it holds no item and shows nothing itself. A click on the thumbnail is
/// relayed to whichever controller handles ``showImage`` — with this row's index path as it is at
/// the moment of the click — through GtkKit's cell actions, the typed form of the book's
/// `showImage:` → `showImage:atIndexPath:` relay with its `respondsToSelector:` guard.
@MainActor
final class HomepwnerItemCell: TableViewCell {
    /// The message the thumbnail button relays.
    static let showImage = CellAction("show-image")
    /// The drawn size of the thumbnail, in logical pixels (stored at twice that for HiDPI).
    static let thumbnailSide = 40

    let thumbnail = Picture()
    let thumbnailButton: Button
    private let frame: Overlay
    /// The camera icon shown while there is no thumbnail; made only for such rows (a thousand
    /// rows with pictures need a thousand fewer widgets).
    private var placeholder: Image?
    let valueLabel = Label()

    /// A row showing `name`, `serial` and `value`; `hasImage` says whether the thumbnail button
    /// can show anything (without a picture it is insensitive and described as "No image").
    init(name: String, serial: String, value: String, hasImage: Bool, showImageLabel: String) {
        thumbnailButton = Button(transparentWithAccessibleLabel: showImageLabel)
        frame = Overlay(child: thumbnail)
        super.init(text: name)
        let side = Self.thumbnailSide
        thumbnail.contentFit = .cover
        thumbnail.setMinimumSize(width: side, height: side)
        frame.addOverlay(thumbnailButton)
        frame.addCSSClass("homepwner-thumbnail")
        frame.clipsContent = true
        frame.verticalAlignment = .center
        thumbnailButton.isSensitive = hasImage
        if !hasImage {
            thumbnailButton.accessibleDescription = localized("No image")
            showsPlaceholder = true
        }
        thumbnailButton.onClicked { [weak self] in self?.send(Self.showImage) }
        contentBox.prepend(frame)

        detailText = serial
        valueLabel.text = value
        valueLabel.addCSSClass("numeric")
        contentBox.append(valueLabel)
        accessibleSecondaryText = [serial, value].joined(separator: ", ")
    }

    /// The thumbnail, once decoded (the controller loads it off the main thread).
    var thumbnailBitmap: Bitmap? {
        get { thumbnail.bitmap }
        set {
            thumbnail.bitmap = newValue
            showsPlaceholder = newValue == nil
        }
    }

    /// Whether the camera placeholder shows (no picture, or it could not be read).
    var showsPlaceholder: Bool {
        get { placeholder?.isVisible ?? false }
        set {
            if newValue, placeholder == nil {
                let icon = Image(iconName: "camera-photo-symbolic")
                icon.pixelSize = Self.thumbnailSide / 2
                icon.addCSSClass("dim-label")
                icon.horizontalAlignment = .center
                icon.verticalAlignment = .center
                frame.addOverlay(icon)
                placeholder = icon
            }
            placeholder?.isVisible = newValue
        }
    }
}
