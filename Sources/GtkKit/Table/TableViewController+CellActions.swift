import FoundationEssentials

extension TableViewController {
    /// Handles `action` when any cell of this table (or of a table inside it that does not
    /// handle it itself) sends it: `handler` receives the sending cell's index path. Registering
    /// the same action again replaces its handler.
    public func handle(_ action: CellAction, _ handler: @escaping @MainActor (IndexPath) -> Void) {
        handle(action) { _, indexPath in handler(indexPath) }
    }

    /// Handles `action` as ``handle(_:_:)`` does, with the control the cell sent it from
    /// (``TableViewCell/send(_:from:)``; nil if it gave none) first: the book's
    /// `showImage:atIndexPath:`, whose first argument is the button, so a popover can point at it.
    public func handle(_ action: CellAction, withSender handler: @escaping @MainActor (_ sender: View?, _ indexPath: IndexPath) -> Void) {
        cellActionHandlers.handle(action, owner: "TableViewController", handler)
    }
}
