/// What ``StoredRows`` reads a list's rows from: the store a page at a time (the task list,
/// Homepwner, a hero tab) or an array in memory (``FoundRows``, a search's results).
protocol RowSource<Row>: AnyObject {
    associatedtype Row: Identifiable where Row.ID == Int64
    /// Every row shown.
    var count: Int { get }
    /// The row at `index` (`0..<count`): as the store holds it, with any edit the store did not
    /// take laid over it.
    func row(at index: Int) -> Row
    /// The index of the row with `id` (one look-up by key for a stored row), or nil.
    func row(ofID id: Int64) throws(StoreError) -> Int?
    /// Pages read from the store so far.
    var pagesRead: Int { get }
}
