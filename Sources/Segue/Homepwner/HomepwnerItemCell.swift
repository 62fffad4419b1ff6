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
final class HomepwnerItemCell: TableViewCell, HomepwnerItemShowing {
    /// The message the thumbnail button relays.
    static let showImage = CellAction("show-image")
    /// The stored thumbnail's side in logical pixels: files are written at twice it, for HiDPI
    /// screens, so the largest side drawn (``AppPreferences/thumbnailSizeRange``) stays sharp.
    static let thumbnailSide = 40

    /// The side the thumbnail is drawn at (the user's Thumbnail size preference).
    var thumbnailDrawnSide: Int {
        get { thumbnail.side }
        set { thumbnail.side = newValue }
    }

    /// The reuse identifier the item list registers this class under (the seed's cell identifier).
    static let reuseIdentifier = "HomepwnerItemCell"

    /// The picture with its transparent button.
    let thumbnail = HomepwnerThumbnail(side: thumbnailSide)
    let valueLabel = Label()

    /// The button over the thumbnail.
    var thumbnailButton: Button { thumbnail.button }

    /// The picture file this row shows (see ``HomepwnerThumbnail/path``).
    var thumbnailPath: String? {
        get { thumbnail.path }
        set { thumbnail.path = newValue }
    }

    required init(text: String = "") {
        super.init(text: text)
        thumbnail.frame.verticalAlignment = .center
        thumbnailButton.onClicked { [weak self] in
            guard let self else { return }
            self.send(Self.showImage, from: self.thumbnailButton) // the book's showImage: with the button as sender
        }
        // A press held on the thumbnail shows the picture as a click does (touchscreens); the
        // keyboard's way is the button's own Return or Space.
        let hold = LongPressGestureRecognizer { [weak self] press in
            guard let self, press.state == .began else { return }
            self.send(Self.showImage, from: self.thumbnailButton)
        }
        thumbnailButton.addGestureRecognizer(hold)
        contentView.insertArrangedSubview(thumbnail.frame, at: 0)
        valueLabel.font = .monospacedDigitSystemFont(ofSize: Font.labelFontSize, weight: .regular)
        contentView.addArrangedSubview(valueLabel)
    }

    /// A row showing `name`, `serial` and `value`; `hasImage` says whether the thumbnail button
    /// can show anything (without a picture it is insensitive and described as "No image").
    convenience init(name: String, serial: String, value: String, hasImage: Bool, showImageLabel: String) {
        self.init(text: name)
        show(name: name, serial: serial, value: value, hasImage: hasImage, showImageLabel: showImageLabel)
    }

    /// Shows an item's name, serial number and value; the thumbnail shows the placeholder until
    /// ``thumbnailBitmap`` is set.
    func show(name: String, serial: String, value: String, hasImage: Bool, showImageLabel: String) {
        text = name
        detailText = serial
        valueLabel.text = value
        accessibleSecondaryText = [serial, value].joined(separator: ", ")
        thumbnail.show(hasImage: hasImage, label: showImageLabel)
    }

    /// A reused row forgets its picture (its new row's is loaded afresh).
    override func prepareForReuse() {
        super.prepareForReuse()
        thumbnail.forget()
    }

    /// The thumbnail, once decoded (the controller loads it off the main thread).
    var thumbnailBitmap: Bitmap? {
        get { thumbnail.bitmap }
        set { thumbnail.bitmap = newValue }
    }

    /// Whether the camera placeholder shows (no picture, or it could not be read).
    var showsPlaceholder: Bool { thumbnail.showsPlaceholder }
}
