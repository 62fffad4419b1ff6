internal import CGtk
import FoundationEssentials

/// The window of built rows (see `TableRowWindow`): a table builds the rows in and near its view
/// and stands in for the others with empty space of the estimated row height, so a list of a
/// million rows costs what one screen costs, and its scrollbar spans the whole list from the
/// start. As the view scrolls, rows leaving the window go to the reuse pool and rows entering it
/// are built (`TableViewController+Reuse.swift`); the row at the top of the view stays exactly
/// where it is, whatever the real heights of the rows that came and went above it.
extension TableViewController {
    /// The sections' row counts as one flat list.
    var rowWindow: TableRowWindow { TableRowWindow(counts: rowCounts) }

    /// The flat rows built now (one contiguous range, across sections).
    package var builtRows: Range<Int> {
        let layout = rowWindow
        var lower: Int?
        var upper = 0
        for section in cells.indices where !cells[section].isEmpty {
            let first = layout.start(of: section) + firstBuiltRow[section]
            lower = lower ?? first
            upper = first + cells[section].count
        }
        guard let lower else { return 0..<0 }
        return lower..<upper
    }

    /// The estimate every unbuilt row stands in with: ``estimatedRowHeight``, or the measured
    /// mean of the first rows built.
    var rowHeight: Double { estimatedRowHeight ?? measuredRowHeight ?? 52 }

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
        for section in cells.indices {
            let list = sectionViews[section].list
            let base = layout.start(of: section)
            let wanted = layout.rows(of: section, in: target)
            var first = firstBuiltRow[section]
            if wanted.isEmpty || !wanted.overlaps(first..<(first + cells[section].count)) {
                for cell in cells[section] {
                    changes.append((base + cell.indexPath.row, estimate - height(of: cell)))
                    recycle(cell, from: list)
                }
                cells[section] = []
                first = wanted.lowerBound
            }
            while first < wanted.lowerBound, let cell = cells[section].first {
                changes.append((base + first, estimate - height(of: cell)))
                recycle(cell, from: list)
                cells[section].removeFirst()
                first += 1
            }
            while first + cells[section].count > wanted.upperBound, let cell = cells[section].last {
                changes.append((base + cell.indexPath.row, estimate - height(of: cell)))
                recycle(cell, from: list)
                cells[section].removeLast()
            }
            let above = (wanted.lowerBound..<first).map { makeCell(at: IndexPath(row: $0, section: section)) }
            insertAbove(above, into: list)
            cells[section].insert(contentsOf: above, at: 0)
            for cell in above { changes.append((base + cell.indexPath.row, measuredHeight(of: cell) - estimate)) }
            first = Swift.min(first, wanted.lowerBound)
            for row in (first + cells[section].count)..<wanted.upperBound {
                let cell = makeCell(at: IndexPath(row: row, section: section))
                insert(cell, into: list, at: nil)
                cells[section].append(cell)
                changes.append((base + row, measuredHeight(of: cell) - estimate))
            }
            // A section with nothing built stands above the window (all its rows in the space
            // above) or below it (all in the space below).
            if !changes.isEmpty { layoutIsStale = true }
            firstBuiltRow[section] =
                wanted.isEmpty ? (target.lowerBound >= base + rowCounts[section] ? rowCounts[section] : 0) : wanted.lowerBound
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
        let above = firstBuiltRow[section]
        let below = rowCounts[section] - above - cells[section].count
        view.spaceAbove.setMinimumSize(height: Int((Double(above) * rowHeight).rounded()))
        view.spaceBelow.setMinimumSize(height: Int((Double(below) * rowHeight).rounded()))
        view.list.isVisible = !cells[section].isEmpty
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
        guard isViewLoaded, let focus = view.focusInRoot,
            let cell = cells.joined().first(where: { $0.contains(focus) })
        else { return nil }
        return rowWindow.flat(cell.indexPath)
    }

    // MARK: Heights and positions

