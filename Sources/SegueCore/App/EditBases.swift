/// What each open editor of a list started from — the record as it was handed over, then as the
/// editor's own writes left it — and the other programs' versions its edits replaced: the `base`
/// and `theirs` of ``EditMerge``, kept by the list for its editors.
///
/// A few records are kept, the newest: one editor is open at a time, two beside a list while the
/// next one opens.
struct EditBases<Record: Identifiable> where Record.ID == Int64 {
    private var bases: [Int64: Record] = [:]
    /// Their keys, oldest first.
    private var order: [Int64] = []
    /// Records as another program had them when an edit was written over them, by key.
    private var overwritten: [Int64: Record] = [:]
    /// How many bases are kept.
    private let capacity = 8

    /// What the editor of `id` started from, or nil if no editor of it is known.
    func base(of id: Int64) -> Record? { bases[id] }

    /// `record` is what its editor agrees with the store on now: handed over, just written, or
    /// changed by another program while nothing was typed.
    mutating func remember(_ record: Record) {
        if bases[record.id] == nil, order.count >= capacity { bases[order.removeFirst()] = nil }
        order.removeAll { $0 == record.id }
        order.append(record.id)
        bases[record.id] = record
    }

    /// An edit is being written over `theirs`, which another program changed too.
    mutating func noteOverwritten(_ theirs: Record) { overwritten[theirs.id] = theirs }

    /// The edit of `id` was not written after all (the store refused it): nothing was replaced yet.
    mutating func forgetOverwritten(_ id: Int64) { overwritten[id] = nil }

    /// The versions edits were written over since the last call, by key.
    mutating func takeOverwritten() -> [Int64: Record] {
        defer { overwritten = [:] }
        return overwritten
    }
}
