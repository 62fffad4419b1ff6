internal import CGtk
import FoundationEssentials

extension TableViewCore {
    /// Moves a row within its section: call it after the data has moved. Rows between the two
    /// places shift by one; keyboard focus follows the moved row.
    ///
    /// Unlike UIKit, the moved row is a new cell from the data source, not the same one: a GTK 4.8
    /// row taken out of its list and put back stays out of the accessibility tree (its accessible
    /// is unregistered on removal and never registered again), so a screen reader lost it.
    func moveRow(at source: IndexPath, to destination: IndexPath) {
        if batches.record({ $0.moves.append((source, destination)) }) { return }
        guard !needsReload, source.section == destination.section, source != destination,
            rows.sectionIndices.contains(source.section)
        else { return }
        let section = source.section
        selectionFollows(BatchUpdateMap(moves: [(source, destination)]))
        let hadFocus = cellForRow(at: source)?.containsFocus == true
        guard let old = cellForRow(at: source), cellExists(at: destination) else {
            // An end outside the window: the built rows between the two places show new rows.
            let between = Swift.min(source.row, destination.row)...Swift.max(source.row, destination.row)
            reloadRows(at: between.map { IndexPath(row: $0, section: section) }.filter(cellExists(at:)))
            if hadFocus { focusRow(at: destination) }
            return
        }
        let list = sectionViews[section].list
        // The new cell is made while the old one is still in the list, so it is never the old
        // one back from the reuse pool (a row taken out and put straight back confused GTK 4.8's
        // accessibility cache), then the old one goes.
        let cell = makeCell(at: destination)
        rows.unbuild(at: source.row - rows.firstBuilt(in: section), in: section)
        recycle(old, from: list)
        let index = destination.row - rows.firstBuilt(in: section)
        insert(cell, into: list, at: index)
        rows.insertBuilt(cell, at: index, in: section)
        renumber(section: section)
        if hadFocus { cell.grabFocus() }
    }

    /// Alt+Up and Alt+Down move the focused row one place, when ``allowsReordering`` is on.
    func installReorderingKeys(in keys: ShortcutController, for list: ListBox) {
        for (accelerator, step) in [("<Alt>Up", -1), ("<Alt>Down", 1)] {
            keys.add(accelerator) { [weak self, weak list] in
                guard let self, let list, self.allowsReordering, let cell = self.focusedCell(in: list) else { return false }
                self.move(cell, by: step)
                return true
            }
        }
    }

    /// Moves `cell`'s row one place up (-1) or down (1) in its section, if the data source
    /// takes the move (Alt+Up/Down, and the editing mode's arrows).
    func move(_ cell: TableViewCell, by step: Int) {
        let source = cell.indexPath
        let destination = IndexPath(row: source.row + step, section: source.section)
        guard destination.row >= 0, destination.row < rows.count(of: source.section) else { return }
        if dataSource?.tableView(table, moveRowAt: source, to: destination) == true {
            moveRow(at: source, to: destination)
        }
    }
}
