import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

@testable import Segue

/// The item page's anchored rows, as the book's item page lays them out, in both directions.
final class HomepwnerLayoutTests: DemoFlowTestCase {
    /// Opens the first item in a window laid out `rightToLeft` or not, and checks each field
    /// starts 12 px after its 110-px title and runs to the row's trailing edge, on its line.
    @MainActor
    private func checkRows(rightToLeft: Bool) throws {
        gtk_widget_set_default_direction(rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let (main, list) = try open(.homepwner, as: HomepwnerViewController.self)
        try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))).activate()
        let detail = try XCTUnwrap(main.navigation.topViewController as? HomepwnerItemDetailViewController)
        XCTAssertTrue(pump(until: { detail.valueField.bounds.width > 0 }), "the page is laid out")
        for field in [detail.nameField, detail.serialField, detail.valueField] {
            let row = try XCTUnwrap(field.superview)
            let title = try XCTUnwrap(row.subviews.first as? Label)
            let width = row.bounds.width
            XCTAssertEqual(title.frame.width, 110, "\(title.text): the titles' column")
            if rightToLeft {
                XCTAssertEqual(title.frame.maxX, width, "\(title.text): the title at the right, where lines start")
                XCTAssertEqual(field.frame.maxX, width - 122, "\(title.text): the field 12 px to the title's left")
                XCTAssertEqual(field.frame.minX, 0)
            } else {
                XCTAssertEqual(title.frame.minX, 0)
                XCTAssertEqual(field.frame.minX, 122, "\(title.text): the field 12 px after the title")
                XCTAssertEqual(field.frame.maxX, width)
            }
            XCTAssertTrue(
                title.frame.minY > field.frame.minY && title.frame.maxY < field.frame.maxY,
                "\(title.text): the title on the field's line (baselines), \(title.frame) in \(field.frame)")
        }
    }

    @MainActor
    func testTheItemPagesTitlesAndFieldsShareRowsLeftToRight() async throws {
        try checkRows(rightToLeft: false)
    }

    @MainActor
    func testTheItemPagesRowsMirrorRightToLeft() async throws {
        try checkRows(rightToLeft: true)
    }
}
