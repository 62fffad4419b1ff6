import GtkKit
import SegueCore

/// An item in Homepwner's grid: its picture (80 × 80, the stored thumbnail's pixels) with the
/// same transparent button over it as the list's rows, and its name and value under it.
///
/// A screen reader meets the tile by the item's name, then its serial number, value and place
/// ("MacBook, A1B2C3, $600, 3 of 12"; Orca 48 reads the shown value itself); Tab goes on to the
/// picture's button, which relays
/// ``HomepwnerItemCell/showImage`` to the controller as a row's does.
@MainActor
final class HomepwnerGridCell: CollectionViewCell {
    /// The reuse identifier the grid registers this class under.
    static let reuseIdentifier = "HomepwnerGridCell"
    /// The picture's side, in logical pixels: the stored thumbnail's 80 pixels.
    static let pictureSide = 80
    /// Every tile's size in the grid's layout.
    static let size = Size(width: 128, height: 136)

    let thumbnail = Picture()
    let thumbnailButton = Button(transparentWithAccessibleLabel: "")
    private let placeholder = Image(iconName: "camera-photo-symbolic")
    let nameLabel = Label()
    let valueLabel = Label()
    /// The picture file this tile shows, so a picture decoded for the item shown before is not put
    /// on the item shown now.
    var thumbnailPath: String?

    required init() {
        super.init()
        let side = Self.pictureSide
        thumbnail.contentFit = .cover
        thumbnail.setMinimumSize(width: side, height: side)
        placeholder.pixelSize = side / 2
        placeholder.addCSSClass("dim-label")
        placeholder.horizontalAlignment = .center
        placeholder.verticalAlignment = .center
        let frame = Overlay(child: thumbnail)
        frame.addOverlay(placeholder)
        frame.addOverlay(thumbnailButton) // last: on top of everything in the frame
        frame.addCSSClass("homepwner-thumbnail")
        frame.clipsContent = true
        frame.horizontalAlignment = .center
        thumbnailButton.onClicked { [weak self] in
            guard let self else { return }
            self.send(HomepwnerItemCell.showImage, from: self.thumbnailButton)
        }
        contentView.append(frame)
        nameLabel.lineBreakMode = .byTruncatingTail
        valueLabel.addCSSClass("dim-label")
        valueLabel.addCSSClass("caption")
        contentView.append(nameLabel)
        contentView.append(valueLabel)
    }

    /// Shows an item; the picture shows the placeholder until ``thumbnailBitmap`` is set.
    func show(name: String, serial: String, value: String, hasImage: Bool, showImageLabel: String) {
        nameLabel.text = name
        valueLabel.text = value
        accessibleLabel = name
        accessibleItemDescription = serial.isEmpty ? nil : serial
        accessibleSecondaryText = value.isEmpty ? nil : value
        thumbnailButton.accessibleLabel = showImageLabel
        thumbnailButton.tooltip = showImageLabel
        thumbnailButton.isSensitive = hasImage
        thumbnailButton.accessibleDescription = hasImage ? nil : localized("No image")
        thumbnailBitmap = nil
        thumbnailPath = nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        thumbnailBitmap = nil
        thumbnailPath = nil
    }

    /// The picture, once decoded (the controller loads it off the main thread).
    var thumbnailBitmap: Bitmap? {
        get { thumbnail.bitmap }
        set {
            thumbnail.bitmap = newValue
            placeholder.isVisible = newValue == nil
        }
    }
}
