internal import CGtk
import FoundationEssentials

extension TableViewController {
    /// Inserts rows the data source now reports, at the given index paths (ascending). A row
    /// inside the rows built so far (or at the end of a fully built section) gets its cell now;
    /// one further down is built when the view reaches it.
    public func insertRows(at indexPaths: [IndexPath]) {
        guard isViewLoaded else { return }
        for indexPath in indexPaths.sorted(by: { $0.row < $1.row }) {
            let section = indexPath.section
            let wasComplete = cells[section].count == rowCounts[section]
            rowCounts[section] += 1
            guard indexPath.row < cells[section].count || (wasComplete && indexPath.row == cells[section].count) else { continue }
            let cell = makeCell(at: indexPath)
            insert(cell, into: sectionViews[section].list, at: indexPath.row)
            cells[section].insert(cell, at: indexPath.row)
            renumber(section: section, from: indexPath.row + 1)
        }
        updateSectionVisibility()
        updateEmptyState()
        buildMoreIfNearEnd()
    }

    /// Removes rows the data source no longer reports. Focus moves to the row that takes the
    /// deleted row's place (or the one before it), so keyboard users keep their position.
    public func deleteRows(at indexPaths: [IndexPath]) {
        guard isViewLoaded else { return }
        for indexPath in indexPaths.sorted(by: { $0.row > $1.row }) where rowCounts.indices.contains(indexPath.section) {
            let section = indexPath.section
            guard indexPath.row < rowCounts[section] else { continue }
            rowCounts[section] -= 1
            guard cellExists(at: indexPath) else { continue } // not built yet: only the count changes
            let old = cells[section][indexPath.row]
            let hadFocus = old.contains(old.focusInRoot)
            sectionViews[section].list.remove(old)
            cells[section].remove(at: indexPath.row)
            renumber(section: section, from: indexPath.row)
            if hadFocus, rowCounts[section] > 0 {
                loadCellForRow(at: IndexPath(row: Swift.min(indexPath.row, rowCounts[section] - 1), section: section))?.grabFocus()
            }
        }
        updateSectionVisibility()
        updateEmptyState()
        buildMoreIfNearEnd()
    }

    private func renumber(section: Int, from row: Int) {
        for index in row..<cells[section].count { cells[section][index].indexPath = IndexPath(row: index, section: section) }
    }

    /// Delete removes the focused row (only when ``allowsDeletion`` is on and the delegate
    /// deletes); the Menu key, Shift+F10 and a right click open its context menu, when it has
    /// actions (``RowAction``) or can be deleted.
    func installEditingControls(on list: ListBox) {
        let keys = ShortcutController(global: false)
        keys.add("Delete") { [weak self, weak list] in
            guard let self, let list, let cell = self.focusedCell(in: list) else { return false }
            return self.requestDeletion(of: cell)
        }
        for accelerator in ["Menu", "<Shift>F10"] {
            keys.add(accelerator) { [weak self, weak list] in
                guard let self, let list, let cell = self.focusedCell(in: list) else { return false }
                return self.showContextMenu(for: cell)
            }
        }
        installReorderingKeys(in: keys, for: list)
        list.addController(keys)
        list.addController(
            GestureClick(
                button: 3,
                onPressed: { [weak self, weak list] _, y in
                    guard let self, let list, let row = gtk_list_box_get_row_at_y(list.opaque, Int32(y)),
                        let cell = Object.wrapper(of: UnsafeMutableRawPointer(row)) as? TableViewCell
                    else { return }
                    _ = self.showContextMenu(for: cell)
                }))
    }

    func focusedCell(in list: ListBox) -> TableViewCell? {
        guard let focus = list.focusInRoot else { return nil }
        return cells.joined().first { $0.contains(focus) && list.contains($0.widget) }
    }

    @discardableResult
    func requestDeletion(of cell: TableViewCell) -> Bool {
        guard allowsDeletion, let delegate else { return false }
        delegate.tableView(self, commitDeletionForRowAt: cell.indexPath)
        return true
    }

    /// Opens `cell`'s context menu: the delegate's leading and trailing actions for it, then
    /// Delete when deletion is allowed. Nothing to offer: no menu, and the key goes on.
    func showContextMenu(for cell: TableViewCell) -> Bool {
        guard let section = sectionViews.indices.first(where: { sectionViews[$0].list.contains(cell.widget) }) else { return false }
        let indexPath = cell.indexPath
        let rowActions =
            (delegate?.tableView(self, leadingActionsForRowAt: indexPath) ?? [])
            + (delegate?.tableView(self, trailingActionsForRowAt: indexPath) ?? [])
        var actions = rowActions.map { action in
            (
                title: action.title, iconName: action.iconName, destructive: action.style == .destructive,
                run: { @MainActor [weak cell] in if let cell { action.handler(cell.indexPath) } }
            )
        }
        if allowsDeletion, delegate != nil {
            actions.append(
                (
                    title: gettextString("_Delete"), iconName: nil, destructive: true,
                    run: { @MainActor [weak self, weak cell] in
                        guard let self, let cell else { return }
                        self.requestDeletion(of: cell)
                    }
                ))
        }
        guard !actions.isEmpty else { return false }
        let menu = contextMenu ?? TableContextMenu()
        contextMenu = menu
        menu.show(actions, for: cell, in: sectionViews[section].list)
        return true
    }
}
