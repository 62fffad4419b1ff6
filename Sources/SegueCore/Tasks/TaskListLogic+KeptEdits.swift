import FoundationEssentials

/// The task list's kept edits as a record for a later launch (``KeptEditsJournal``): each edited
/// task's text with the task as its editor started from it, and the new tasks not stored yet.
extension TaskListLogic {
    struct KeptEdits: Codable {
        struct Edit: Codable {
            /// The task's key.
            var id: Int64
            /// The text the store refused.
            var text: String
            /// The task as its editor started from it: what the edit is measured against, and
            /// where it is put back if another program deleted it meanwhile.
            var base: TaskItem?
        }
        var edits: [Edit]
        /// New tasks, in order.
        var added: [String]
    }

    public func keptEditsRecord() -> Data? {
        guard hasUnsavedEdits else { return nil }
        let kept = KeptEdits(
            edits: rows.unsavedTexts.sorted { $0.key < $1.key }.map {
                KeptEdits.Edit(id: $0.key, text: $0.value, base: editBase(of: $0.key))
            },
            added: rows.unstoredTasks.map(\.text))
        return try? JSONEncoder().encode(kept)
    }

    public func takeBackKeptEdits(_ record: Data) throws {
        let kept = try JSONDecoder().decode(KeptEdits.self, from: record)
        for edit in kept.edits where edit.id > 0 { keepTakenBack(edit.text, forTaskWithID: edit.id, base: edit.base) }
        for text in kept.added where !text.isEmpty { keepTakenBackNewTask(text) }
        rows.forgetPages()
    }
}
