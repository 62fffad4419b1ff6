internal import CGtk
import FoundationEssentials

extension TableViewController {
    /// Moves a row within its section: call it after the data has moved. Rows between the two
    /// places shift by one; keyboard focus follows the moved row.
    ///
    /// Unlike UIKit, the moved row is a new cell from the data source, not the same one: a GTK 4.8
    /// row taken out of its list and put back stays out of the accessibility tree (its accessible
    /// is unregistered on removal and never registered again), so a screen reader lost it.
    public func moveRow(at source: IndexPath, to destination: IndexPath) {
        guard isViewLoaded, source.section == destination.section, source != destination else { return }
        loadCellForRow(at: source.row > destination.row ? source : destination) // both ends built
        let section = source.section
        guard cells.indices.contains(section), cells[section].indices.contains(source.row),
            cells[section].indices.contains(destination.row)
        else { return }
        let old = cells[section][source.row]
        let hadFocus = old.containsFocus
        let list = sectionViews[section].list
        list.remove(old)
        cells[section].remove(at: source.row)
        let cell = makeCell(at: destination)
        insert(cell, into: list, at: destination.row)
        cells[section].insert(cell, at: destination.row)
        for row in min(source.row, destination.row)...max(source.row, destination.row) {
            cells[section][row].indexPath = IndexPath(row: row, section: section)
        }
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
        guard destination.row >= 0, destination.row < rowCounts[source.section] else { return }
        if dataSource?.tableView(self, moveRowAt: source, to: destination) == true {
            moveRow(at: source, to: destination)
        }
    }
}
