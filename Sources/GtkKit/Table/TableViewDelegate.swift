import FoundationEssentials

/// Reacts to a ``TableView``'s rows, after UIKit's `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// A row was activated (click, Enter, Space, or its accessible "activate" action).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A row's detail disclosure button was clicked. Did-select is not called.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// The user asked to delete a row (Delete key or context menu; UIKit's
    /// `commit editingStyle: .delete`). Update the data, then call `deleteRows(at:)`.
    func tableView(_ tableView: TableView, commitDeletionForRowAt indexPath: IndexPath)
    /// The user asked to delete the selected rows (Delete on a row of a selection of several,
    /// with ``TableView/allowsMultipleSelection``), `indexPaths` first to last. UIKit has no such
    /// call (its users delete a row at a time, or the app deletes the selection itself); the
    /// default asks ``tableView(_:commitDeletionForRowAt:)`` for each, last first, so that each
    /// index path is still right when its turn comes. Implement it to delete them as one change
    /// (one undo step).
    func tableView(_ tableView: TableView, commitDeletionForRowsAt indexPaths: [IndexPath])
    /// The height of the row at `indexPath`, in pixels, or ``TableView/automaticDimension`` for
    /// its content's (UIKit's `heightForRowAt`). A row is never shorter than its content: GTK
    /// grows a row whose content needs more, where UIKit would clip it.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// A view shown above section `section`'s rows instead of its title (UIKit's
    /// `viewForHeaderInSection`), or nil for the title. The section's list is still named by the
    /// title, for screen readers, when the data source gives one.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view shown under section `section`'s rows instead of its footer title (UIKit's
    /// `viewForFooterInSection`), or nil for the title.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// Actions shown first in a row's context menu (UIKit's leading swipe actions).
    func tableView(_ tableView: TableView, leadingActionsForRowAt indexPath: IndexPath) -> [RowAction]
    /// Actions shown after the leading ones in a row's context menu (UIKit's trailing swipe
    /// actions); with ``TableView/allowsDeletion``, Delete follows them.
    func tableView(_ tableView: TableView, trailingActionsForRowAt indexPath: IndexPath) -> [RowAction]
    /// The row's context menu (UIKit's `contextMenuConfigurationForRowAt`), opened by a right
    /// click at `point` (in the table's coordinates) or by the Menu key; nil for the menu of
    /// the row's actions and Delete.
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point)
        -> ContextMenuConfiguration?
}

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, commitDeletionForRowAt indexPath: IndexPath) {}
    /// Asks for each row's deletion, last first.
    public func tableView(_ tableView: TableView, commitDeletionForRowsAt indexPaths: [IndexPath]) {
        commitDeletionRowByRow(indexPaths, in: tableView)
    }

    /// Asks ``tableView(_:commitDeletionForRowAt:)`` for each of `indexPaths`, last first, so
    /// each index path is still right when its turn comes (the default of the plural call).
    func commitDeletionRowByRow(_ indexPaths: [IndexPath], in tableView: TableView) {
        for indexPath in indexPaths.sorted(by: { ($0.section, $0.row) > ($1.section, $1.row) }) {
            self.tableView(tableView, commitDeletionForRowAt: indexPath)
        }
    }
    /// None: the title.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// None: the title.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// The table's ``TableView/rowHeight``.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    /// None.
    public func tableView(_ tableView: TableView, leadingActionsForRowAt indexPath: IndexPath) -> [RowAction] { [] }
    /// None.
    public func tableView(_ tableView: TableView, trailingActionsForRowAt indexPath: IndexPath) -> [RowAction] { [] }
    /// None: the row's actions and Delete.
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point)
        -> ContextMenuConfiguration?
    { nil }
}
