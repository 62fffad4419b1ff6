import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// Inserting or deleting rows the data source does not agree with: UIKit raises an inconsistency
/// exception; GtkKit names the mismatch in a GLib critical and shows what the data source has.
/// (A deleteRows(at:) for a row the data source still counted once removed the wrong row and
/// then emptied the table, saying nothing.)
final class TableConsistencyTests: GtkTestCase {
    @MainActor
    func testDeletingARowTheDataSourceStillCountsReloadsAndSaysWhy() async {
        let table = FruitTable()
        _ = presentInWindow(NavigationController(rootViewController: table))
        expectedLogMessages = [
            "TableView.deleteRows(at:): section 0 had 2 rows and should have 1 after it, but the data source has 2"
        ]
        table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)]) // the data still has Apple
        pump()
        XCTAssertEqual(table.tableView.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.text, "Apple")
        XCTAssertEqual(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.text, "Banana")
        XCTAssertEqual(table.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.text, "Cherry")
    }

    @MainActor
    func testInsertingMoreRowsThanTheDataSourceAddedShowsWhatItHas() async {
        let table = FruitTable()
        _ = presentInWindow(NavigationController(rootViewController: table))
        table.sections[1].1.append("Damson")
        expectedLogMessages = [
            "TableView.insertRows(at:): section 1 had 1 rows and should have 3 after it, but the data source has 2"
        ]
        table.tableView.insertRows(at: [IndexPath(row: 1, section: 1), IndexPath(row: 2, section: 1)])
        pump()
        XCTAssertEqual(table.tableView.numberOfRows(inSection: 1), 2)
        XCTAssertEqual(table.tableView.cellForRow(at: IndexPath(row: 1, section: 1))?.text, "Damson")
    }

    @MainActor
    func testAMatchingDeletionLogsNothing() async {
        let table = FruitTable()
        _ = presentInWindow(NavigationController(rootViewController: table))
        table.sections[0].1.remove(at: 0)
        table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.text, "Banana")
    }
}
