import FoundationEssentials

extension TableView {
    /// Scrolls so that the row at `indexPath` is at `scrollPosition` (``ScrollPosition/none``:
    /// just enough to show it), building it first if it is not built (UIKit's
    /// `scrollToRow(at:at:animated:)`). The focus stays where it is, as when the user scrolls,
    /// unless the focused row is more than 400 rows away: then the row scrolled to takes it (a
    /// table builds only the rows near the view and the focused one). GtkKit does not animate the scroll. A row that
    /// does not exist is reported as a GLib critical naming it and the table's counts, and the
    /// view stays (UIKit raises).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        core.reloadIfNeeded()
        core.scrollToRow(at: indexPath, position: scrollPosition)
    }
}
