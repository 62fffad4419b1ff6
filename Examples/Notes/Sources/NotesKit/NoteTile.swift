import GtkKit

/// A note on the board: its title, and the first line of its body under it, dimmed. A
/// `CollectionViewCell` subclass, registered for reuse by the board.
@MainActor
public final class NoteTile: CollectionViewCell {
    /// The identifier the board registers this class under.
    public static let reuseIdentifier = "NoteTile"
    /// The note's title.
    public let titleLabel = Label()
    /// The first line of the note's body.
    public let bodyLabel = Label()

    /// An empty tile; the board fills it with ``show(_:)``.
    public required init() {
        super.init()
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.lineBreakMode = .byTruncatingTail
        bodyLabel.lineBreakMode = .byTruncatingTail
        bodyLabel.addCSSClass("dim-label")
        contentView.addArrangedSubview(titleLabel)
        contentView.addArrangedSubview(bodyLabel)
    }

    /// Shows `note`; a screen reader calls the tile by its title (and hears the body the tile
    /// shows, and its place among the notes).
    public func show(_ note: Note) {
        titleLabel.text = note.title
        let body = note.text.split(separator: "\n", omittingEmptySubsequences: true).dropFirst().first.map(String.init) ?? ""
        bodyLabel.text = body
        accessibilityLabel = note.title
        accessibleSecondaryText = body.isEmpty ? nil : body
    }
}
