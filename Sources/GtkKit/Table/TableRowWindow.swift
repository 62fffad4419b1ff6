import FoundationEssentials

/// The arithmetic of a windowed table: which of its rows, numbered as one flat list
/// (``FlatNumbering``), to build around the rows on screen. Pure, so it is unit-tested without a
/// display.
///
/// A table builds only a window of rows (what is visible, plus a margin of about a screen above
/// and below); the rest are stood in for by empty space of the estimated height.
package struct TableRowWindow: Equatable, FlatNumbering {
    /// Rows in each section.
    package var counts: [Int]

    /// A table of sections with these row counts.
    package init(counts: [Int]) { self.counts = counts }

    /// The rows of `section` inside the flat range `window`, numbered within the section.
    package func rows(of section: Int, in window: Range<Int>) -> Range<Int> {
        let first = start(of: section)
        let lower = Swift.min(Swift.max(window.lowerBound - first, 0), counts[section])
        let upper = Swift.min(Swift.max(window.upperBound - first, lower), counts[section])
        return lower..<upper
    }

    /// The window to build for the flat rows `visible`: `margin` rows either side, clamped to the
    /// table.
    package func window(around visible: ClosedRange<Int>, margin: Int) -> Range<Int> {
        let lower = Swift.max(0, visible.lowerBound - margin)
        let upper = Swift.min(total, visible.upperBound + 1 + margin)
        return lower..<Swift.max(lower, upper)
    }

    /// Whether a table that has built `built` must move its window for the flat rows `visible`:
    /// when fewer than half a margin of built rows is left beyond the visible ones on a side that
    /// has more rows. (Half: the window moves a margin's half at a time, not at every row.)
    package func needsNewWindow(built: Range<Int>, visible: ClosedRange<Int>, margin: Int) -> Bool {
        let slack = Swift.max(1, margin / 2)
        let wantedLower = Swift.max(0, visible.lowerBound - slack)
        let wantedUpper = Swift.min(total, visible.upperBound + 1 + slack)
        return built.lowerBound > wantedLower || built.upperBound < wantedUpper
    }
}
