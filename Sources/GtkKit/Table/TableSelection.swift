import FoundationEssentials

/// A table's selection as a value (UIKit's selected rows): which rows, whether the selection is
/// drawn, where a Shift range starts, and what the user may select. Its fields change only
/// through its methods, which keep its rules: the rows are distinct and sorted (a row's state is
/// a binary search, and a selection may be large), a drawn selection is never empty, and several
/// rows can be selected only where selecting is allowed. It knows nothing of widgets:
/// `TableViewCore+Selection.swift` draws the built rows to match it.
struct TableSelection {
    /// The selected rows, first to last: the row last activated, or the rows the user or the
    /// app selected, until deselected or reloaded.
    private(set) var rows: [IndexPath] = []
    /// Whether the selection is drawn and is what Delete acts on: it was made with Ctrl or Shift,
    /// or in code with ``allowsMultiple`` on. An activated row is not drawn selected.
    private(set) var isShown = false
    /// Whether the one selected row is drawn selected although the selection is not shown: the
    /// table is a list beside its item's page (a split view's expanded primary column), as a
    /// GNOME sidebar draws its open item.
    private(set) var keepsSelectedRowDrawn = false
    /// Where a Shift selection starts from: the row last clicked or toggled.
    private(set) var anchor: IndexPath?
    /// Whether activating a row tells the delegate (UIKit's `allowsSelection`).
    private(set) var allowsSelection = true
    /// Whether Ctrl and Shift select several rows (UIKit's `allowsMultipleSelection`).
    private(set) var allowsMultiple = false

    /// Makes `rows` the selection, drawn or not (never drawn when empty). Returns whether the
    /// selection's being drawn changed.
    mutating func select(_ rows: [IndexPath], shown: Bool) -> Bool {
        self.rows = Array(Set(rows)).sorted(by: Self.precedes)
        let wasShown = isShown
        isShown = shown && !self.rows.isEmpty
        return isShown != wasShown
    }

    /// Draws the one selected row beside an item's page, or stops. Returns whether it changed.
    mutating func keepSelectedRowDrawn(_ keeps: Bool) -> Bool {
        guard keeps != keepsSelectedRowDrawn else { return false }
        keepsSelectedRowDrawn = keeps
        return true
    }

    /// Starts the next Shift range at `indexPath`.
    mutating func setAnchor(_ indexPath: IndexPath?) { anchor = indexPath }

    /// Whether activating a row selects it. Off, several rows cannot be selected either.
    mutating func setAllowsSelection(_ allows: Bool) {
        allowsSelection = allows
        if !allows { allowsMultiple = false }
    }

    /// Whether Ctrl and Shift select several rows. On, activating a row selects it too, as in UIKit.
    mutating func setAllowsMultiple(_ allows: Bool) {
        if allows { allowsSelection = true }
        allowsMultiple = allows
    }

    /// Whether the row at `indexPath` is part of a drawn selection.
    func isDrawnSelected(_ indexPath: IndexPath) -> Bool {
        guard isShown else { return false }
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            let row = rows[middle]
            if row == indexPath { return true }
            if Self.precedes(row, indexPath) { low = middle + 1 } else { high = middle }
        }
        return false
    }

    /// Whether the row at `indexPath` is drawn selected: part of a drawn selection, or the one
    /// selected row of a list beside its page.
    func drawsSelected(_ indexPath: IndexPath) -> Bool {
        (keepsSelectedRowDrawn && !isShown && rows.first == indexPath) || isDrawnSelected(indexPath)
    }

    /// The selection with the row at `indexPath` added or taken out (Ctrl+click, Ctrl+Space).
    func toggling(_ indexPath: IndexPath) -> [IndexPath] {
        let current = isShown ? rows : []
        return current.contains(indexPath) ? current.filter { $0 != indexPath } : current + [indexPath]
    }

    /// Where a Shift range to a row starts: the anchor of a drawn selection, else the row the
    /// focus was on (`origin`), else the row itself.
    func rangeStart(from origin: IndexPath?, to indexPath: IndexPath) -> IndexPath {
        isShown ? (anchor ?? origin ?? indexPath) : (origin ?? indexPath)
    }

    /// The rows Delete removes when pressed on `indexPath`: the selection, when the row is part
    /// of a drawn one; else that row alone.
    func rowsToDelete(at indexPath: IndexPath) -> [IndexPath] {
        allowsMultiple && isDrawnSelected(indexPath) ? rows : [indexPath]
    }

    /// The selection after rows were inserted at `indexPaths` (sorted, first to last).
    mutating func rowsInserted(at indexPaths: [IndexPath]) {
        func moved(_ selected: IndexPath) -> IndexPath {
            var row = selected.row
            for inserted in indexPaths where inserted.section == selected.section && inserted.row <= row { row += 1 }
            return IndexPath(row: row, section: selected.section)
        }
        rows = rows.map(moved)
        anchor = anchor.map(moved)
    }

    /// The selection after the rows at `indexPaths` were deleted: each gone with its row; a drawn
    /// selection whose last row went is no longer drawn. Returns whether that happened.
    mutating func rowsDeleted(at indexPaths: [IndexPath]) -> Bool {
        func moved(_ selected: IndexPath) -> IndexPath? {
            if indexPaths.contains(selected) { return nil }
            let above = indexPaths.filter { $0.section == selected.section && $0.row < selected.row }.count
            return IndexPath(row: selected.row - above, section: selected.section)
        }
        rows = rows.compactMap(moved)
        anchor = anchor.flatMap(moved)
        guard rows.isEmpty, isShown else { return false }
        isShown = false
        return true
    }

    /// The selection after a row moved from `source` to `destination` in one section.
    mutating func rowMoved(from source: IndexPath, to destination: IndexPath) {
        func moved(_ selected: IndexPath) -> IndexPath {
            guard selected.section == source.section else { return selected }
            if selected == source { return destination }
            var row = selected.row
            if source.row < row { row -= 1 }
            if destination.row <= row { row += 1 }
            return IndexPath(row: row, section: selected.section)
        }
        rows = rows.map(moved).sorted(by: Self.precedes)
        anchor = anchor.map(moved)
    }

    private static func precedes(_ first: IndexPath, _ second: IndexPath) -> Bool {
        (first.section, first.row) < (second.section, second.row)
    }
}
