/// A list as its table reads it: a collection of the rows shown, in the list's order, that reads
/// the store a page at a time as rows are asked for, so a list of a million rows opens, scrolls
/// and jumps to its end as fast as one of nine (issue "Tables at any size"). The task list
/// (``TaskRows``), Homepwner (``HomepwnerRows``) and each hero tab (``HeroRows``) are one.
///
/// A live view, not a copy: it shows the list as it is now, with edits the store did not take
/// laid over the stored rows (the screen's logic keeps those). Reading a page costs one query:
/// the page after (or before) a cached one continues from that page's last (or first) row by
/// key; any other starts from the nearer end of the list. A page the store cannot read shows as
/// empty rows (id 0), and the error is kept in the logic's `readProblem` for the view to report.
public struct StoredRows<Row: Identifiable>: RandomAccessCollection where Row.ID == Int64 {
    let source: any RowSource<Row>

    /// The first row (0).
    public var startIndex: Int { 0 }
    /// One past the last row.
    public var endIndex: Int { source.count }

    /// The row at `index`.
    public subscript(index: Int) -> Row { source.row(at: index) }

    /// No rows (a list not shown yet).
    public static var empty: StoredRows { StoredRows(source: FoundRows<Row>([])) }

    /// The index of the row with `id` (one look-up by key for a stored row), or nil.
    func index(ofID id: Int64) throws(StoreError) -> Int? { try source.row(ofID: id) }

    /// Pages read from the store so far (tests check that opening reads one, a far row one more).
    package var pagesRead: Int { source.pagesRead }
}
