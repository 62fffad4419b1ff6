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
final class HomepwnerGridCell: CollectionViewCell, HomepwnerItemShowing {
    /// The reuse identifier the grid registers this class under.
    static let reuseIdentifier = "HomepwnerGridCell"
    /// The picture's side, in logical pixels: the stored thumbnail's 80 pixels.
    static let pictureSide = 80
    /// Every tile's size in the grid's layout.
    static let size = Size(width: 128, height: 136)

    /// The picture with its transparent button, and the frame holding them.
    let thumbnail: HomepwnerThumbnail
    private let thumbnailFrame: Overlay
    let nameLabel = Label()
    let valueLabel = Label()

    /// The picture file this tile shows (see ``HomepwnerThumbnail/path``).
    var thumbnailPath: String? {
        get { thumbnail.path }
        set { thumbnail.path = newValue }
    }

    required init() {
        (thumbnail, thumbnailFrame) = HomepwnerThumbnail.framed(side: Self.pictureSide)
        super.init()
        thumbnailFrame.horizontalAlignment = .center
        thumbnail.button.onClicked { [weak self] in
            guard let self else { return }
            self.send(HomepwnerItemCell.showImage, from: self.thumbnail.button)
        }
        contentView.addArrangedSubview(thumbnailFrame)
        nameLabel.lineBreakMode = .byTruncatingTail
        valueLabel.addCSSClass("dim-label")
        valueLabel.addCSSClass("caption")
        contentView.addArrangedSubview(nameLabel)
        contentView.addArrangedSubview(valueLabel)
    }

    /// Shows an item; the picture shows the placeholder until ``thumbnailBitmap`` is set.
    func show(name: String, serial: String, value: String, hasImage: Bool, showImageLabel: String) {
        nameLabel.text = name
        valueLabel.text = value
        accessibilityLabel = name
        accessibleItemDescription = serial.isEmpty ? nil : serial
        accessibleSecondaryText = value.isEmpty ? nil : value
        thumbnail.show(hasImage: hasImage, label: showImageLabel)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        thumbnail.forget()
    }

    /// The picture, once decoded (the controller loads it off the main thread).
    var thumbnailBitmap: Bitmap? {
        get { thumbnail.bitmap }
        set { thumbnail.bitmap = newValue }
    }
}
