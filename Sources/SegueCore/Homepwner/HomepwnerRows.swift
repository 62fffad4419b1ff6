import FoundationEssentials

/// Homepwner's items as the list and the grid read them: a collection of the items shown, in
/// the user's order, that reads the store a page at a time as rows are asked for (as
/// ``TaskRows`` does), so a list of 10,000 items opens as fast as one of ten.
///
/// A live view, not a copy: it shows the list as it is now, with edits the store did not take
/// laid over the stored rows (``HomepwnerListLogic`` keeps those). A search's results are found
/// in memory, from every item read once per search, and kept.
public struct HomepwnerRows: RandomAccessCollection {
    let source: HomepwnerRowSource

    /// The first row (0).
    public var startIndex: Int { 0 }
    /// One past the last row.
    public var endIndex: Int { source.count }

    /// The item at `row`. A page the store cannot read shows as empty items (id 0), and the
    /// error is kept in ``HomepwnerListLogic/readProblem`` for the view to report.
    public subscript(row: Int) -> HomepwnerItem { source.item(at: row) }

    /// Pages read from the store so far (tests check that opening reads one).
    package var pagesRead: Int { source.pagesRead }
}
