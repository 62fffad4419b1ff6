internal import CGtk
import FoundationEssentials

extension TableViewCore {
    /// See ``TableView/scrollToRow(at:at:animated:)``.
    /// `afterLayout`: the call put off until a frame was laid out; put off no longer, it goes
    /// where the estimate says.
    func scrollToRow(at indexPath: IndexPath, position: TableView.ScrollPosition, afterLayout: Bool = false) {
        guard isRow(indexPath, for: "scrollToRow(at:at:animated:)", outcome: "not scrolled") else { return }
        // The app's scroll wins over a focused row still waiting to be shown (a focus set
        // before the first frame is revealed after it, which would undo this).
        following.cancelFocusReveal()
        let layout = rowWindow
        let flat = layout.flat(indexPath)
        let oldY = following.layoutIsStale ? nil : contentY(ofFlat: flat)
        var changes: [(flat: Int, delta: Double)] = []
        let built = builtRows
        // As when the user scrolls: a focused row not too far off stays built (and focused);
        // one further away gives the focus to the row scrolled to.
        var wanted = flat...flat
        var refocus: Int?
        if let focused = focusedFlatRow {
            if Swift.abs(focused - flat) <= maximumFocusDistance {
                wanted = Swift.min(focused, flat)...Swift.max(focused, flat)
            } else {
                refocus = flat
            }
        }
        if !built.contains(flat) || layout.needsNewWindow(built: built, visible: wanted, margin: windowMargin) {
            changes = setWindow(layout.window(around: wanted, margin: windowMargin), refocus: refocus)
        }
        guard let cell = cellForRow(at: indexPath), let adjustment = verticalAdjustment, let oldY,
            case let page = gtk_adjustment_get_page_size(adjustment), page > 0
        else {
            // Not laid out yet (or rows built since): once the next frame is, exactly.
            guard afterLayout else {
                scrolling.putOffScroll(to: indexPath, position: position)
                return scheduleWindowUpdate()
            }
            return restoreScrollOffset(Double(flat) * rowHeight)
        }
        let y = oldY + shift(changes, above: flat)
        let height = measuredHeight(of: cell)
        let value = gtk_adjustment_get_value(adjustment)
        let target: Double
        switch position {
        case .none: target = scrollValue(showing: y, height: height, from: value, page: page)
        case .top: target = y
        case .middle: target = y - (page - height) / 2
        case .bottom: target = y + height - page
        }
        scroll(to: Swift.max(0, target), changes: changes)
    }
}
