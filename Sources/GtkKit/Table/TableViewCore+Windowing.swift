internal import CGtk
import FoundationEssentials

/// The window of built rows (see `TableRowWindow`): a table builds the rows in and near its view
/// and stands in for the others with empty space of the estimated row height, so a list of a
/// million rows costs what one screen costs, and its scrollbar spans the whole list from the
/// start. As the view scrolls, rows leaving the window go to the reuse pool and rows entering it
/// are built (`TableViewController+Reuse.swift`); the row at the top of the view stays exactly
/// where it is, whatever the real heights of the rows that came and went above it.
extension TableViewCore {
    /// The sections' row counts as one flat list.
    var rowWindow: TableRowWindow { rows.window }

    /// The flat rows built now (one contiguous range, across sections).
    var builtRows: Range<Int> { rows.builtFlatRows }

    /// The estimate every unbuilt row stands in with: ``estimatedRowHeight``, or the measured
    /// mean of the first rows built.
    var rowHeight: Double { estimatedRowHeight ?? (fixedRowHeight >= 0 ? fixedRowHeight : nil) ?? measuredRowHeight ?? 52 }

    /// Builds exactly the flat rows `target`: rows leaving it go to the reuse pool, rows entering
    /// it are made by the data source. Returns each row's change in height (real minus estimate,
    /// or the reverse), by flat row, for keeping the view in place. If the focused row leaves, the
    /// focus goes to flat row `refocus` (or the built row nearest the old one).
    @discardableResult
    func setWindow(_ target: Range<Int>, refocus: Int? = nil) -> [(flat: Int, delta: Double)] {
        let layout = rowWindow
        let focused = focusedFlatRow
        let estimate = rowHeight
        var changes: [(flat: Int, delta: Double)] = []
        for section in rows.sectionIndices {
            let list = sectionViews[section].list
            let base = layout.start(of: section)
            let wanted = layout.rows(of: section, in: target)
            var first = rows.firstBuilt(in: section)
            if wanted.isEmpty || !wanted.overlaps(first..<(first + rows.cells(in: section).count)) {
                for cell in rows.cells(in: section) {
                    changes.append((base + cell.indexPath.row, estimate - height(of: cell)))
                    recycle(cell, from: list)
                }
                rows.unbuildAll(in: section)
                first = wanted.lowerBound
            }
            while first < wanted.lowerBound, let cell = rows.cells(in: section).first {
                changes.append((base + first, estimate - height(of: cell)))
                recycle(cell, from: list)
                rows.unbuildFirst(in: section)
                first += 1
            }
            while first + rows.cells(in: section).count > wanted.upperBound, let cell = rows.cells(in: section).last {
                changes.append((base + cell.indexPath.row, estimate - height(of: cell)))
                recycle(cell, from: list)
                rows.unbuildLast(in: section)
            }
            let above = (wanted.lowerBound..<first).map { makeCell(at: IndexPath(row: $0, section: section)) }
            insertAbove(above, into: list)
            rows.prependBuilt(above, in: section)
            for cell in above { changes.append((base + cell.indexPath.row, measuredHeight(of: cell) - estimate)) }
            first = Swift.min(first, wanted.lowerBound)
            for row in (first + rows.cells(in: section).count)..<wanted.upperBound {
                let cell = makeCell(at: IndexPath(row: row, section: section))
                insert(cell, into: list, at: nil)
                rows.appendBuilt(cell, in: section)
                changes.append((base + row, measuredHeight(of: cell) - estimate))
            }
            // A section with nothing built stands above the window (all its rows in the space
            // above) or below it (all in the space below).
            if !changes.isEmpty { following.rowsChanged() }
            let count = rows.count(of: section)
            rows.setFirstBuilt(wanted.isEmpty ? (target.lowerBound >= base + count ? count : 0) : wanted.lowerBound, in: section)
            updateSpaces(of: section)
        }
        if let focused, !target.isEmpty, !target.contains(focused) {
            let next = refocus ?? Swift.min(Swift.max(focused, target.lowerBound), target.upperBound - 1)
            if let indexPath = layout.indexPath(ofFlat: next) { _ = cellForRow(at: indexPath)?.grabFocus() }
        }
        return changes
    }

    /// Sizes the spaces standing for `section`'s unbuilt rows; its list shows only with rows in it.
    func updateSpaces(of section: Int) {
        let view = sectionViews[section]
        let above = rows.firstBuilt(in: section)
        let below = rows.count(of: section) - above - rows.cells(in: section).count
        view.spaceAbove.setMinimumSize(height: Int((Double(above) * rowHeight).rounded()))
        view.spaceBelow.setMinimumSize(height: Int((Double(below) * rowHeight).rounded()))
        view.list.isVisible = !rows.cells(in: section).isEmpty
    }

    /// Takes `cell` out of the table into the reuse pool. A page that would return the focus to it
    /// forgets it (it may show another row soon).
    func recycle(_ cell: TableViewCell, from list: ListBox) {
        forgetSavedFocus(on: cell)
        list.remove(cell)
        AccessibleRegistration.forget(cell.widget)
        enqueueForReuse(cell)
    }

    /// The flat row that has the keyboard focus, if a built row has it.
    var focusedFlatRow: Int? {
        guard let focus = table.focusInRoot,
            let cell = rows.allCells.first(where: { $0.contains(focus) })
        else { return nil }
        return rowWindow.flat(cell.indexPath)
    }

    /// How far the rows above flat row `flat` moved down (or up, negative) with `changes`.
    func shift(_ changes: [(flat: Int, delta: Double)], above flat: Int) -> Double {
        changes.filter { $0.flat < flat }.reduce(0) { $0 + $1.delta }
    }
}
