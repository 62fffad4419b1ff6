internal import CGtk
import FoundationEssentials

extension TableViewCore {
    /// Inserts rows the data source now reports, at the given index paths. A row inside the
    /// window of built rows (or just after it, or into an empty table) gets its cell now; one
    /// outside it only changes the count, and is built when the view reaches it.
    func insertRows(at indexPaths: [IndexPath], checked: Bool = true) {
        if batches.record({ $0.inserts += indexPaths }) { return }
        guard !needsReload, !checked || matchesDataSource(after: "insertRows(at:)", inserting: indexPaths) else { return }
        selectionFollows(BatchUpdateMap(insertions: indexPaths))
        for indexPath in indexPaths.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) })
        where rows.sectionIndices.contains(indexPath.section) {
            let section = indexPath.section
            if let position = rows.rowInserted(at: indexPath) {
                let cell = makeCell(at: indexPath)
                let builtCount = rows.cells(in: section).count
                insert(cell, into: sectionViews[section].list, at: position == builtCount ? nil : position)
                rows.insertBuilt(cell, at: position, in: section)
            }
            renumber(section: section)
            updateSpaces(of: section)
        }
        updateEmptyState()
        scheduleWindowUpdate()
    }

    /// Removes rows the data source no longer reports. Focus moves to the row that takes the
    /// deleted row's place (or the one before it), so keyboard users keep their position.
    func deleteRows(at indexPaths: [IndexPath], checked: Bool = true) {
        if batches.record({ $0.deletes += indexPaths }) { return }
        guard !needsReload, !checked || matchesDataSource(after: "deleteRows(at:)", deleting: indexPaths) else { return }
        selectionFollows(BatchUpdateMap(deletions: indexPaths))
        for indexPath in indexPaths.sorted(by: { ($0.section, $0.row) > ($1.section, $1.row) })
        where rows.sectionIndices.contains(indexPath.section) {
            let section = indexPath.section
            guard rows.contains(indexPath) else { continue }
            // Above the window the built rows move up one; a built row's cell leaves.
            if let old = rows.rowDeleted(at: indexPath) {
                let hadFocus = old.contains(old.focusInRoot)
                if hadFocus { retire(old, from: sectionViews[section].list) } else { recycle(old, from: sectionViews[section].list) }
                if hadFocus, rows.count(of: section) > 0 {
                    focusRow(at: IndexPath(row: Swift.min(indexPath.row, rows.count(of: section) - 1), section: section))
                }
            }
            renumber(section: section)
            updateSpaces(of: section)
        }
        updateEmptyState()
        scheduleWindowUpdate()
    }

    /// Whether the data source's counts are the table's after the change: each section's rows
    /// plus those inserted, minus those deleted. UIKit raises an inconsistency exception when
    /// they are not; here the mismatch is logged as a GLib critical naming it, and the table
    /// reloads from the data source instead of removing or adding the wrong rows.
    func matchesDataSource(after call: String, inserting: [IndexPath] = [], deleting: [IndexPath] = []) -> Bool {
        guard let dataSource else { return true }
        let sections = dataSource.numberOfSections(in: table)
        var problem: String?
        if sections != rows.sectionCount {
            problem = "the data source has \(sections) sections, the table \(rows.sectionCount)"
        } else {
            for section in rows.sectionIndices {
                let expected =
                    rows.count(of: section) + Set(inserting.filter { $0.section == section }).count
                    - Set(deleting.filter { $0.section == section && $0.row >= 0 && $0.row < rows.count(of: section) }).count
                let actual = dataSource.tableView(table, numberOfRowsInSection: section)
                if actual != expected {
                    problem =
                        "section \(section) had \(rows.count(of: section)) rows and should have \(expected) after it, "
                        + "but the data source has \(actual)"
                    break
                }
            }
        }
        guard let problem else { return true }
        logProgrammingError("TableView.\(call): \(problem); reloading the table from the data source")
        reloadData()
        return false
    }

    /// Gives `section`'s built cells their index paths again, after rows came or went.
    func renumber(section: Int) {
        for (index, cell) in rows.cells(in: section).enumerated() {
            cell.indexPath = IndexPath(row: rows.firstBuilt(in: section) + index, section: section)
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
                    _ = self.showContextMenu(for: cell, at: list.convert(Point(x: 0, y: y), to: self.table))
                }))
    }

    func focusedCell(in list: ListBox) -> TableViewCell? {
        guard let focus = list.focusInRoot else { return nil }
        return rows.allCells.first { $0.contains(focus) && list.contains($0.widget) }
    }

    @discardableResult
    func requestDeletion(of cell: TableViewCell) -> Bool {
        guard allowsDeletion, let delegate else { return false }
        let doomed = rowsToDelete(at: cell.indexPath)
        if doomed.count > 1 {
            delegate.tableView(table, commitDeletionForRowsAt: doomed)
        } else {
            delegate.tableView(table, commitDeletionForRowAt: cell.indexPath)
        }
        return true
    }

    /// Opens `cell`'s context menu: the delegate's configuration's actions when it gives one
    /// (`point`: where a right click was, in the table), else its leading and trailing actions
    /// for the row, then Delete when deletion is allowed. Nothing to offer: no menu, and the key
    /// goes on.
    func showContextMenu(for cell: TableViewCell, at point: Point? = nil) -> Bool {
        guard let section = sectionViews.indices.first(where: { sectionViews[$0].list.contains(cell.widget) }) else { return false }
        let indexPath = cell.indexPath
        let at = point ?? cell.convert(Point(x: cell.bounds.width / 2, y: cell.bounds.height / 2), to: table)
        if let configuration = delegate?.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: at) {
            let actions = configuration.actions().map { action in
                (
                    title: action.title, iconName: action.image, destructive: action.attributes.contains(.destructive),
                    run: { @MainActor in action.perform() }
                )
            }
            guard !actions.isEmpty else { return false }
            let menu = contextMenu
            menu.show(actions, for: cell, in: sectionViews[section].list)
            return true
        }
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
        let menu = contextMenu
        menu.show(actions, for: cell, in: sectionViews[section].list)
        return true
    }
}
