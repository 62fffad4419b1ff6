internal import CGtk
import FoundationEssentials

/// The window of built items: those within about a screen of the view (and the item Tab enters
/// at) have cells; the rest are only places in the layout. As the view scrolls, cells leaving
/// the window go to the reuse pool and the data source fills cells for those entering it.
///
/// The items in view are built at once; those in the screen above and below it are built when
/// the main loop is idle, after the frame is drawn — as UIKit prefetches — so a collection
/// opens, and a jump lands, at the cost of one screen of cells rather than three.
extension CollectionView {
    /// Follows the view's scroll position and size (the width decides the columns).
    func watchView() {
        scrolling.watch(scroller, horizontally: true) { [weak self] in self?.scheduleWindowUpdate() }
    }

    /// Updates the window soon: after the present event or layout, before the next frame is
    /// drawn (GTK draws at a lower priority than the main loop's timeouts).
    func scheduleWindowUpdate() {
        following.windowUpdate.schedule { [weak self] in self?.updateWindow() }
    }

    /// The collection's layout figures changed: every built item is placed again.
    func layoutDidChange() {
        following.needPlacement()
        scheduleWindowUpdate()
    }

    /// The data source changed: it is asked again at the next update.
    func setNeedsReload() {
        items.setNeedsReload()
        scheduleWindowUpdate()
    }

    /// Asks the data source for its counts if it has not been asked since it changed; the cells
    /// built for the old counts go to the reuse pool.
    func reloadIfNeeded() {
        guard needsReload else { return }
        for key in items.supplementaryViews.keys { recycleSupplementaryView(at: key) }
        let hadFocus = containsFocus
        let old = items.reload(counts: countItems())
        updateWindow()
        if hadFocus, let current { focusItem(at: current) }
        for cell in old { recycle(cell) }
    }

    /// The data source's counts, section by section.
    func countItems() -> [Int] {
        guard let dataSource else { return [] }
        let sections = Swift.max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// The last item of the collection, if it has any.
    var lastItem: IndexPath? { items.lastItem }

    /// Builds the items in view (and, `includingMargin`, those within a screen of it) and drops
    /// those further away, places them all if the layout changed, and sizes the content.
    func updateWindow(includingMargin: Bool = false) {
        following.windowUpdate.cancel()
        reloadIfNeeded()
        updateEmptyState()
        let width = viewWidth
        guard width > 0 else { return }
        following.viewWidth(width)
        let geometry = geometry
        canvas.setMinimumSize(height: Int(geometry.contentHeight.rounded(.up)))
        let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque)
        if scrolling.pendingScroll != nil, let adjustment, gtk_adjustment_get_page_size(adjustment) > 0,
            let pending = scrolling.takeScroll()
        {
            scroll(adjustment, toShow: pending.indexPath, at: pending.position, in: geometry)
        }
        let page = adjustment.map { gtk_adjustment_get_page_size($0) } ?? 0
        let value = adjustment.map { gtk_adjustment_get_value($0) } ?? 0
        let visible = page > 0 ? page : 800
        let margin = Swift.max(visible, 300)
        let near = geometry.indexPaths(from: value - margin, to: value + visible + margin)
        let wanted = includingMargin ? near : geometry.indexPaths(from: value, to: value + visible)
        if current == nil || !isItem(current!) { items.makeCurrent(wanted.first) }
        let keep = Set(near).union(current.map { [$0] } ?? [])
        for path in cells.keys where !keep.contains(path) {
            if let cell = items.unbuild(path) { recycle(cell) }
        }
        let total = geometry.total
        for path in wanted + (current.map { [$0] } ?? []) where cells[path] == nil {
            let cell = makeCell(at: path, total: total)
            items.built(cell, at: path)
            gtk_fixed_put(canvas.pointer(), cell.widget, 0, 0)
            place(cell, at: path, in: geometry)
            delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        }
        if following.needsPlacement {
            for (path, cell) in cells { place(cell, at: path, in: geometry) }
        }
        updateSupplementaryViews(in: geometry, from: value - margin, to: value + visible + margin)
        following.placed()
        if let focus = following.takeFocus() {
            focusItem(at: focus)
        }
        updateCanvasFocusability()
        if !includingMargin, !following.isMarginBuildScheduled, near.contains(where: { cells[$0] == nil }) {
            // Low priority: after GTK's layout and drawing of the frame these cells are not in.
            following.scheduleMarginBuild(
                MainLoop.whileIdle { [weak self] in
                    self?.updateWindow(includingMargin: true)
                    return false
                })
        }
    }

    /// A cell for the item at `indexPath`, filled by the data source.
    func makeCell(at indexPath: IndexPath, total: Int) -> CollectionViewCell {
        let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) ?? CollectionViewCell()
        cell.indexPath = indexPath
        if cell.collectionView !== self {
            cell.collectionView = self
            wire(cell)
        }
        cell.isSelected = items.selection.contains(indexPath)
        gtk_widget_set_can_focus(cell.widget, (indexPath == current).gboolean)
        cell.isFocusable = true
        cell.positionText = positionText(of: indexPath, total: total)
        return cell
    }

    /// "3 of 120": the item's place among all the items, for screen readers.
    func positionText(of indexPath: IndexPath, total: Int) -> String {
        gettextString(format: "%1$@ of %2$@", String(geometry.flat(indexPath) + 1), String(total))
    }

    /// Puts `cell` where the layout places the item at `indexPath` (mirrored right to left).
    func place(_ cell: CollectionReusableView, at indexPath: IndexPath, in geometry: FlowLayoutGeometry) {
        place(cell, frame: geometry.frame(of: indexPath), in: geometry)
    }

    /// Puts `view` at `frame`, mirrored in a right-to-left language, and sizes it.
    func place(_ view: CollectionReusableView, frame: Rect, in geometry: FlowLayoutGeometry) {
        let rightToLeft = gtk_widget_get_direction(canvas.widget) == GTK_TEXT_DIR_RTL
        let x = rightToLeft ? geometry.width - frame.maxX : frame.minX
        view.setMinimumSize(width: Int(frame.size.width), height: Int(frame.size.height))
        gtk_fixed_move(canvas.pointer(), view.widget, x, frame.minY)
        // UIKit's `frame` of a cell is its layout attributes' frame: known now, not at the next
        // layout.
        view.constraintState.assign(frame: Rect(x: x, y: frame.minY, width: frame.size.width, height: frame.size.height))
    }

    /// Takes `cell` off the canvas into the reuse pool.
    func recycle(_ cell: CollectionViewCell) {
        gtk_fixed_remove(canvas.pointer(), cell.widget)
        AccessibleRegistration.forget(cell.widget)
        guard let identifier = cell.reuseIdentifier else { return }
        cellRegistry.enqueue(cell, under: identifier)
    }

    /// Shows the empty-state view instead of the items while there are none.
    func updateEmptyState() {
        let isEmpty = !needsReload && counts.allSatisfy { $0 == 0 }
        emptyStateView?.isVisible = isEmpty && emptyStateView != nil
        scroller.isVisible = !(isEmpty && emptyStateView != nil)
    }

    /// Says each built item's place again (after items came or went).
    func updatePositionTexts() {
        let total = counts.reduce(0, +)
        for (path, cell) in cells { cell.positionText = positionText(of: path, total: total) }
    }
}
