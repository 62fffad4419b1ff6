extension Set where Element == Int64 {
    /// As the ids of rows whose edit the store has not taken yet: writes each such row of `rows`
    /// with `write`, forgetting it once written (and any id no longer among `rows`); returns
    /// whether none is left. Stops at the first write the store refuses, keeping the rest.
    mutating func writeUnsaved<Row>(
        of rows: [Row], id: (Row) -> Int64, with write: (Row) throws(StoreError) -> Void
    ) throws(StoreError) -> Bool {
        for row in rows where contains(id(row)) {
            try write(row)
            remove(id(row))
        }
        formIntersection(rows.map(id))
        return isEmpty
    }
}
