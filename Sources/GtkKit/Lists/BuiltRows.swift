import FoundationEssentials

/// The rows of a windowed list, by section: how many rows each section has, and the run of them
/// built now — the cells, in order, from the section's first built row. One array of sections
/// where there were three parallel arrays, changed only through its methods, so a section's
/// count, first built row and cells always change together. It knows nothing of widgets: the
/// table makes, places and recycles the cells; this records which rows they are.
struct BuiltRows<Cell: AnyObject> {
    /// One section: its rows, and the run of them that is built.
    struct Section {
        /// Rows in the section, built or not.
        var count: Int
        /// The section's first built row (its count, or 0, when none is built: the section then
        /// stands wholly below or above the built window).
        var firstBuilt = 0
        /// The built rows' cells, in order, from ``firstBuilt``.
        var cells: [Cell] = []
    }

    private(set) var sections: [Section] = []

    /// Sections of these row counts, none built.
    init(counts: [Int] = []) {
        sections = counts.map { Section(count: $0) }
    }

    // MARK: Reading

    /// The sections' numbers.
    var sectionIndices: Range<Int> { sections.indices }
    /// How many sections there are.
    var sectionCount: Int { sections.count }
    /// Rows in each section.
    var counts: [Int] { sections.map(\.count) }
    /// Rows in all sections.
    var totalRows: Int { sections.reduce(0) { $0 + $1.count } }
    /// The arithmetic of flat row numbers over these sections.
    var window: TableRowWindow { TableRowWindow(counts: counts) }

    /// Rows in `section`.
    func count(of section: Int) -> Int { sections[section].count }
    /// The first built row of `section`.
    func firstBuilt(in section: Int) -> Int { sections[section].firstBuilt }
    /// The built cells of `section`, in order.
    func cells(in section: Int) -> [Cell] { sections[section].cells }
    /// Every built cell, section by section.
    var allCells: some Sequence<Cell> { sections.lazy.map(\.cells).joined() }

    /// Where the row at `indexPath` is among its section's built cells, if it is built.
    func builtIndex(of indexPath: IndexPath) -> Int? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let index = indexPath.row - sections[indexPath.section].firstBuilt
        return sections[indexPath.section].cells.indices.contains(index) ? index : nil
    }

    /// The cell of the row at `indexPath`, if it is built.
    func cell(at indexPath: IndexPath) -> Cell? {
        builtIndex(of: indexPath).map { sections[indexPath.section].cells[$0] }
    }

    /// Whether `indexPath` names a row (built or not).
    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].count
    }

    /// The flat rows built now (one contiguous run, across sections).
    var builtFlatRows: Range<Int> {
        var lower: Int?
        var upper = 0
        var start = 0
        for section in sections {
            if !section.cells.isEmpty {
                lower = lower ?? start + section.firstBuilt
                upper = start + section.firstBuilt + section.cells.count
            }
            start += section.count
        }
        return (lower ?? 0)..<(lower == nil ? 0 : upper)
    }

    // MARK: Rows inserted and deleted

    /// Counts a row inserted at `indexPath` (a section of the table). When the row falls inside
    /// or beside the built run (or nothing is built), returns where its cell goes among the
    /// section's built cells — the caller makes it and hands it to ``insertBuilt(_:at:in:)`` —
    /// else nil, the run moving down one when the row went in above it.
    mutating func rowInserted(at indexPath: IndexPath) -> Int? {
        let section = indexPath.section
        let built = builtFlatRows
        let flat = window.flat(indexPath)
        let index = indexPath.row - sections[section].firstBuilt
        sections[section].count += 1
        if built.isEmpty || (built.lowerBound...built.upperBound).contains(flat) {
            if sections[section].cells.isEmpty { sections[section].firstBuilt = indexPath.row }
            return Swift.max(0, Swift.min(index, sections[section].cells.count))
        }
        if flat < built.lowerBound, indexPath.row <= sections[section].firstBuilt { sections[section].firstBuilt += 1 }
        return nil
    }

    /// Counts the row at `indexPath` gone: above the built run, the run moves up one; built, its
    /// cell leaves the run and is returned.
    mutating func rowDeleted(at indexPath: IndexPath) -> Cell? {
        let section = indexPath.section
        sections[section].count -= 1
        if indexPath.row < sections[section].firstBuilt {
            sections[section].firstBuilt -= 1
            return nil
        }
        let index = indexPath.row - sections[section].firstBuilt
        guard sections[section].cells.indices.contains(index) else { return nil }
        return sections[section].cells.remove(at: index)
    }

    // MARK: Built cells

    /// Puts `cell` at `index` among `section`'s built cells.
    mutating func insertBuilt(_ cell: Cell, at index: Int, in section: Int) {
        sections[section].cells.insert(cell, at: index)
    }

    /// Takes the cell at `index` out of `section`'s built cells.
    @discardableResult
    mutating func unbuild(at index: Int, in section: Int) -> Cell {
        sections[section].cells.remove(at: index)
    }

    /// Puts `cell` in place of the built cell at `index` of `section`.
    mutating func replaceBuilt(at index: Int, in section: Int, with cell: Cell) {
        sections[section].cells[index] = cell
    }

    /// Takes every built cell of `section` out.
    mutating func unbuildAll(in section: Int) {
        sections[section].cells = []
    }

    /// Takes the first built cell of `section` out, if there is one.
    mutating func unbuildFirst(in section: Int) {
        if !sections[section].cells.isEmpty { sections[section].cells.removeFirst() }
    }

    /// Takes the last built cell of `section` out, if there is one.
    mutating func unbuildLast(in section: Int) {
        _ = sections[section].cells.popLast()
    }

    /// Puts `cells` (in order) before `section`'s built cells.
    mutating func prependBuilt(_ cells: [Cell], in section: Int) {
        sections[section].cells.insert(contentsOf: cells, at: 0)
    }

    /// Puts `cell` after `section`'s built cells.
    mutating func appendBuilt(_ cell: Cell, in section: Int) {
        sections[section].cells.append(cell)
    }

    /// Makes `row` the first built row of `section`: the row its first built cell shows.
    mutating func setFirstBuilt(_ row: Int, in section: Int) {
        sections[section].firstBuilt = row
    }
}
