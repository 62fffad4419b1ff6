internal import CGtk
import FoundationEssentials

extension TableViewController {
    /// Builds up to `count` more rows, in order: a section's rows are built only once every row of
    /// the sections above it is, so scrolling never reaches a later section past a gap.
    func buildRows(count: Int) {
        var budget = count
        for section in cells.indices where budget > 0 {
            let list = sectionViews[section].list
            while budget > 0, cells[section].count < rowCounts[section] {
                let cell = makeCell(at: IndexPath(row: cells[section].count, section: section))
                insert(cell, into: list, at: nil)
                cells[section].append(cell)
                budget -= 1
            }
            if cells[section].count < rowCounts[section] { break }
        }
        updateSectionVisibility()
    }

    /// A section (heading and rows) shows once every section above it is complete.
    func updateSectionVisibility() {
        var reached = true
        for section in sectionViews.indices {
            sectionViews[section].list.isVisible = reached
            sectionViews[section].heading?.isVisible = reached
            reached = reached && cells[section].count == rowCounts[section]
        }
    }

    /// Builds more rows whenever the view scrolls, or its content changes size, near the end.
    func watchScrolling() {
        guard scrollWatcher == nil, let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque) else { return }
        let watcher = Object(UnsafeMutableRawPointer(adjustment), ownership: .none)
        for signal in ["value-changed", "changed"] {
            _ = watcher.connect(signal) { [weak self] () -> Void in
                self?.applyPendingScrollOffset()
                self?.buildMoreIfNearEnd()
            }
        }
        scrollWatcher = watcher
    }

    /// Whether the view is within a few screens of the last built row — or not laid out yet (a
    /// table never shown builds everything, in idle time, as before it had a size).
    var isNearEndOfBuiltRows: Bool {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque) else { return true }
        let page = gtk_adjustment_get_page_size(adjustment)
        guard page > 0 else { return true }
        return gtk_adjustment_get_value(adjustment) + 3 * page >= gtk_adjustment_get_upper(adjustment)
    }

    /// Scrolls to a restored offset once the content reaches it (it has no size before layout).
    func applyPendingScrollOffset() {
        guard let offset = pendingScrollOffset, let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque) else { return }
        let page = gtk_adjustment_get_page_size(adjustment)
        guard page > 0, gtk_adjustment_get_upper(adjustment) >= offset + page else { return }
        pendingScrollOffset = nil
        gtk_adjustment_set_value(adjustment, offset)
    }

    /// Starts building in idle time, batch by batch, while the view is near the end.
    func buildMoreIfNearEnd() {
        guard hasUnbuiltRows, idleBuilder?.isScheduled != true, isNearEndOfBuiltRows else { return }
        idleBuilder = MainLoop.whileIdle { [weak self] in
            guard let self else { return false }
            self.buildRows(count: self.idleBatchSize)
            return self.hasUnbuiltRows && self.isNearEndOfBuiltRows
        }
    }

    /// Down from the last built row builds the next batch and moves on to it (the keyboard can
    /// outrun the idle builder); false when the section has no more rows.
    func continueIntoUnbuiltRows(of section: Int) -> Bool {
        let next = cells[section].count
        guard next < rowCounts[section] else { return false }
        buildRows(count: idleBatchSize)
        return cells[section].indices.contains(next) && cells[section][next].grabFocus()
    }

    /// End (and Ctrl+End) go to the real last row: every row is built first. GtkListBox's
    /// `move-cursor` handler then moves to it. Costs what the list costs, once.
    func buildAllRowsOnEnd(of list: ListBox) {
        typealias MoveCursor = @MainActor (Int32, Int32) -> Void
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, gboolean, gboolean, UnsafeMutableRawPointer?) -> Void = {
            _, step, count, _, _, data in
            MainActor.assumeIsolated { SignalBox<MoveCursor>.from(data).handler(step, count) }
        }
        _ = list.connect(
            "move-cursor", unsafeBitCast(thunk, to: GCallback.self),
            SignalBox<MoveCursor> { [weak self] step, count in
                guard let self, step == Int32(GTK_MOVEMENT_BUFFER_ENDS.rawValue), count > 0, self.hasUnbuiltRows else { return }
                self.finishBuildingRows()
            })
    }
}
