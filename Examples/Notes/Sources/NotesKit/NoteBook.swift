/// The notes, and which of them were added but not opened yet (the tab's badge). In memory:
/// a real app would keep them in a file or a database (see README.md).
@MainActor
public final class NoteBook {
    /// The notes, newest last.
    public private(set) var notes: [Note]
    /// Rows added and not opened since.
    public private(set) var unopenedRows: Set<Int> = []

    /// A notebook holding `notes`.
    public init(notes: [Note]) { self.notes = notes }

    /// Adds a note (empty by default) at the end; returns its row.
    public func add(text: String = "") -> Int {
        notes.append(Note(text: text))
        unopenedRows.insert(notes.count - 1)
        return notes.count - 1
    }

    /// The note at `row` was opened: it no longer counts as new.
    public func opened(row: Int) { unopenedRows.remove(row) }

    /// Removes the note at `row` (rows after it move up, and so do their "new" marks).
    public func remove(row: Int) {
        notes.remove(at: row)
        unopenedRows = Set(unopenedRows.compactMap { $0 == row ? nil : ($0 > row ? $0 - 1 : $0) })
    }

    /// Replaces the first line (the title) of the note at `row`, keeping the rest.
    public func rename(row: Int, to title: String) {
        let rest = notes[row].text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).dropFirst()
        notes[row].text = ([title] + rest.map(String.init)).joined(separator: "\n")
    }

    /// Replaces the text of the note at `row`.
    public func update(row: Int, text: String) { notes[row].text = text }

    /// Sorts the notes by title, A to Z or Z to A (the "new" marks go with their notes).
    public func sortByTitle(descending: Bool = false) {
        let order = notes.indices.sorted { a, b in
            let (first, second) = (notes[a].title.lowercased(), notes[b].title.lowercased())
            return descending ? first > second : first < second
        }
        let newRow = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, $0.offset) })
        notes = order.map { notes[$0] }
        unopenedRows = Set(unopenedRows.compactMap { newRow[$0] })
    }

    /// The badge for the Notes tab: how many new notes wait to be opened (nil hides it).
    public var badge: String? { unopenedRows.isEmpty ? nil : String(unopenedRows.count) }
}
