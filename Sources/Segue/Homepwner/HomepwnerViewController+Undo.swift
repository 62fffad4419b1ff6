import GtkKit
import SegueCore

/// Undo and redo for Homepwner in the window's undo manager: add, delete, reorder and edit
/// (picture included). A picture replaced or deleted stays on disk while an undo could bring it
/// back, and is deleted when that undo is dropped; a restart sweeps any left over.
extension HomepwnerViewController {
    /// Deletes an item; with `showingBar`, the "Item deleted" bar offers Undo (Ctrl+Z does too).
    func deleteItem(id: Int64, showingBar: Bool) {
        guard let found = perform({ () throws(StoreError) in try logic.remove(itemWithID: id) }), let removed = found else { return }
        applyToListAndGrid(removed.change)
        let item = removed.item
        undoManager?.registerUndo(
            withTarget: self, named: localized("Delete Item"),
            onDiscard: { [weak self] in self?.logic.discardPicture(item.imageKey) },
            handler: { $0.restoreItem(item) })
        if showingBar { undoBar.show(localized("Item deleted")) { [weak self] in self?.undoManager?.undo() } }
    }

    /// Puts an item back in its place, with the focus on it.
    func restoreItem(_ item: HomepwnerItem) {
        undoBar.hide()
        guard let change = perform({ () throws(StoreError) in try logic.restore(item) }) else { return }
        applyToListAndGrid(change, focusingInsertedRow: true)
        undoManager?.registerUndo(withTarget: self, named: localized("Delete Item")) { $0.deleteItem(id: item.id, showingBar: false) }
    }

    /// Registers the undo of an item just added at the end.
    func registerUndoOfAdd(_ item: HomepwnerItem) {
        undoManager?.registerUndo(withTarget: self, named: localized("Add Item")) { $0.deleteItem(id: item.id, showingBar: false) }
    }

    /// Registers the undo of a move (by id: other rows may have moved since).
    func registerUndoOfMove(itemID: Int64, from source: Int) {
        undoManager?.registerUndo(withTarget: self, named: localized("Move Item")) { $0.moveItem(id: itemID, to: source) }
    }

    /// Moves an item to `row` (undoing or redoing a move).
    func moveItem(id: Int64, to row: Int) {
        guard let from = logic.row(ofItemWithID: id),
            let change = perform({ () throws(StoreError) in try logic.move(from: from, to: row) })
        else { return }
        applyToListAndGrid(change)
        registerUndoOfMove(itemID: id, from: from)
    }

    /// Applies an edit passed back by the detail page (or an undo of one), keeping a replaced
    /// picture until the undo that could bring it back is dropped. An edit the store refuses is
    /// kept in the list, unsaved, under the "kept but not saved" bar, and retried.
    func applyEdit(_ item: HomepwnerItem) {
        guard var previous = logic.item(withID: item.id), previous != item else { return }
        if previous.imageKey != item.imageKey, let old = previous.imageKey.flatMap(logic.images.thumbnailPath(forKey:)) {
            thumbnails.forget(old)
        }
        let change: ListChange
        do {
            change = try logic.applyKeepingPictures(item)
        } catch {
            guard unsavedEdits.failed(error) else {
                return showProblem(localized("The change could not be saved"), error.description)
            }
            change = logic.row(ofItemWithID: item.id).map { .updated(row: $0) } ?? .reloaded
        }
        applyToListAndGrid(change)
        // Written over another program's change to the same fields: said, and Undo brings it back.
        if let theirs = logic.takeOverwrittenItems()[item.id] {
            previous = theirs
            let message = localized("Another program had changed this item too. Your edit was saved; Undo brings its values back.")
            undoBar.show(message, seconds: 20) { [weak self] in self?.undoManager?.undo() }
        }
        let replacedPicture = previous.imageKey != item.imageKey ? previous.imageKey : nil
        undoManager?.registerUndo(
            withTarget: self, named: localized("Edit Item"),
            onDiscard: { [weak self] in self?.logic.discardPicture(replacedPicture) },
            handler: { $0.applyEdit(previous) })
    }
}
