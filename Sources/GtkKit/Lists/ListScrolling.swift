internal import CGtk
import FoundationEssentials

/// How a list — a table or a collection — follows its scroller: it watches the scroll position
/// and the content's size (its window of built items moves with them), ignores the changes it
/// makes itself, and keeps a scroll to an item asked for before the view had its size, for the
/// moment it has. Shared so that both lists scroll by the same steps; where an item is and which
/// items to build stay each list's own geometry. A class, so its owner keeps it as a constant.
@MainActor
final class ListScrolling<Position> {
    /// The adjustments' wrappers, which hold the handlers: kept as long as the list.
    private var watchers: [Object] = []
    /// Set while the list itself scrolls or focuses, so it does not react to its own change.
    private(set) var isRepositioning = false
    /// A scroll asked for before the view had its size, made once it has.
    private(set) var pendingScroll: (indexPath: IndexPath, position: Position)?

    /// Whether the scroller is watched.
    var isWatching: Bool { !watchers.isEmpty }

    /// Calls `changed` whenever `scroller` scrolls or its content's size changes — vertically, and
    /// horizontally too when `horizontally` — except while the list repositions itself.
    func watch(_ scroller: ScrolledWindow, horizontally: Bool = false, changed: @escaping @MainActor () -> Void) {
        var adjustments = [gtk_scrolled_window_get_vadjustment(scroller.opaque)]
        if horizontally { adjustments.append(gtk_scrolled_window_get_hadjustment(scroller.opaque)) }
        for adjustment in adjustments {
            guard let adjustment else { continue }
            let watcher = Object(UnsafeMutableRawPointer(adjustment), ownership: .none)
            for signal in ["value-changed", "changed"] {
                _ = watcher.connect(signal) { [weak self] () -> Void in
                    guard self?.isRepositioning == false else { return }
                    changed()
                }
            }
            watchers.append(watcher)
        }
    }

    /// Runs `change` — the list scrolling or focusing itself — without reacting to it.
    func reposition<Result>(_ change: () -> Result) -> Result {
        isRepositioning = true
        defer { isRepositioning = false }
        return change()
    }

    /// A scroll to the item at `indexPath` waits until the view has its size.
    func putOffScroll(to indexPath: IndexPath, position: Position) { pendingScroll = (indexPath, position) }

    /// The scroll that waited for the view's size, if any; it is no longer pending.
    func takeScroll() -> (indexPath: IndexPath, position: Position)? {
        defer { pendingScroll = nil }
        return pendingScroll
    }
}