    /// A built row's height: as laid out, or measured when it has not been laid out yet.
    func height(of cell: TableViewCell) -> Double {
        let allocated = laidOutHeight(of: cell.widget)
        return allocated > 0 ? allocated : measuredHeight(of: cell)
    }

    /// The height `widget` was laid out at, border and padding included
    /// (`gtk_widget_get_height` leaves them out); 0 before layout.
    func laidOutHeight(of widget: UnsafeMutablePointer<GtkWidget>) -> Double {
        var bounds = graphene_rect_t()
        guard Bool(gboolean: gtk_widget_compute_bounds(widget, widget, &bounds)) else { return 0 }
        return Double(bounds.size.height)
    }

    /// The height the list will give `cell`: GtkListBox gives a row its minimum height for the
    /// list's width (at no width, the height can differ by a few pixels: a label's lines).
    func measuredHeight(of cell: TableViewCell) -> Double {
        var minimum: Int32 = 0
        gtk_widget_measure(cell.widget, GTK_ORIENTATION_VERTICAL, rowWidth, &minimum, nil, nil, nil)
        return Double(minimum)
    }

    /// The width rows are laid out at, from a laid-out row; -1 (any) before the first layout.
    private var rowWidth: Int32 {
        for cell in cells.joined() {
            let width = gtk_widget_get_width(cell.widget) // what the list measures a row at
            if width > 0, gtk_widget_get_parent(cell.widget) != nil { return width }
        }
        return -1
    }

    /// The top of `widget` in the scrolled content (the scroll position's coordinates: the
    /// sections box's margin included), as last laid out; nil before layout.
    private func contentY(of widget: UnsafeMutablePointer<GtkWidget>) -> Double? {
        var bounds = graphene_rect_t()
        guard Bool(gboolean: gtk_widget_compute_bounds(widget, sectionsBox.widget, &bounds)) else { return nil }
        return Double(bounds.origin.y) + Double(gtk_widget_get_margin_top(sectionsBox.widget))
    }

    /// The flat row at height `y` of the scrolled content: exact for built rows, estimated for
    /// the others; nil before layout or with no rows.
    func flatRow(atContentY y: Double) -> Int? {
        let layout = rowWindow
        let sections = rowCounts.indices.filter { rowCounts[$0] > 0 }
        for section in sections {
            let view = sectionViews[section]
            guard let top = contentY(of: view.box.widget) else { return nil }
            let bottom = top + laidOutHeight(of: view.box.widget)
            if y >= bottom, section != sections.last { continue }
            let above = Double(firstBuiltRow[section]) * rowHeight
            var row: Int
            if y < top + above {
                row = Int((y - top) / rowHeight)
            } else if !cells[section].isEmpty, let listTop = contentY(of: view.list.widget),
                y < listTop + laidOutHeight(of: view.list.widget)
            {
                let hit = gtk_list_box_get_row_at_y(view.list.opaque, Int32(y - listTop))
                let cell = hit.flatMap { Object.wrapper(of: UnsafeMutableRawPointer($0)) as? TableViewCell }
                row = cell?.indexPath.row ?? firstBuiltRow[section]
            } else {
                let listHeight = cells[section].isEmpty ? 0 : laidOutHeight(of: view.list.widget)
                row = firstBuiltRow[section] + cells[section].count + Int((y - top - above - listHeight) / rowHeight)
            }
            row = Swift.min(Swift.max(row, 0), rowCounts[section] - 1)
            return layout.start(of: section) + row
        }
        return nil
    }

    /// The top of flat row `flat` in the scrolled content (estimated for an unbuilt row), as last
    /// laid out; nil before layout.
    func contentY(ofFlat flat: Int) -> Double? {
        guard let indexPath = rowWindow.indexPath(ofFlat: flat) else { return nil }
        let section = indexPath.section
        let view = sectionViews[section]
        if let cell = cellForRow(at: indexPath) { return contentY(of: cell.widget) }
        guard let top = contentY(of: view.box.widget) else { return nil }
        let first = firstBuiltRow[section]
        if indexPath.row < first { return top + Double(indexPath.row) * rowHeight }
        let listHeight = cells[section].isEmpty ? 0 : laidOutHeight(of: view.list.widget)
        return top + Double(first) * rowHeight + listHeight + Double(indexPath.row - first - cells[section].count) * rowHeight
    }

