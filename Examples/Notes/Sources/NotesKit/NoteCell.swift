import GtkKit

/// A note's row: its title, with the first line of its body under it. A `TableViewCell` subclass,
/// the way a GtkKit app makes a widget class of its own (as a UIKit app subclasses
/// `UITableViewCell`).
@MainActor
public final class NoteCell: TableViewCell {
    /// A row showing `note`.
    public init(note: Note) {
        super.init(text: note.title)
        let body = note.text.split(separator: "\n", omittingEmptySubsequences: true).dropFirst().first
        detailText = body.map(String.init)
        accessory = .disclosureIndicator
    }
}
