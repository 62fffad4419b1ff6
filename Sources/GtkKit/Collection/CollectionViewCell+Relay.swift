import FoundationEssentials

extension CollectionViewCell {
    /// Relays `action` with the item the cell shows now and `sender` (the control used) to the
    /// nearest controller above the collection view that handles it
    /// (``CollectionViewController/handle(_:withSender:)``), as ``TableViewCell/send(_:from:)``
    /// does: a collection view on a table view controller's page reaches the same handlers as its
    /// table (``TableViewController/handle(_:withSender:)``). Returns whether one handled it.
    @discardableResult
    public func send(_ action: CellAction, from sender: View? = nil) -> Bool {
        // The user acted on this item: it becomes the one the focus can go to, so a popover
        // shown from its button can give the focus back to the button.
        collectionView?.makeCurrent(indexPath)
        return CellRelay.send(action, indexPath: indexPath, from: sender, in: self)
    }
}
