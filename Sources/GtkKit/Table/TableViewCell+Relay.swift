import FoundationEssentials

extension TableViewCell {
    /// Where the row stands now: the table renumbers its built cells at every insertion,
    /// deletion, move and reuse, so this is right even just after rows changed around it, and in
    /// a windowed table, whose list holds only some rows (a list position is not a row number).
    public var currentIndexPath: IndexPath { indexPath }

    /// Relays `action` with this cell's current index path, and `sender` (the control that was
    /// used, such as the thumbnail's button), to the nearest controller above it that handles it
    /// (see ``CellAction``): the book's `performSelector:withObject:withObject:` with the sender
    /// and the index path. Returns whether one did; when none does, that is logged as a debug
    /// message and nothing else happens, as the seed's `respondsToSelector:` guard does.
    @discardableResult
    public func send(_ action: CellAction, from sender: View? = nil) -> Bool {
        CellRelay.send(action, indexPath: currentIndexPath, from: sender, in: self)
    }
}
