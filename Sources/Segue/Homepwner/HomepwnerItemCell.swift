import GtkKit
import SegueCore

/// An item's row, the book's `HomepwnerItemCell`, made from `HomepwnerItemCell.xib` as the book
/// makes it: a 40 × 40 thumbnail with a transparent custom button of exactly its size on top,
/// the name with the serial number under it, and the value — outlets and the button's
/// `showImage:` action wired in the xib.
///
/// The cell is a view: it holds no item and shows nothing itself. A click on the thumbnail is
/// relayed to whichever controller handles ``showImage`` — with this row's index path as it is at
/// the moment of the click — through GtkKit's cell actions, the typed form of the book's
/// `showImage:` → `showImage:atIndexPath:` relay with its `respondsToSelector:` guard. A screen
/// reader hears the row by its labels (the name, then "serial, value"), as the table names a
/// cell of labels.
@MainActor
final class HomepwnerItemCell: TableViewCell, HomepwnerItemShowing {
    /// The message the thumbnail button relays.
    static let showImage = CellAction("show-image")
    /// The stored thumbnail's side in logical pixels: files are written at twice it, for HiDPI
    /// screens, so the largest side drawn (``AppPreferences/thumbnailSizeRange``) stays sharp.
    static let thumbnailSide = 40
    /// The reuse identifier the item list registers the xib under (the seed's cell identifier).
    static let reuseIdentifier = "HomepwnerItemCell"
    /// The xib the rows are made from, read anew (a table registers it once); the app's
    /// resources must be registered first.
    static func nib() -> Nib { Nib(nibName: "HomepwnerItemCell", bundle: nil) }

    @Outlet var thumbnailView: ImageView!
    @Outlet var thumbnailButton: Button!
    @Outlet var nameLabel: Label!
    @Outlet var serialNumberLabel: Label!
    @Outlet var valueLabel: Label!
    /// The thumbnail's width (its height follows), which the Thumbnail size preference sets.
    @Outlet var thumbnailWidth: LayoutConstraint!

    /// The picture with its button and placeholder, once the xib's views are connected.
    private var thumbnail: HomepwnerThumbnail!

    override func awakeFromNib() {
        super.awakeFromNib()
        thumbnail = .adopting(picture: thumbnailView, button: thumbnailButton, width: thumbnailWidth)
        valueLabel.font = .monospacedDigitSystemFont(ofSize: Font.labelFontSize, weight: .regular)
        // A press held on the thumbnail shows the picture as a click does (touchscreens); the
        // keyboard's way is the button's own Return or Space.
        let hold = LongPressGestureRecognizer { [weak self] press in
            guard let self, press.state == .began else { return }
            self.send(Self.showImage, from: self.thumbnailButton)
        }
        thumbnailButton.addGestureRecognizer(hold)
    }

    /// The thumbnail button's action (the book's `showImage:`), relayed to the controller with
    /// the button as the sender.
    @IBAction func showImage(_ sender: Button) {
        send(Self.showImage, from: sender)
    }

    /// The side the thumbnail is drawn at (the user's Thumbnail size preference).
    var thumbnailDrawnSide: Int {
        get { thumbnail.side }
        set { thumbnail.side = newValue }
    }

    /// The picture file this row shows (see ``HomepwnerThumbnail/path``).
    var thumbnailPath: String? {
        get { thumbnail.path }
        set { thumbnail.path = newValue }
    }

    /// Shows an item's name, serial number and value; `hasImage` says whether the thumbnail
    /// button can show anything (without a picture it is insensitive and described as "No
    /// image"). The thumbnail shows the placeholder until ``thumbnailBitmap`` is set.
    func show(name: String, serial: String, value: String, hasImage: Bool, showImageLabel: String) {
        nameLabel.text = name
        serialNumberLabel.text = serial
        valueLabel.text = value
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
