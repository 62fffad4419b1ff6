import FoundationEssentials

/// A table's selection as a value (UIKit's selected rows): which rows, whether the selection is
/// drawn, where a Shift range starts, and what the user may select. Its fields change only
/// through its methods, which keep its rules: the rows are a ``ListSelection`` in list order
/// (distinct, sorted, following their rows as a collection's items follow theirs), a drawn
/// selection is never empty, and several rows can be selected only where selecting is allowed.
/// It knows nothing of widgets:
/// `TableViewCore+Selection.swift` draws the built rows to match it.
struct TableSelection {
    /// The selected rows: the row last activated, or the rows the user or the app selected,
    /// until deselected or reloaded.
    private var selected = ListSelection(order: .listOrder)
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

    /// The selected rows, first to last.
    var rows: [IndexPath] { selected.paths }

    /// Whether the row at `indexPath` is selected, drawn or not.
    func contains(_ indexPath: IndexPath) -> Bool { selected.contains(indexPath) }

    /// Makes `rows` the selection, drawn or not (never drawn when empty). Returns whether the
    /// selection's being drawn changed.
    mutating func select(_ rows: [IndexPath], shown: Bool) -> Bool {
        selected.replace(with: rows)
        let wasShown = isShown
        isShown = shown && !selected.isEmpty
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
    func isDrawnSelected(_ indexPath: IndexPath) -> Bool { isShown && selected.contains(indexPath) }

    /// Whether the row at `indexPath` is drawn selected: part of a drawn selection, or the one
    /// selected row of a list beside its page.
    func drawsSelected(_ indexPath: IndexPath) -> Bool {
        (keepsSelectedRowDrawn && !isShown && selected.first == indexPath) || isDrawnSelected(indexPath)
    }

    /// The selection with the row at `indexPath` added or taken out (Ctrl+click, Ctrl+Space).
    func toggling(_ indexPath: IndexPath) -> [IndexPath] {
        let current = isShown ? rows : []
        return isDrawnSelected(indexPath) ? current.filter { $0 != indexPath } : current + [indexPath]
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

    /// The selection after one batch of the table's changes (`map`): each row where its row
    /// went, and the Shift anchor with them; a drawn selection whose last row went is no longer
    /// drawn. Returns whether that happened.
    mutating func follow(_ map: BatchUpdateMap) -> Bool {
        selected.follow(map)
        anchor = anchor.flatMap { map.newIndexPath(for: $0) }
        guard selected.isEmpty, isShown else { return false }
        isShown = false
        return true
    }
}
