import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// A long two-section table: "A" with `first` rows, "B" with `second`, its cells dequeued.
@MainActor
final class NumberTable: TableViewController {
    var sections: [[String]]
    /// Cells the registration made (not reused ones).
    var cellsMade = 0
    /// Cells `prepareForReuse` ran on.
    var cellsPrepared = 0

    init(first: Int, second: Int) {
        sections = [(0..<first).map { "A\($0)" }, (0..<second).map { "B\($0)" }]
        super.init()
        title = "Numbers"
        tableView.register(forCellReuseIdentifier: "Number") { [unowned self] in
            self.cellsMade += 1
            return CountingCell { [unowned self] in self.cellsPrepared += 1 }
        }
    }

    required init?(coder: Coder) { nil }

    override func numberOfSections(in tableView: TableView) -> Int { 2 }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "A" : "B" }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Number", for: indexPath)
        cell.text = sections[indexPath.section][indexPath.row]
        return cell
    }
}

/// A cell that reports `prepareForReuse`.
@MainActor
final class CountingCell: TableViewCell {
    var prepared: () -> Void = {}

    convenience init(prepared: @escaping () -> Void) {
        self.init(text: "")
        self.prepared = prepared
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepared()
    }
}

/// Only a window of rows is built, and reused as the view moves: a list of 100,000 rows costs
/// what one screen costs (issue: End on 10,000 rows froze the app for 16 s).
final class TableWindowingTests: GtkTestCase {
    @MainActor
    private func showSettled(_ table: NumberTable) -> Window {
        let window = presentInWindow(NavigationController(rootViewController: table))
        window.setDefaultSize(width: 400, height: 500)
        pumpFor(milliseconds: 600)
        return window
    }

    @MainActor
    private func pumpFor(milliseconds: Int) {
        let end = Date().addingTimeInterval(Double(milliseconds) / 1000)
        pump(until: { Date() > end }, timeout: 10)
    }

    @MainActor
    private func built(_ table: TableViewController) -> Int { table.tableView.cells.joined().count }