    // MARK: Following the view

    var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment>? { gtk_scrolled_window_get_vadjustment(scroller.opaque) }

    /// Rows on one screen, by the estimate (at least one).
    var rowsPerPage: Int {
        let page = verticalAdjustment.map { gtk_adjustment_get_page_size($0) } ?? 0
        return Swift.max(1, Int(page / rowHeight))
    }

    /// Rows built beyond the visible ones on each side: about a screen.
    var windowMargin: Int { Swift.max(rowsPerPage + 4, minimumWindowMargin) }

    /// Watches the scroll position and the content's size; the window follows them once the
    /// frame that shows them has been laid out (positions before layout are stale).
    func watchScrolling() {
        guard scrollWatcher == nil, let adjustment = verticalAdjustment else { return }
        let watcher = Object(UnsafeMutableRawPointer(adjustment), ownership: .none)
        for signal in ["value-changed", "changed"] {
            _ = watcher.connect(signal) { [weak self] () -> Void in
                guard let self, !self.isRepositioning else { return }
                self.applyPendingScrollOffset()
                self.scheduleWindowUpdate()
            }
        }
        scrollWatcher = watcher
        _ = scroller.connect("map") { [weak self] () -> Void in self?.followFrames() }
        _ = scroller.connect("unmap") { [weak self] () -> Void in self?.stopFollowingFrames() }
    }

    /// Checks the window after the next frame is laid out (at once when nothing is shown).
    func scheduleWindowUpdate() {
        guard frameWatcher != nil else { return updateWindowForScrollPosition() }
        windowUpdatePending = true
        gtk_widget_queue_draw(scroller.widget)
    }

    private func followFrames() {
        guard frameWatcher == nil, let clock = gtk_widget_get_frame_clock(scroller.widget) else { return }
        let watcher = Object(UnsafeMutableRawPointer(clock), ownership: .none)
        frameWatcherHandler = watcher.connect("after-paint") { [weak self] () -> Void in
            guard let self else { return }
            self.layoutIsStale = false
            if self.focusRevealPending {
                self.focusRevealPending = false
                self.revealFocusedRow()
            }
            guard self.windowUpdatePending else { return }
            self.windowUpdatePending = false
            self.updateWindowForScrollPosition()
        }
        frameWatcher = watcher
        scheduleWindowUpdate()
    }

    private func stopFollowingFrames() {
        if let frameWatcher, let handler = frameWatcherHandler { frameWatcher.disconnect(handler) }
        frameWatcher = nil
        frameWatcherHandler = nil
    }

    /// Moves the window when the view (or the focused row) nears its edge, keeping the row at the
    /// top of the view in place. A focused row up to ``maximumFocusDistance`` rows away stays
    /// built; one further away (the view was scrolled far off with the mouse) gives the focus to
    /// the first row in view.
    func updateWindowForScrollPosition() {
        guard let adjustment = verticalAdjustment, numberOfRows > 0 else { return }
        let page = gtk_adjustment_get_page_size(adjustment)
        let value = gtk_adjustment_get_value(adjustment)
        guard page > 0, let top = flatRow(atContentY: value), let bottom = flatRow(atContentY: value + page - 1) else { return }
        var wanted = top...Swift.max(top, bottom)
        var refocus: Int?
        if let focused = focusedFlatRow {
            if Swift.abs(focused - top) <= maximumFocusDistance {
                wanted = Swift.min(focused, top)...Swift.max(focused, wanted.upperBound)
            } else if let middle = flatRow(atContentY: value + page / 2) {
                refocus = middle // wholly in view
            }
        }
        let layout = rowWindow
        guard layout.needsNewWindow(built: builtRows, visible: wanted, margin: windowMargin) else { return }
        let changes = setWindow(layout.window(around: wanted, margin: windowMargin), refocus: refocus)
        scroll(to: value + changes.filter { $0.flat < top }.reduce(0) { $0 + $1.delta }, changes: changes)
    }

