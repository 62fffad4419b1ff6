extension SQLiteDatabase {
    /// Where the row with key `id` stands in `table` sorted by `column`, ties by key — the list
    /// order of the task list, Homepwner and each hero tab — or nil if there is no such row. Two
    /// indexed look-ups (the row's sort value, then how many rows sort before it), so a far row
    /// costs what a near one does. `table` and `column` are Segue's own names, never input.
    func rowIndex(ofID id: Int64, inTable table: String, orderedBy column: String) throws(StoreError) -> Int? {
        guard let value = try query("SELECT \(column) FROM \(table) WHERE id = ?", [.integer(id)]).first?.first, value != .null else {
            return nil
        }
        let before = try query("SELECT COUNT(*) FROM \(table) WHERE (\(column), id) < (?, ?)", [value, .integer(id)])
        return Int(before.first?.first?.integer ?? 0)
    }
}