    @MainActor
    private func adjustment(of table: TableViewController) throws -> UnsafeMutablePointer<GtkAdjustment> {
        let cell = try XCTUnwrap(table.tableView.cells.joined().first)
        let scroller = try XCTUnwrap(gtk_widget_get_ancestor(cell.widget, gtk_scrolled_window_get_type()))
        return try XCTUnwrap(gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller)))
    }

    /// Every built cell shows the row its index path names, each cell once.
    @MainActor
    private func assertCellsMatchTheirRows(_ table: NumberTable, file: StaticString = #filePath, line: UInt = #line) {
        let cells = Array(table.tableView.cells.joined())
        XCTAssertEqual(Set(cells.map(ObjectIdentifier.init)).count, cells.count, "no cell shows two rows", file: file, line: line)
        for (section, sectionCells) in table.tableView.cells.enumerated() {
            for (index, cell) in sectionCells.enumerated() {
                let row = table.tableView.firstBuiltRow[section] + index
                XCTAssertEqual(cell.indexPath, IndexPath(row: row, section: section), file: file, line: line)
                XCTAssertEqual(cell.text, table.sections[section][row], file: file, line: line)
            }
        }
    }

    /// Whether `cell` lies inside the scrolled view.
    @MainActor
    private func isInView(_ cell: TableViewCell, of table: TableViewController) throws -> Bool {
        let scroller = try XCTUnwrap(gtk_widget_get_ancestor(cell.widget, gtk_scrolled_window_get_type()))
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(cell.widget, scroller, &bounds) != 0 else { return false }
        return bounds.origin.y >= -1 && bounds.origin.y + bounds.size.height <= Float(gtk_widget_get_height(scroller)) + 1
    }

    @MainActor
    func testAHundredThousandRowsBuildOnlyAWindowAndTheScrollbarSpansThemAll() async throws {
        let table = NumberTable(first: 100_000, second: 5)
        let window = showSettled(table)
        XCTAssertEqual(table.tableView.numberOfRows, 100_005, "the count is the data source's")
        XCTAssertLessThan(built(table), 100, "a few screens' worth, not 100,000")
        XCTAssertEqual(table.cellsMade, built(table))
        let scroll = try adjustment(of: table)
        XCTAssertGreaterThan(gtk_adjustment_get_upper(scroll), 100_000 * 30, "the scrollbar spans every row from the start")
        let labels = WidgetTree.visibleLabelTexts(under: table.view.widget)
        XCTAssertTrue(labels.contains("A") && labels.contains("B"), "both headings are there; B is far down")
        XCTAssertFalse(labels.contains("B0"), "B's rows are not built")
        assertCellsMatchTheirRows(table)
        window.close()
    }

    @MainActor
    func testAReloadOfAShownTableBuildsAScreenAtOnceAndTheRestAfterItIsPainted() async throws {
        let table = NumberTable(first: 3, second: 0)
        let window = showSettled(table)
        defer { window.close() }
        let page = gtk_adjustment_get_page_size(try adjustment(of: table))
        let rowHeight = Double(gtk_widget_get_height(try XCTUnwrap(table.tableView.cells.joined().first).widget))
        XCTAssertGreaterThan(page, 0)
        XCTAssertGreaterThan(rowHeight, 0)

        // A search that finds 10,000 where it found 3: the rows the next frame shows, no more.
        table.sections = [(0..<10_000).map { "A\($0)" }, []]
        table.tableView.reloadData()
        let atOnce = built(table)
        XCTAssertGreaterThanOrEqual(Double(atOnce) * rowHeight, page, "the first frame's rows are all there: \(atOnce)")
        XCTAssertLessThan(atOnce, 40, "a screen and a few rows, not the 60 built before the view had its height")
        assertCellsMatchTheirRows(table)

        pumpFor(milliseconds: 600)
        XCTAssertGreaterThan(built(table), atOnce + 5, "a screen below is built once the frame is painted")
        assertCellsMatchTheirRows(table)
    }

    @MainActor
    func testAWindowsFirstFrameBuildsTheRowsItsHeightCanShowNotSixty() async throws {
        let table = NumberTable(first: 10_000, second: 0)
        let window = Window(application: nil)
        window.setDefaultSize(width: 400, height: 300)
        window.rootViewController = NavigationController(rootViewController: table)
        window.present()
        defer { window.close() }
        pumpFor(milliseconds: 600)
        let page = gtk_adjustment_get_page_size(try adjustment(of: table))
        XCTAssertGreaterThan(page, 0)
        XCTAssertTrue(
            WidgetTree.visibleLabelTexts(under: table.view.widget).contains("A0"), "the first rows are shown")
        // 300 pixels hold at most 10 rows of 30: the first build made those and four more, and the
        // window grew to a screen either side after the first frame, reusing nothing yet.
        XCTAssertLessThan(table.cellsMade, 40, "cells made for a 300-pixel window: \(table.cellsMade) (60 when its height was not used)")
        assertCellsMatchTheirRows(table)
    }

    @MainActor
    func testDraggingTheScrollbarToTheEndShowsTheLastRowsAndReusesCells() async throws {
        let table = NumberTable(first: 100_000, second: 5)
        let window = showSettled(table)
        let scroll = try adjustment(of: table)
        gtk_adjustment_set_value(scroll, gtk_adjustment_get_upper(scroll) - gtk_adjustment_get_page_size(scroll))
        XCTAssertTrue(pump(until: { table.tableView.cellForRow(at: IndexPath(row: 4, section: 1)) != nil }), "the last row is built")
        pumpFor(milliseconds: 200)
        let last = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 4, section: 1)))
        XCTAssertTrue(try isInView(last, of: table), "and in view")
        XCTAssertLessThan(built(table), 100)
        XCTAssertNil(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)), "the first rows left the window")
        XCTAssertGreaterThan(table.cellsPrepared, 0, "cells that left were reused")
        XCTAssertLessThan(table.cellsMade, 200, "two windows' worth of cells at most, not one per row passed")
        assertCellsMatchTheirRows(table)

        gtk_adjustment_set_value(scroll, gtk_adjustment_get_upper(scroll) / 2)
        XCTAssertTrue(pump(until: { table.tableView.cellForRow(at: IndexPath(row: 50_000, section: 0)) != nil }), "the middle is built")
        pumpFor(milliseconds: 200)
        assertCellsMatchTheirRows(table)
        XCTAssertLessThan(table.cellsMade, 200)
        window.close()
    }

    @MainActor
    func testScrollingRowByRowKeepsTheTopRowInPlace() async throws {
        let table = NumberTable(first: 2_000, second: 2)
        let window = showSettled(table)
        let scroll = try adjustment(of: table)
        // Scroll a few pixels at a time past several window moves: the row at the top must be
        // the one the offset says, never a jump.
        var value = 0.0
        var previousTop = 0
        for _ in 0..<60 {
            value += 97
            gtk_adjustment_set_value(scroll, value)
            pumpFor(milliseconds: 30)
            XCTAssertEqual(gtk_adjustment_get_value(scroll), value, accuracy: 120, "the view is where it was put (±1 row)")
            let top = try XCTUnwrap(table.tableView.cells.joined().first { (try? self.isInView($0, of: table)) == true })
            XCTAssertGreaterThanOrEqual(top.indexPath.row, previousTop, "rows at the top only advance")
            XCTAssertLessThanOrEqual(top.indexPath.row, previousTop + 3)
            previousTop = top.indexPath.row
        }
        XCTAssertGreaterThan(previousTop, 60)
        assertCellsMatchTheirRows(table)
        window.close()
    }

    @MainActor
    func testTheKeyboardReachesEveryRowOfAHundredThousand() async throws {
        let table = NumberTable(first: 100_000, second: 2)
        let window = showSettled(table)
        XCTAssertTrue(try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))).grabFocus())

        try XKeyboard.press("End", inWindowTitled: "Numbers")
        XCTAssertTrue(
            pump(until: { table.tableView.cellForRow(at: IndexPath(row: 99_999, section: 0))?.hasFocus == true }), "End: the real last row")
        pumpFor(milliseconds: 200)
        XCTAssertTrue(
            try isInView(try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 99_999, section: 0))), of: table), "and shows it")
        XCTAssertLessThan(built(table), 100)

        try XKeyboard.press("Down", inWindowTitled: "Numbers")
        XCTAssertTrue(
            pump(until: { table.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.hasFocus == true }), "Down crosses into B")

        try XKeyboard.press("Up", inWindowTitled: "Numbers")
        try XKeyboard.press("Up", inWindowTitled: "Numbers")
        XCTAssertTrue(pump(until: { table.tableView.cellForRow(at: IndexPath(row: 99_998, section: 0))?.hasFocus == true }))

        try XKeyboard.press("Home", inWindowTitled: "Numbers")
        XCTAssertTrue(
            pump(until: { table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.hasFocus == true }), "Home: the first row")
        pumpFor(milliseconds: 200)

        try XKeyboard.press("Page_Down", inWindowTitled: "Numbers")
        XCTAssertTrue(
            pump(until: { (table.tableView.cells.joined().first { $0.hasFocus }?.indexPath.row ?? 0) > 3 }), "Page Down moves a screen")
        var row = try XCTUnwrap(table.tableView.cells.joined().first { $0.hasFocus }).indexPath.row
        for _ in 0..<30 { try XKeyboard.press("Page_Down", inWindowTitled: "Numbers") }
        XCTAssertTrue(
            pump(until: { (table.tableView.cells.joined().first { $0.hasFocus }?.indexPath.row ?? 0) > row + 100 }), "past the first window"
        )
        pumpFor(milliseconds: 200)
        let focused = try XCTUnwrap(table.tableView.cells.joined().first { $0.hasFocus })
        XCTAssertTrue(try isInView(focused, of: table), "the focused row is shown")
        row = focused.indexPath.row
        for _ in 0..<150 { try XKeyboard.press("Down", inWindowTitled: "Numbers") }
        XCTAssertTrue(pump(until: { table.tableView.cells.joined().first { $0.hasFocus }?.indexPath.row == row + 150 }), "Down, row by row")
        assertCellsMatchTheirRows(table)
        window.close()
    }

    @MainActor
    func testEditsOutsideTheWindowChangeOnlyTheCount() async throws {
        let table = NumberTable(first: 3_000, second: 1)
        let window = showSettled(table)
        let before = built(table)

        table.sections[0].remove(at: 2_000)
        table.tableView.deleteRows(at: [IndexPath(row: 2_000, section: 0)])
        table.sections[0].append("New")
        table.tableView.insertRows(at: [IndexPath(row: 2_999, section: 0)])
        XCTAssertEqual(table.tableView.numberOfRows, 3_001)
        XCTAssertEqual(built(table), before, "nothing built or lost for rows outside the window")

        table.sections[0].remove(at: 0)
        table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.text, "A1", "a built row goes at once")
        assertCellsMatchTheirRows(table)

        let last = try XCTUnwrap(table.tableView.loadCellForRow(at: IndexPath(row: 2_998, section: 0)))
        XCTAssertEqual(last.text, "New", "loading a far row builds the window around it")
        XCTAssertEqual(table.tableView.cellForRow(at: IndexPath(row: 2_000, section: 0))?.text, nil, "and only that window")
        table.sections[0].insert("Inserted", at: 10)
        table.tableView.insertRows(at: [IndexPath(row: 10, section: 0)]) // above the window now
        assertCellsMatchTheirRows(table)
        XCTAssertNil(table.tableView.loadCellForRow(at: IndexPath(row: 3_000, section: 0)))
        window.close()
    }

    /// The focused row stays built while the view is scrolled off it with the mouse, up to a
    /// limit; further away, the focus moves into view rather than into nowhere.
    @MainActor
    func testTheFocusedRowOutlivesAShortScrollAndMovesIntoViewAfterALongOne() async throws {
        try skipUnlessWindowsBecomeActive()
        let table = NumberTable(first: 50_000, second: 1)
        let window = showSettled(table)
        let scroll = try adjustment(of: table)
        let first = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertTrue(first.grabFocus())
        gtk_adjustment_set_value(scroll, 100 * 60)
        pumpFor(milliseconds: 300)
        XCTAssertTrue(first.hasFocus, "about 100 rows away: still focused")
        XCTAssertIdentical(table.tableView.cellForRow(at: IndexPath(row: 2, section: 0)), first)

        gtk_adjustment_set_value(scroll, 20_000 * 60)
        pumpFor(milliseconds: 300)
        let focused = try XCTUnwrap(table.tableView.cells.joined().first { $0.hasFocus }, "the focus is still on a row")
        XCTAssertTrue(try isInView(focused, of: table), "one in view")
        assertCellsMatchTheirRows(table)
        window.close()
    }

    /// State restoration of a table: the focused row and the scroll position come back.
    @MainActor
    func testAFocusedRowAndScrollPositionAreSavedAndRestored() async throws {
        try skipUnlessWindowsBecomeActive()
        let table = NumberTable(first: 30_000, second: 1)
        let window = showSettled(table)
        let scroll = try self.adjustment(of: table)
        XCTAssertTrue(table.tableView.focusRow(at: IndexPath(row: 20_000, section: 0)))
        pumpFor(milliseconds: 300)
        gtk_adjustment_set_value(scroll, gtk_adjustment_get_value(scroll) + 200) // the row moves up, still in view
        pumpFor(milliseconds: 200)
        let offset = gtk_adjustment_get_value(scroll)
        XCTAssertGreaterThan(offset, 500_000)
        let coder = Coder()
        table.encodeRestorableState(with: coder)
        XCTAssertEqual(coder.decodeInteger(forKey: "focusedRow"), 20_000)
        window.close()

        let again = NumberTable(first: 30_000, second: 1)
        let second = showSettled(again)
        again.decodeRestorableState(with: coder)
        XCTAssertTrue(pump(until: { again.tableView.cellForRow(at: IndexPath(row: 20_000, section: 0))?.hasFocus == true }))
        let restored = try self.adjustment(of: again)
        XCTAssertTrue(pump(until: { abs(gtk_adjustment_get_value(restored) - offset) < 2 }), "scrolled back to \(offset)")
        pumpFor(milliseconds: 300)
        XCTAssertTrue(try isInView(try XCTUnwrap(again.tableView.cellForRow(at: IndexPath(row: 20_000, section: 0))), of: again))
        second.close()
    }
}
