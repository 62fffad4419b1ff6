internal import CGtk
import FoundationEssentials

extension CollectionView {
    /// Where ``scrollToItem(at:at:animated:)`` puts an item in the view (UIKit's
    /// `UICollectionView.ScrollPosition`; the layout scrolls vertically, so only the vertical
    /// positions exist). Empty: the least scrolling that shows the item.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The option's bit.
        public let rawValue: Int
        /// An option from its bit.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The item at the top of the view.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item in the middle of the view.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom of the view.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

    /// Scrolls so the item at `indexPath` is at `scrollPosition`, building the items there.
    /// Before the view has its size, it scrolls once it has. `animated` is accepted and does
    /// nothing: the view jumps (GNOME's lists do not animate keyboard scrolling).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard isItem(indexPath) else {
            logProgrammingError("CollectionView.scrollToItem: there is no item \(indexPath.item) in section \(indexPath.section)")
            return
        }
        guard let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque), gtk_adjustment_get_page_size(adjustment) > 0,
            viewWidth > 0
        else {
            scrolling.putOffScroll(to: indexPath, position: scrollPosition)
            return scheduleWindowUpdate()
        }
        scroll(adjustment, toShow: indexPath, at: scrollPosition, in: geometry)
        updateWindow()
    }

    /// Sets the scroll position that shows `indexPath` at `position`.
    func scroll(
        _ adjustment: UnsafeMutablePointer<GtkAdjustment>, toShow indexPath: IndexPath, at position: ScrollPosition,
        in geometry: FlowLayoutGeometry
    ) {
        let frame = geometry.frame(of: indexPath)
        let page = gtk_adjustment_get_page_size(adjustment)
        let value = gtk_adjustment_get_value(adjustment)
        let target: Double
        if position.contains(.top) {
            target = frame.minY - geometry.insets.top
        } else if position.contains(.centeredVertically) {
            target = frame.midY - page / 2
        } else if position.contains(.bottom) {
            target = frame.maxY + geometry.insets.bottom - page
        } else if frame.minY < value {
            target = frame.minY - geometry.lineSpacing / 2
        } else if frame.maxY > value + page {
            target = frame.maxY + geometry.lineSpacing / 2 - page
        } else {
            return
        }
        // The content's new height may not be laid out yet: the adjustment must reach it now.
        let content = geometry.contentHeight
        if gtk_adjustment_get_upper(adjustment) < content { gtk_adjustment_set_upper(adjustment, content) }
        gtk_adjustment_set_value(adjustment, Swift.min(Swift.max(0, target), Swift.max(0, content - page)))
    }
}
