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
    /// Actions shown first in a row's context menu (UIKit's leading swipe actions).
    func tableView(_ tableView: TableView, leadingActionsForRowAt indexPath: IndexPath) -> [RowAction]
    /// Actions shown after the leading ones in a row's context menu (UIKit's trailing swipe
    /// actions); with ``TableView/allowsDeletion``, Delete follows them.
    func tableView(_ tableView: TableView, trailingActionsForRowAt indexPath: IndexPath) -> [RowAction]
}

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, commitDeletionForRowAt indexPath: IndexPath) {}
    /// None.
    public func tableView(_ tableView: TableView, leadingActionsForRowAt indexPath: IndexPath) -> [RowAction] { [] }
    /// None.
    public func tableView(_ tableView: TableView, trailingActionsForRowAt indexPath: IndexPath) -> [RowAction] { [] }
}
