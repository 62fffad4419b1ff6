import GtkKit
import SegueCore

/// An item's row (the book's `HomepwnerItemCell`): a 40 × 40 thumbnail with a transparent button
/// of exactly its size on top, then the name, the serial number and the value.
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
    let placeholder = Image(iconName: "camera-photo-symbolic")
    let thumbnailButton: Button
    let serialLabel = Label()
    let valueLabel = Label()

    /// A row showing `name`, `serial` and `value`; `hasImage` says whether the thumbnail button
    /// can show anything (without a picture it is insensitive and described as "No image").
    init(name: String, serial: String, value: String, hasImage: Bool, showImageLabel: String) {
        thumbnailButton = Button(transparentWithAccessibleLabel: showImageLabel)
        super.init(text: name)
        let side = Self.thumbnailSide
        thumbnail.contentFit = .cover
        thumbnail.setMinimumSize(width: side, height: side)
        placeholder.pixelSize = side / 2
        placeholder.addCSSClass("dim-label")
        let base = Box(.vertical)
        base.setMinimumSize(width: side, height: side)
        base.append(placeholder)
        placeholder.expandsVertically = true
        let frame = Overlay(child: base)
        frame.addOverlay(thumbnail)
        frame.addOverlay(thumbnailButton)
        frame.addCSSClass("homepwner-thumbnail")
        frame.clipsContent = true
        frame.verticalAlignment = .center
        thumbnailButton.isSensitive = hasImage
        if !hasImage { thumbnailButton.accessibleDescription = localized("No image") }
        thumbnailButton.onClicked { [weak self] in self?.send(Self.showImage) }
        contentBox.prepend(frame)

        let details = Box(.vertical, spacing: 2)
        details.expandsHorizontally = true
        details.verticalAlignment = .center
        contentBox.remove(textLabel)
        details.append(textLabel)
        serialLabel.text = serial
        serialLabel.xAlign = 0
        serialLabel.addCSSClass("dim-label")
        serialLabel.addCSSClass("caption")
        details.append(serialLabel)
        contentBox.insert(details, after: frame)
        valueLabel.text = value
        valueLabel.addCSSClass("numeric")
        contentBox.append(valueLabel)
        accessibleDescription = [serial, value].joined(separator: ", ")
    }

    /// The thumbnail, once decoded (the controller loads it off the main thread).
    var thumbnailBitmap: Bitmap? {
        get { thumbnail.bitmap }
        set {
            thumbnail.bitmap = newValue
            placeholder.isVisible = newValue == nil
        }
    }
}
