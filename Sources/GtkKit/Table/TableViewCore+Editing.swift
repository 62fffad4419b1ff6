internal import CGtk
import FoundationEssentials

extension TableViewCore {
    /// Inserts rows the data source now reports, at the given index paths. A row inside the
    /// window of built rows (or just after it, or into an empty table) gets its cell now; one
    /// outside it only changes the count, and is built when the view reaches it.
    func insertRows(at indexPaths: [IndexPath]) {
        guard !needsReload else { return }
        for indexPath in indexPaths.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) })
        where rowCounts.indices.contains(indexPath.section) {
            let section = indexPath.section
            let built = builtRows
            let flat = rowWindow.flat(indexPath)
            rowCounts[section] += 1
            let index = indexPath.row - firstBuiltRow[section]
            if built.isEmpty || (built.lowerBound...built.upperBound).contains(flat) {
                if cells[section].isEmpty { firstBuiltRow[section] = indexPath.row }
                let cell = makeCell(at: indexPath)
                let position = Swift.max(0, Swift.min(index, cells[section].count))
                insert(cell, into: sectionViews[section].list, at: position == cells[section].count ? nil : position)
                cells[section].insert(cell, at: position)
            } else if flat < built.lowerBound, indexPath.row <= firstBuiltRow[section] {
                firstBuiltRow[section] += 1
            }
            renumber(section: section)
            updateSpaces(of: section)
        }
        updateEmptyState()
        scheduleWindowUpdate()
    }

    /// Removes rows the data source no longer reports. Focus moves to the row that takes the
    /// deleted row's place (or the one before it), so keyboard users keep their position.
    func deleteRows(at indexPaths: [IndexPath]) {
        guard !needsReload else { return }
        for indexPath in indexPaths.sorted(by: { ($0.section, $0.row) > ($1.section, $1.row) })
        where rowCounts.indices.contains(indexPath.section) {
            let section = indexPath.section
            guard indexPath.row >= 0, indexPath.row < rowCounts[section] else { continue }
            rowCounts[section] -= 1
            if indexPath.row < firstBuiltRow[section] {
                firstBuiltRow[section] -= 1 // above the window: the built rows move up one
            } else if let old = cellForRow(at: indexPath) {
                let hadFocus = old.contains(old.focusInRoot)
                cells[section].remove(at: indexPath.row - firstBuiltRow[section])
                recycle(old, from: sectionViews[section].list)
                if hadFocus, rowCounts[section] > 0 {
                    focusRow(at: IndexPath(row: Swift.min(indexPath.row, rowCounts[section] - 1), section: section))
                }
            }
            renumber(section: section)
            updateSpaces(of: section)
        }
        updateEmptyState()
        scheduleWindowUpdate()
    }

    /// Gives `section`'s built cells their index paths again, after rows came or went.
    func renumber(section: Int) {
        for (index, cell) in cells[section].enumerated() {
            cell.indexPath = IndexPath(row: firstBuiltRow[section] + index, section: section)
        }
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
        delegate.tableView(table, commitDeletionForRowAt: cell.indexPath)
        return true
    }

    /// Opens `cell`'s context menu: the delegate's leading and trailing actions for it, then
    /// Delete when deletion is allowed. Nothing to offer: no menu, and the key goes on.
    func showContextMenu(for cell: TableViewCell) -> Bool {
        guard let section = sectionViews.indices.first(where: { sectionViews[$0].list.contains(cell.widget) }) else { return false }
        let indexPath = cell.indexPath
        let rowActions =
            (delegate?.tableView(table, leadingActionsForRowAt: indexPath) ?? [])
            + (delegate?.tableView(table, trailingActionsForRowAt: indexPath) ?? [])
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
