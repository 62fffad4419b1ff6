/// How the table puts built rows into its lists. Where GTK does not tell a screen reader of a row
/// inserted into a shown list, the rows go through the repair that does
/// (`TableViewCore+RowAnnouncing.swift` in Accessibility/).
extension TableViewCore {
    /// Puts `cell` into `list` at `row` (nil: at the end), announced to screen readers.
    func insert(_ cell: TableViewCell, into list: ListBox, at row: Int?) {
        let position = row.map { listPosition(ofRow: $0, in: list) }
        guard AccessibilityRepair.announceRowInsertion.isNeeded else {
            if let position { list.insert(cell, at: position) } else { list.append(cell) }
            return
        }
        insertAnnounced(cell, into: list, at: position)
    }

    /// Puts `cells` (in order) before the first row of `list`: rows a table builds at the top of
    /// its window as the view scrolls up. Where the neighbour repair is made (GTK 4.8), one by
    /// one, each with it.
    func insertAbove(_ cells: [TableViewCell], into list: ListBox) {
        guard !AccessibilityRepair.announceWindowRowNeighbour.isNeeded else {
            for cell in cells.reversed() { insert(cell, into: list, at: 0) }
            return
        }
        insertAboveAnnounced(cells, into: list)
    }
}
