import FoundationEssentials

/// Reacts to a ``TableViewController``'s rows, after UIKit's `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// A row was activated (click, Enter, Space, or its accessible "activate" action).
    func tableView(_ tableView: TableViewController, didSelectRowAt indexPath: IndexPath)
    /// A row's detail disclosure button was clicked. Did-select is not called.
    func tableView(_ tableView: TableViewController, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// The user asked to delete a row (Delete key or context menu; UIKit's
    /// `commit editingStyle: .delete`). Update the data, then call `deleteRows(at:)`.
    func tableView(_ tableView: TableViewController, commitDeletionForRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableViewController, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableViewController, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableViewController, commitDeletionForRowAt indexPath: IndexPath) {}
}