    /// Sets the scroll position, after growing the content's extent by the changes (the view
    /// learns the real extent at its next layout; until then the position must not be clamped
    /// to the old one).
    func scroll(to value: Double, changes: [(flat: Int, delta: Double)]) {
        guard let adjustment = verticalAdjustment else { return }
        isRepositioning = true
        defer { isRepositioning = false }
        let page = gtk_adjustment_get_page_size(adjustment)
        let upper = gtk_adjustment_get_upper(adjustment) + changes.reduce(0) { $0 + $1.delta }
        gtk_adjustment_set_upper(adjustment, Swift.max(upper, value + page))
        gtk_adjustment_set_value(adjustment, Swift.max(0, value))
        windowUpdatePending = true
    }

    /// Focuses flat row `flat`, building a window around it first if it is not built, and
    /// scrolls just enough to show it (Home, End, Page Up/Down, and the arrows across the
    /// window's or a section's edge). False when there is no such row.
    @discardableResult
    func focusRow(flat: Int) -> Bool {
        let layout = rowWindow
        guard let indexPath = layout.indexPath(ofFlat: flat) else { return false }
        // Positions are known only as of the last layout; rows built since have none yet. Then
        // (keys pressed faster than frames) the row is shown once the next frame is laid out.
        let wasStale = layoutIsStale
        let oldY = wasStale ? nil : contentY(ofFlat: flat)
        var changes: [(flat: Int, delta: Double)] = []
        let built = builtRows
        if !built.contains(flat) || layout.needsNewWindow(built: built, visible: flat...flat, margin: windowMargin) {
            changes = setWindow(layout.window(around: flat...flat, margin: windowMargin))
        }
        guard let cell = cellForRow(at: indexPath), let adjustment = verticalAdjustment else { return false }
        let value = gtk_adjustment_get_value(adjustment)
        let page = gtk_adjustment_get_page_size(adjustment)
        isRepositioning = true
        let took = cell.grabFocus()
        isRepositioning = false
        guard let oldY, page > 0 else {
            focusRevealPending = true
            scheduleWindowUpdate()
            return took
        }
        let y = oldY + changes.filter { $0.flat < flat }.reduce(0) { $0 + $1.delta }
        scroll(to: scrollValue(showing: y, height: measuredHeight(of: cell), from: value, page: page), changes: changes)
        return took
    }

    /// The scroll position nearest `value` that shows the span from `y` of `height`.
    private func scrollValue(showing y: Double, height: Double, from value: Double, page: Double) -> Double {
        if y < value { return y }
        if y + height > value + page { return y + height - page }
        return value
    }

    /// Scrolls just enough to show the focused row, by its laid-out position.
    private func revealFocusedRow() {
        guard let flat = focusedFlatRow, let indexPath = rowWindow.indexPath(ofFlat: flat), let cell = cellForRow(at: indexPath),
            let adjustment = verticalAdjustment, let y = contentY(of: cell.widget)
        else { return }
        let value = gtk_adjustment_get_value(adjustment)
        let target = scrollValue(
            showing: y, height: laidOutHeight(of: cell.widget), from: value, page: gtk_adjustment_get_page_size(adjustment))
        if target != value { scroll(to: target, changes: []) }
    }

    /// Scrolls to a restored offset once the content reaches it (it has no size before layout).
    func applyPendingScrollOffset() {
        guard let offset = pendingScrollOffset, let adjustment = verticalAdjustment else { return }
        let page = gtk_adjustment_get_page_size(adjustment)
        guard page > 0, gtk_adjustment_get_upper(adjustment) >= offset + page else { return }
        pendingScrollOffset = nil
        gtk_adjustment_set_value(adjustment, offset)
    }
}
