internal import CGtk
import FoundationEssentials

/// A windowed table follows its view: after each laid-out frame the window moves with the scroll
/// position (keeping the row at the top of the view in place), and keys that move the focus build
/// the rows they land on and scroll just enough to show them.
extension TableViewCore {
    var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment>? { gtk_scrolled_window_get_vadjustment(scroller.opaque) }

    /// Rows on one screen, by the estimate (at least one).
    var rowsPerPage: Int {
        let page = verticalAdjustment.map { gtk_adjustment_get_page_size($0) } ?? 0
        return Swift.max(1, Int(page / rowHeight))
    }

    /// Rows built beyond the visible ones on each side: about a screen.
    var windowMargin: Int { Swift.max(rowsPerPage + 4, minimumWindowMargin) }

    /// Rows a reload builds at once: a screen of rows and a few more; the margin beyond them is
    /// built after the frame showing them is painted, as when scrolling — so a search that turns
    /// 2 results into 200 costs a screen of rows before it is seen, not 60. A screen is the view's
    /// height once it has one; before (a table filled before its window is first shown), the
    /// window's default height, rows taken as short as GNOME's lists make them; with neither
    /// (or a maximized window, whose size is the screen's), ``initialWindowRows``.
    var reloadWindowRows: Int {
        let knownRowHeight = estimatedRowHeight != nil || fixedRowHeight >= 0 || measuredRowHeight != nil
        let page = verticalAdjustment.map { gtk_adjustment_get_page_size($0) } ?? 0
        if page > 0 {
            return knownRowHeight ? Swift.min(initialWindowRows, rowsPerPage + 4) : initialWindowRows
        }
        guard let height = windowDefaultHeight else { return initialWindowRows }
        let rowHeight = knownRowHeight ? Swift.min(self.rowHeight, Self.shortestRowHeight) : Self.shortestRowHeight
        return Swift.min(initialWindowRows, Int((height / rowHeight).rounded(.up)) + 4)
    }

    /// The least height a row of a GNOME list has (a one-line label in a boxed list's row is
    /// about 50 pixels; a plain one about 34): the most rows a height can show.
    static let shortestRowHeight = 30.0

    /// The default height of the window the table is in, before it is first shown (nil when it
    /// has none, is maximized or full-screen, or the table is in no window yet).
    private var windowDefaultHeight: Double? {
        guard let root = gtk_widget_get_root(table.widget),
            Bool(gboolean: gtkkit_is_a(UnsafeMutableRawPointer(root), gtk_window_get_type()))
        else { return nil }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
        guard !Bool(gboolean: gtk_window_is_maximized(window)), !Bool(gboolean: gtk_window_is_fullscreen(window)) else { return nil }
        var width: Int32 = 0
        var height: Int32 = 0 // GTK 4.8 writes both: a NULL height crashed it
        gtk_window_get_default_size(window, &width, &height)
        return height > 0 ? Double(height) : nil
    }

    /// Watches the scroll position and the content's size; the window follows them once the
    /// frame that shows them has been laid out (positions before layout are stale).
    func watchScrolling() {
        guard !scrolling.isWatching, verticalAdjustment != nil else { return }
        scrolling.watch(scroller) { [weak self] in
            self?.applyPendingScrollOffset()
            self?.scheduleWindowUpdate()
        }
        _ = scroller.connect("map") { [weak self] () -> Void in self?.followFrames() }
        _ = scroller.connect("unmap") { [weak self] () -> Void in self?.stopFollowingFrames() }
    }

    /// Checks the window after the next frame is laid out (at once when nothing is shown).
    func scheduleWindowUpdate() {
        guard following.followsFrames else { return updateWindowForScrollPosition() }
        following.needWindowUpdate()
        gtk_widget_queue_draw(scroller.widget)
    }

