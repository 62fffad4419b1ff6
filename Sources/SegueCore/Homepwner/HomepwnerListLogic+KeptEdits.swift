import FoundationEssentials

/// Homepwner's kept edits as a record for a later launch (``KeptEditsJournal``): each item as
/// edited, with the item as its page started from it.
extension HomepwnerListLogic {
    struct KeptEdits: Codable {
        struct Edit: Codable {
            /// The item as edited (the store refused it).
            var item: HomepwnerItem
            /// The item as its page started from it: what the edit is measured against.
            var base: HomepwnerItem?
        }
        var edits: [Edit]
    }

    public func keptEditsRecord() -> Data? {
        guard hasUnsavedEdits else { return nil }
        return try? JSONEncoder().encode(KeptEdits(edits: keptItems.map { KeptEdits.Edit(item: $0, base: editBase(of: $0.id)) }))
    }

    public func takeBackKeptEdits(_ record: Data) throws {
        let kept = try JSONDecoder().decode(KeptEdits.self, from: record)
        for edit in kept.edits { keepTakenBack(edit.item, base: edit.base) }
        _ = try? followStore() // catching up with the store is a courtesy here: the edits are back either way
    }
}
