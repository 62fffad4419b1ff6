import GtkKit
import SegueCore

/// Undo and redo for the task list, in the window's undo manager: an edit passed back ("Edit
/// Task"), a task added from the editor ("Add Task") and a deletion ("Delete Task"). Each undo
/// registers its own reverse, which is the redo. Tasks are found by id, so an undo still finds
/// its task after other rows moved.
extension TasksViewController {
    /// Registers the undo of the edit that just came back from the editor, if it changed anything.
    func registerUndoOfEdit(of taskID: Int64?) {
        guard var starts = editStarts[taskID], !starts.isEmpty else { return }
        let start = starts.removeFirst()
        editStarts[taskID] = starts.isEmpty ? nil : starts
        if let id = taskID {
            guard let row = logic.row(ofTaskWithID: id), logic.tasks[row].text != start.text else { return }
            undoManager?.registerUndo(withTarget: self, named: localized("Edit Task")) { $0.setText(start.text, ofTaskWithID: id) }
        } else if logic.tasks.count > start.count, let added = logic.tasks.last {
            undoManager?.registerUndo(withTarget: self, named: localized("Add Task")) { $0.deleteTask(id: added.id, showingBar: false) }
        }
    }

    /// Takes the other programs' texts that edits were just written over: an editor still open
    /// has its edit's undo start from that text (said when the edit comes back); a kept edit saved
    /// by a retry is offered back at once.
    func takeOverwrittenTexts() {
        for (id, theirs) in logic.takeOverwrittenTexts() {
            if var starts = editStarts[id], !starts.isEmpty {
                starts[0].text = theirs
                editStarts[id] = starts
                overwrittenWhileEditing.insert(id)
            } else {
                undoManager?.registerUndo(withTarget: self, named: localized("Edit Task")) { $0.setText(theirs, ofTaskWithID: id) }
                offerOverwrittenText()
            }
        }
    }

    /// Says, once the edit of `id` is back, that it replaced another program's change to the same
    /// task; Undo (the bar's, or Ctrl+Z) brings that text back. Never silently written over.
    func offerOverwrittenText(of id: Int64?) {
        guard let id, overwrittenWhileEditing.remove(id) != nil else { return }
        offerOverwrittenText()
    }

    private func offerOverwrittenText() {
        let message = localized("Another program had changed this task too. Your edit was saved; Undo brings the other text back.")
        undoBar.show(message, seconds: 20) { [weak self] in self?.undoManager?.undo() }
    }

    /// Sets a task's text (undoing or redoing an edit).
    func setText(_ text: String, ofTaskWithID id: Int64) {
        guard let oldRow = logic.row(ofTaskWithID: id), case let old = logic.tasks[oldRow].text,
            perform({ () throws(StoreError) in try logic.setText(text, ofTaskWithID: id) })
        else { return }
        undoManager?.registerUndo(withTarget: self, named: localized("Edit Task")) { $0.setText(old, ofTaskWithID: id) }
    }

    /// Deletes a task; with `showingBar`, the "Task deleted" bar offers Undo (Ctrl+Z does too).
    func deleteTask(id: Int64, showingBar: Bool) {
        followStore() // the row removed on screen is the task's row in the file
        guard let row = logic.row(ofTaskWithID: id) else { return }
        let task = logic.tasks[row]
        guard perform({ () throws(StoreError) in try logic.delete(row: row) }) else { return }
        undoManager?.registerUndo(withTarget: self, named: localized("Delete Task")) { $0.restoreTask(task, at: row) }
        if showingBar { undoBar.show(localized("Task deleted")) { [weak self] in self?.undoManager?.undo() } }
    }

    /// Puts a deleted task back where it was, with the focus on it, so it is read out.
    func restoreTask(_ task: TaskItem, at row: Int) {
        undoBar.hide()
        followStore()
        guard perform(focusingInsertedRow: true, { () throws(StoreError) in try logic.restore(task, at: row) }) else { return }
        undoManager?.registerUndo(withTarget: self, named: localized("Delete Task")) { $0.deleteTask(id: task.id, showingBar: false) }
    }

    /// Deletes several tasks as one change ("Delete Tasks", one undo step), last row first so
    /// each row number still names its task; with `showingBar`, the bar says how many went.
    func deleteTasks(ids: [Int64], showingBar: Bool) {
        followStore()
        var deleted: [(task: TaskItem, row: Int)] = []
        for row in ids.compactMap({ logic.row(ofTaskWithID: $0) }).sorted(by: >) {
            let task = logic.tasks[row]
            guard perform({ () throws(StoreError) in try logic.delete(row: row) }) else { break }
            deleted.append((task, row))
        }
        guard !deleted.isEmpty else { return }
        undoManager?.registerUndo(withTarget: self, named: localized("Delete Tasks")) { $0.restoreTasks(deleted) }
        guard showingBar else { return }
        let message = localized(
            singular: "%1$@ task deleted", plural: "%1$@ tasks deleted", count: deleted.count, deleted.count.localizedDigits())
        undoBar.show(message) { [weak self] in self?.undoManager?.undo() }
    }

    /// Puts deleted tasks back where they were (first row first, so each lands at its place),
    /// the focus on the last one put back.
    func restoreTasks(_ deleted: [(task: TaskItem, row: Int)]) {
        undoBar.hide()
        followStore()
        var restored: [Int64] = []
        for (task, row) in deleted.reversed() {
            guard perform(focusingInsertedRow: true, { () throws(StoreError) in try logic.restore(task, at: row) }) else { break }
            restored.append(task.id)
        }
        undoManager?.registerUndo(withTarget: self, named: localized("Delete Tasks")) { $0.deleteTasks(ids: restored, showingBar: false) }
    }
}
