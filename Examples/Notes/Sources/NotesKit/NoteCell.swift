import GtkKit

/// A note's row: its title, with the first line of its body under it. A `TableViewCell` subclass,
/// the way a GtkKit app makes a widget class of its own (as a UIKit app subclasses
/// `UITableViewCell`), registered for reuse by the list.
@MainActor
public final class NoteCell: TableViewCell {
    /// The identifier the note list registers this class under.
    public static let reuseIdentifier = "NoteCell"

    /// An empty row; the list fills it with ``show(_:)``.
    public required init(text: String = "") {
        super.init(text: text)
        accessory = .disclosureIndicator
    }

    /// Shows `note`: everything a reused row showed before is replaced.
    public func show(_ note: Note) {
        text = note.title
        let body = note.text.split(separator: "\n", omittingEmptySubsequences: true).dropFirst().first
        detailText = body.map(String.init)
    }
}
