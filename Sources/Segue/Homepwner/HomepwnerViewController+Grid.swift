import FoundationEssentials
import GtkKit
import SegueCore

/// "View as Grid / View as List": the same items as pictures in a collection view, with the
/// list's paths — a click, Return or Space opens the item, the picture's button shows it full
/// size (the same relay), Delete deletes it with Undo, Ctrl+F searches. The choice is kept in the
/// preferences, so the next launch shows what the user chose.
extension HomepwnerViewController: CollectionViewDataSource, CollectionViewDelegate {
    /// Makes the grid and the header's toggle, and shows the layout last chosen.
    func setUpGrid() {
        gridLayout.itemSize = HomepwnerGridCell.size
        gridLayout.minimumInteritemSpacing = 12
        gridLayout.minimumLineSpacing = 12
        gridLayout.sectionInset = EdgeInsets(top: 18, left: 18, bottom: 18, right: 18)
        grid.register(HomepwnerGridCell.self, forCellWithReuseIdentifier: HomepwnerGridCell.reuseIdentifier)
        grid.dataSource = self
        grid.delegate = self
        grid.accessibleListLabel = logic.title
        grid.emptyStateView = StatusPage(
            iconName: "camera-photo-symbolic", title: localized("No Items"), description: localized("Press + or Ctrl+N to add an item."))
        let keys = ShortcutController(global: false)
        keys.add("Delete") { [weak self] in
            guard let self, let path = self.grid.indexPathForFocusedItem, self.logic.items.indices.contains(path.item) else { return false }
            self.deleteItem(id: self.logic.items[path.item].id, showingBar: true)
            return true
        }
        grid.addController(keys)
        layoutButton.onClicked { [weak self] in
            guard let self else { return }
            self.switchLayout(to: self.showsGrid ? .list : .grid)
        }
        navigationItem.searchController?.resultsCollectionView = grid
    }

    /// Ctrl+1 shows the list and Ctrl+2 the grid (GNOME Files' keys), from anywhere in the window
    /// while the page is on screen, at any width.
    func installLayoutShortcuts() {
        let keys = ShortcutController(global: true)
        for (accelerator, layout) in [("<Control>1", AppPreferences.ItemLayout.list), ("<Control>2", .grid)] {
            keys.add(accelerator) { [weak self] in
                guard let self, self.view.isDrawable else { return false }
                self.switchLayout(to: layout)
                return true
            }
        }
        view.addController(keys)
    }

    /// Shows the items as `layout` and keeps the choice; the item focused in one view has the
    /// focus in the other (else the first item).
    func switchLayout(to layout: AppPreferences.ItemLayout) {
        let row = (showsGrid ? grid.indexPathForFocusedItem?.item : tableView.indexPathForFocusedRow?.row) ?? 0
        preferences.homepwnerLayout = layout
        guard logic.items.indices.contains(row) else { return }
        if showsGrid {
            grid.focusItem(at: IndexPath(item: row, section: 0))
        } else {
            _ = tableView.focusRow(at: IndexPath(row: row, section: 0))
        }
    }

    /// Whether the grid is shown (else the list).
    var showsGrid: Bool { preferences.homepwnerLayout == .grid }

    /// Shows the list or the grid, as the preference says, and names the toggle for the other.
    func showChosenLayout() {
        let grid = showsGrid
        tableView.isVisible = !grid
        self.grid.isVisible = grid
        if grid { self.grid.reloadData() }
        let label = grid ? localized("View as List") : localized("View as Grid")
        layoutButton.setIcon(grid ? "view-list-symbolic" : "view-grid-symbolic")
        layoutButton.accessibilityLabel = label
        layoutButton.tooltip = label + (grid ? " (Ctrl+1)" : " (Ctrl+2)")
    }

    /// Shows a change in the list's rows, and in the grid while it is shown; with
    /// `focusingInsertedRow`, an inserted item takes the focus in the view on screen.
    func applyToListAndGrid(_ change: ListChange, focusingInsertedRow: Bool = false) {
        apply(change, focusingInsertedRow: focusingInsertedRow)
        mirror(change, focusingInsertedRow: focusingInsertedRow)
    }

    /// Mirrors a change in the list's rows in the grid, while it is shown (a hidden grid is
    /// reloaded when it is shown again).
    func mirror(_ change: ListChange, focusingInsertedRow: Bool) {
        guard showsGrid else { return }
        switch change {
        case .none: break
        case .updated(let row): grid.reloadItems(at: [IndexPath(item: row, section: 0)])
        case .inserted(let row): grid.insertItems(at: [IndexPath(item: row, section: 0)])
        case .removed(let row): grid.deleteItems(at: [IndexPath(item: row, section: 0)])
        case .moved(let from, let to): grid.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
        case .reloaded: grid.reloadData()
        }
        if focusingInsertedRow, case .inserted(let row) = change { grid.focusItem(at: IndexPath(item: row, section: 0)) }
    }

    // MARK: Items

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { logic.items.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: HomepwnerGridCell.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? HomepwnerGridCell, logic.items.indices.contains(indexPath.item) else { return dequeued }
        fill(cell, forRow: indexPath.item, thumbnailSide: HomepwnerGridCell.pictureSide)
        return cell
    }

    /// Opens the item, as a row's activation does; the tile is not left drawn selected.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        tableView(tableView, didSelectRowAt: IndexPath(row: indexPath.item, section: 0))
    }
}
