/// How a list changed, so the view rebuilds only what it must (`reloadRows`, `insertRows`, …).
public enum ListChange: Equatable, Sendable {
    /// Nothing changed and nothing was written.
    case none
    /// The entry at `row` changed (its cell may look different).
    case updated(row: Int)
    /// An entry was inserted at `row`.
    case inserted(row: Int)
    /// The entry at `row` was removed.
    case removed(row: Int)
    /// The entry at `from` now stands at `to` (the rows between shift by one).
    case moved(from: Int, to: Int)
    /// Another program changed the list: any row may have come, gone or moved, so the view
    /// shows it afresh (keeping the focus and the scroll position with their items).
    case reloaded
}
