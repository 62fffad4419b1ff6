import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// Sections of numbered rows, with optional header and footer views and row heights.
@MainActor
private final class Numbers: TableViewController {
    var sections: [(title: String, rows: Int)] = [("Small", 3), ("Large", 200)]
    var headerViews: [Int: View] = [:]
    var footerViews: [Int: View] = [:]
    var tallRow: IndexPath?

    override func numberOfSections(in tableView: TableView) -> Int { sections.count }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: "\(sections[indexPath.section].title) \(indexPath.row)")
    }
    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { headerViews[section] }
    override func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { footerViews[section] }
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        indexPath == tallRow ? 120 : tableView.rowHeight
    }
}

/// The table extras UIKit code calls: row heights, scrolling to a row, the table's header and
/// footer views, sections' header and footer views, and sections inserted and deleted.
final class TableExtrasTests: GtkTestCase {
    @MainActor
    private func height(of cell: TableViewCell?) -> Int32 {
        guard let cell else { return -1 }
        var minimum: Int32 = 0
        gtk_widget_measure(cell.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil, nil)
        return minimum
    }

    @MainActor
    func testRowHeightAndHeightForRowAtSizeRowsAtLeastThatTall() async {
        let numbers = Numbers()
        numbers.tallRow = IndexPath(row: 1, section: 0)
        numbers.tableView.rowHeight = 64
        _ = presentInWindow(NavigationController(rootViewController: numbers))
        XCTAssertEqual(height(of: numbers.tableView.cellForRow(at: IndexPath(row: 0, section: 0))), 64)
        XCTAssertEqual(height(of: numbers.tableView.cellForRow(at: IndexPath(row: 1, section: 0))), 120, "the delegate's height wins")
        numbers.tableView.rowHeight = TableView.automaticDimension
        numbers.tableView.reloadData()
        XCTAssertLessThan(height(of: numbers.tableView.cellForRow(at: IndexPath(row: 0, section: 0))), 64, "automatic: the content's")
    }

    @MainActor
    func testScrollToRowShowsARowWithoutMovingTheFocus() async throws {
        let numbers = Numbers()
        let window = presentInWindow(NavigationController(rootViewController: numbers))
        window.setDefaultSize(width: 400, height: 400)
        XCTAssertTrue(numbers.tableView.focusRow(at: IndexPath(row: 0, section: 0)))
        let target = IndexPath(row: 150, section: 1)
        _ = await settle(until: { numbers.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isDrawable == true })
        numbers.tableView.scrollToRow(at: target, at: .top, animated: true)
        let shown = await settle(until: {
            guard let cell = numbers.tableView.cellForRow(at: target), cell.isDrawable else { return false }
            var bounds = graphene_rect_t()
            guard Bool(gboolean: gtk_widget_compute_bounds(cell.widget, numbers.view.widget, &bounds)) else { return false }
            return bounds.origin.y >= 0 && bounds.origin.y < 400
        })
        XCTAssertTrue(shown, "row 150 of the second section is in view")
        XCTAssertEqual(numbers.tableView.indexPathForFocusedRow, IndexPath(row: 0, section: 0), "the focus stayed")
        expectedLogMessages = ["TableView.scrollToRow(at:at:animated:): no row 9 in section 0 (rows per section: 3, 200); not scrolled"]
        numbers.tableView.scrollToRow(at: IndexPath(row: 9, section: 0), at: .middle, animated: false)
    }

    @MainActor
    func testHeaderAndFooterViewsSurroundTheSectionsThroughReloads() async {
        let numbers = Numbers()
        numbers.sections = [("Small", 2)]
        numbers.headerViews[0] = Label("Custom heading")
        numbers.footerViews[0] = Label("Custom footer")
        numbers.tableView.tableHeaderView = Label("Table header")
        numbers.tableView.tableFooterView = Label("Table footer")
        _ = presentInWindow(NavigationController(rootViewController: numbers))
        let expected = ["Table header", "Custom heading", "Small 0", "Small 1", "Custom footer", "Table footer"]
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: numbers.view.widget), expected, "the section's title gives way to its view")
        numbers.tableView.reloadData()
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: numbers.view.widget), expected, "the same after a reload")
        let list = WidgetTree.first(ofType: gtk_list_box_get_type(), under: numbers.view.widget)
        XCTAssertEqual(
            list.flatMap { Object.wrapper(of: UnsafeMutableRawPointer($0)) as? View }?.accessibilityLabel, "Small",
            "the list is still named by the section's title")
        numbers.tableView.tableHeaderView = nil
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: numbers.view.widget).first, "Custom heading")
    }

    @MainActor
    func testInsertAndDeleteSectionsRebuildFromTheDataSourceAndCheckItsCount() async {
        let numbers = Numbers()
        numbers.sections = [("Small", 1)]
        _ = presentInWindow(NavigationController(rootViewController: numbers))
        numbers.sections.insert(("New", 1), at: 0)
        numbers.tableView.insertSections([0])
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: numbers.view.widget), ["New", "New 0", "Small", "Small 0"])
        numbers.sections.remove(at: 1)
        numbers.tableView.deleteSections(1...1)
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: numbers.view.widget), ["New", "New 0"])
        expectedLogMessages = [
            "TableView.deleteSections(_:): the table had 1 sections and should have 0 after it, but the data source has 1; reloading the table from the data source"
        ]
        numbers.tableView.deleteSections([0])
        XCTAssertEqual(numbers.tableView.numberOfSections, 1, "the data source's sections, not a guess")
    }
}
