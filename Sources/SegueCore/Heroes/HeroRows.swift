/// One tab of the hero list as its table reads it: every hero in the tab's order, read from the
/// store a page at a time as rows are asked for (as ``TaskRows`` does), or a search's results.
/// A live view: heroes with a value the store did not take show with it.
public struct HeroRows: RandomAccessCollection {
    let source: HeroRowSource?
    /// A search's results, found in memory (nil: the stored list, a page at a time).
    let found: [Hero]?

    /// The first row (0).
    public var startIndex: Int { 0 }
    /// One past the last row.
    public var endIndex: Int { found?.count ?? source?.count ?? 0 }

    /// The hero at `row`. A page the store cannot read shows as nameless heroes (id 0), and the
    /// error is kept in ``HeroListLogic/readProblem``.
    public subscript(row: Int) -> Hero {
        if let found { return found[row] }
        return source?.hero(at: row) ?? Hero(id: 0, name: "", secretIdentity: "")
    }

    /// No heroes (a tab not shown yet).
    public static var empty: HeroRows { HeroRows(source: nil, found: []) }

    /// Pages read from the store so far (tests check that opening reads one).
    package var pagesRead: Int { source?.pagesRead ?? 0 }
}