    private func followFrames() {
        guard !following.followsFrames, let clock = gtk_widget_get_frame_clock(scroller.widget) else { return }
        let watcher = Object(UnsafeMutableRawPointer(clock), ownership: .none)
        let handler = watcher.connect("after-paint") { [weak self] () -> Void in
            guard let self else { return }
            self.following.laidOut()
            if self.followReadableWidth(viewWidth: Int(gtk_widget_get_width(self.scroller.widget))) {
                self.following.rowsChanged() // the rows' widths change at the next layout
                self.scheduleWindowUpdate()
                return
            }
            if let pending = self.scrolling.takeScroll() {
                self.scrollToRow(at: pending.indexPath, position: pending.position, afterLayout: true)
            }
            if self.following.takeFocusReveal() { self.revealFocusedRow() }
            guard self.following.takeWindowUpdate() else { return }
            self.updateWindowForScrollPosition()
        }
        following.followFrames(of: watcher, handler: handler)
        scheduleWindowUpdate()
    }

    private func stopFollowingFrames() {
        following.stopFollowingFrames()
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
        scroll(to: value + shift(changes, above: top), changes: changes)
    }

    /// Sets the scroll position, after growing the content's extent by the changes (the view
    /// learns the real extent at its next layout; until then the position must not be clamped
    /// to the old one).
    func scroll(to value: Double, changes: [(flat: Int, delta: Double)]) {
        guard let adjustment = verticalAdjustment else { return }
        scrolling.reposition {
            let page = gtk_adjustment_get_page_size(adjustment)
            let upper = gtk_adjustment_get_upper(adjustment) + changes.reduce(0) { $0 + $1.delta }
            gtk_adjustment_set_upper(adjustment, Swift.max(upper, value + page))
            gtk_adjustment_set_value(adjustment, Swift.max(0, value))
        }
        following.needWindowUpdate()
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
        let wasStale = following.layoutIsStale
        let oldY = wasStale ? nil : contentY(ofFlat: flat)
        var changes: [(flat: Int, delta: Double)] = []
        let built = builtRows
        if !built.contains(flat) || layout.needsNewWindow(built: built, visible: flat...flat, margin: windowMargin) {
            changes = setWindow(layout.window(around: flat...flat, margin: windowMargin))
        }
        guard let cell = cellForRow(at: indexPath), let adjustment = verticalAdjustment else { return false }
        let value = gtk_adjustment_get_value(adjustment)
        let page = gtk_adjustment_get_page_size(adjustment)
        let took = scrolling.reposition { cell.grabFocus() }
        guard let oldY, page > 0 else {
            following.needFocusReveal()
            scheduleWindowUpdate()
            return took
        }
        let y = oldY + shift(changes, above: flat)
        scroll(to: scrollValue(showing: y, height: measuredHeight(of: cell), from: value, page: page), changes: changes)
        // A new window's rows above were placed by estimate; once laid out, the row is shown by
        // where it really is (the estimate can be a pixel a row off: the rows' separators).
        if !changes.isEmpty { following.needFocusReveal() }
        return took
    }

    /// The scroll position nearest `value` that shows the span from `y` of `height`.
    func scrollValue(showing y: Double, height: Double, from value: Double, page: Double) -> Double {
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
        guard let offset = following.pendingScrollOffset, let adjustment = verticalAdjustment else { return }
        let page = gtk_adjustment_get_page_size(adjustment)
        guard page > 0, gtk_adjustment_get_upper(adjustment) >= offset + page else { return }
        following.scrollOffsetApplied()
        gtk_adjustment_set_value(adjustment, offset)
    }
}

extension TableViewCore {
    /// How far the list is scrolled, in pixels.
    var scrollOffset: Double { verticalAdjustment.map { gtk_adjustment_get_value($0) } ?? 0 }

    /// Scrolls to `offset` once the content reaches it (at once if it does now).
    func restoreScrollOffset(_ offset: Double) {
        following.putOffScrollOffset(offset)
        applyPendingScrollOffset()
    }
}
