import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// On a wide window a table's rows keep to a readable column, centred (GNOME's boxed lists,
/// UIKit's readable width); on a narrow one, down to a phone's 360 pixels, they fill it.
final class TableReadableWidthTests: GtkTestCase {
    @MainActor
    private func rowFrame(inWindowOf width: Int, follow: Bool = true) -> (x: Double, width: Double, window: Double)? {
        let table = FruitTable()
        table.tableView.cellLayoutMarginsFollowReadableWidth = follow
        let window = Window(application: nil)
        window.setDefaultSize(width: width, height: 600)
        window.rootViewController = NavigationController(rootViewController: table)
        window.present()
        guard
            pump(until: {
                (table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.widget).map { gtk_widget_get_width($0) > 0 } ?? false
            })
        else { return nil }
        pump()
        let cell = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        var bounds = graphene_rect_t()
        guard Bool(gboolean: gtk_widget_compute_bounds(cell.widget, window.widget, &bounds)) else { return nil }
        let windowWidth = Double(gtk_widget_get_width(window.widget))
        window.close()
        return (Double(bounds.origin.x), Double(bounds.size.width), windowWidth)
    }

    @MainActor
    func testAWideWindowKeepsTheRowsToAReadableCentredColumn() async throws {
        let frame = try XCTUnwrap(rowFrame(inWindowOf: 1200))
        XCTAssertGreaterThan(frame.window, 1000, "the window opened wide")
        XCTAssertLessThanOrEqual(frame.width, Double(TableView.readableContentWidth))
        XCTAssertGreaterThan(frame.width, Double(TableView.readableContentWidth) - 40)
        let left = frame.x
        let right = frame.window - frame.x - frame.width
        XCTAssertEqual(left, right, accuracy: 24, "centred (the scrollbar's width aside)")
    }

    @MainActor
    func testANarrowWindowsRowsFillItWithTheUsualMargin() async throws {
        let frame = try XCTUnwrap(rowFrame(inWindowOf: 360))
        XCTAssertEqual(frame.x, 18, accuracy: 2)
        XCTAssertGreaterThan(frame.width, frame.window - 2 * 18 - 20)
    }

    @MainActor
    func testTurnedOffTheRowsFillAWideWindow() async throws {
        let frame = try XCTUnwrap(rowFrame(inWindowOf: 1200, follow: false))
        XCTAssertGreaterThan(frame.width, frame.window - 2 * 18 - 20)
    }
}
