import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// A long two-section table: "A" with `first` rows, "B" with `second`.
@MainActor
final class NumberTable: TableViewController, TableViewDataSource {
    var sections: [[String]]
    var cellsMade = 0

    init(first: Int, second: Int) {
        sections = [(0..<first).map { "A\($0)" }, (0..<second).map { "B\($0)" }]
        super.init()
        title = "Numbers"
        dataSource = self
    }

    func numberOfSections(in tableView: TableViewController) -> Int { 2 }
    func tableView(_ tableView: TableViewController, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableViewController, titleForHeaderInSection section: Int) -> String? { section == 0 ? "A" : "B" }
    func tableView(_ tableView: TableViewController, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsMade += 1
        return TableViewCell(text: sections[indexPath.section][indexPath.row])
    }
}

/// Rows are built as the view nears them, not all in the background: a long list costs what the
/// user has scrolled through (issue: 100,000 rows kept a core busy for minutes).
final class TableLazyRowsTests: GtkTestCase {
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
    private func built(_ table: TableViewController) -> Int { table.cells.joined().count }

    @MainActor
    private func adjustment(of table: TableViewController) throws -> UnsafeMutablePointer<GtkAdjustment> {
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let scroller = try XCTUnwrap(gtk_widget_get_ancestor(cell.widget, gtk_scrolled_window_get_type()))
        return try XCTUnwrap(gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller)))
    }

    @MainActor
    func testALongListBuildsOnlyTheRowsNearTheViewAndNoLaterSectionPastAGap() async throws {
        let table = NumberTable(first: 10_000, second: 5)
        let window = showSettled(table)
        XCTAssertEqual(table.numberOfRows, 10_005, "the count is the data source's")
        XCTAssertTrue(table.hasUnbuiltRows)
        XCTAssertLessThan(built(table), 1_000, "a few screens' worth, not 10,000")
        XCTAssertEqual(table.cellsMade, built(table))
        let labels = WidgetTree.visibleLabelTexts(under: table.view.widget)
        XCTAssertTrue(labels.contains("A"))
        XCTAssertFalse(labels.contains("B"), "section B stays hidden until A is complete: no gap")
        XCTAssertFalse(labels.contains("B0"))
        window.close()
    }

    @MainActor
    func testScrollingNearTheEndBuildsMore() async throws {
        let table = NumberTable(first: 10_000, second: 5)
        let window = showSettled(table)
        let before = built(table)
        let adjustment = try adjustment(of: table)
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
        XCTAssertTrue(pump(until: { self.built(table) > before }), "scrolling to the bottom builds the next rows")
        pumpFor(milliseconds: 300)
        XCTAssertLessThan(built(table), 2_000, "and stops a few screens further on")
        window.close()
    }

    @MainActor
    func testDownFromTheLastBuiltRowContinuesAndEndReachesTheRealLastRow() async throws {
        let table = NumberTable(first: 3_000, second: 2)
        let window = showSettled(table)
        let lastBuilt = built(table) - 1
        XCTAssertTrue(try XCTUnwrap(table.cellForRow(at: IndexPath(row: lastBuilt, section: 0))).grabFocus())
        try XKeyboard.press("Down", inWindowTitled: "Numbers")
        XCTAssertTrue(
            pump(until: { table.cellForRow(at: IndexPath(row: lastBuilt + 1, section: 0))?.hasFocus == true }),
            "Down goes on to the next row, built on the spot, not into section B")

        try XKeyboard.press("End", inWindowTitled: "Numbers")
        XCTAssertTrue(pump(until: { table.cellForRow(at: IndexPath(row: 2_999, section: 0))?.hasFocus == true }), "End: the real last row")
        XCTAssertTrue(WidgetTree.visibleLabelTexts(under: table.view.widget).contains("B"), "section A complete: B shows")
        window.close()
    }

    @MainActor
    func testEditsBeyondTheBuiltRowsChangeOnlyTheCount() async throws {
        let table = NumberTable(first: 3_000, second: 1)
        let window = showSettled(table)
        let before = built(table)

        table.sections[0].remove(at: 2_000)
        table.deleteRows(at: [IndexPath(row: 2_000, section: 0)])
        table.sections[0].append("New")
        table.insertRows(at: [IndexPath(row: 2_999, section: 0)])
        XCTAssertEqual(table.numberOfRows, 3_001)
        XCTAssertEqual(built(table), before, "nothing built or lost for rows the view has not reached")

        table.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.text, "A1", "a built row goes at once")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.indexPath, IndexPath(row: 0, section: 0))

        let last = try XCTUnwrap(table.loadCellForRow(at: IndexPath(row: 2_998, section: 0)))
        XCTAssertEqual(last.text, "New", "loading the appended row builds every row up to it, in order")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1_999, section: 0))?.text, "A2001")
        XCTAssertNil(table.loadCellForRow(at: IndexPath(row: 3_000, section: 0)))
        window.close()
    }

    /// State restoration of a table: the focused row and the scroll position come back, the rows
    /// up to the focused one built first.
    @MainActor
    func testAFocusedRowAndScrollPositionAreSavedAndRestored() async throws {
        let table = NumberTable(first: 3_000, second: 1)
        let window = showSettled(table)
        let scroll = try self.adjustment(of: table)
        try XCTUnwrap(table.loadCellForRow(at: IndexPath(row: 700, section: 0))).grabFocus()
        pumpFor(milliseconds: 300)
        gtk_adjustment_set_value(scroll, 9_000)
        pumpFor(milliseconds: 100)
        let offset = gtk_adjustment_get_value(scroll)
        XCTAssertGreaterThan(offset, 5_000)
        let coder = RestorationCoder()
        table.encodeRestorableState(with: coder)
        XCTAssertEqual(coder.decodeInteger(forKey: "focusedRow"), 700)
        window.close()

        let again = NumberTable(first: 3_000, second: 1)
        let second = showSettled(again)
        again.decodeRestorableState(with: coder)
        XCTAssertTrue(pump(until: { again.cellForRow(at: IndexPath(row: 700, section: 0))?.hasFocus == true }))
        let restored = try self.adjustment(of: again)
        XCTAssertTrue(pump(until: { abs(gtk_adjustment_get_value(restored) - offset) < 2 }), "scrolled back to \(offset)")
        second.close()
    }
}
