import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// Batches of row changes, as UIKit code makes them: the data source updated inside the batch,
/// deletes named as before it, inserts as after it, the counts checked once at its end.
final class TableBatchUpdateTests: GtkTestCase {
    @MainActor
    private func rowTexts(_ table: FruitTable) -> [String] {
        WidgetTree.visibleLabelTexts(under: table.view.widget).filter { $0 != "Fruit" }
    }

    @MainActor
    func testTwoDeletesAndAnInsertInOneBatchShowTheDataSourcesRows() async {
        let table = FruitTable()
        table.sections[0].1 = ["Apple", "Banana", "Blackberry", "Blueberry"]
        _ = presentInWindow(NavigationController(rootViewController: table))
        var finished: Bool?
        table.tableView.performBatchUpdates(
            {
                table.sections[0].1 = ["Banana", "Cranberry", "Blueberry"] // Apple and Blackberry out, Cranberry in
                table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)])
                table.tableView.deleteRows(at: [IndexPath(row: 2, section: 0)]) // as before the batch
                table.tableView.insertRows(at: [IndexPath(row: 1, section: 0)]) // as after it
            }, completion: { finished = $0 })
        XCTAssertEqual(finished, true)
        XCTAssertEqual(rowTexts(table), ["Banana", "Cranberry", "Blueberry", "Cherry"], "no critical: each call alone would not match")
    }

    @MainActor
    func testBeginAndEndUpdatesNestAndReloadsNameRowsAsBeforeTheBatch() async {
        let table = FruitTable()
        _ = presentInWindow(NavigationController(rootViewController: table))
        table.tableView.beginUpdates()
        table.tableView.beginUpdates()
        table.sections[0].1 = ["Apricot", "Apple", "Banana split"]
        table.tableView.insertRows(at: [IndexPath(row: 0, section: 0)])
        table.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)]) // Banana, before the batch
        table.tableView.endUpdates()
        XCTAssertEqual(rowTexts(table), ["Apple", "Banana", "Cherry"], "nothing shows until the outermost batch ends")
        table.tableView.endUpdates()
        XCTAssertEqual(rowTexts(table), ["Apricot", "Apple", "Banana split", "Cherry"])
    }

    @MainActor
    func testABatchWhoseCountsDoNotMatchIsReportedAndReloaded() async {
        let table = FruitTable()
        _ = presentInWindow(NavigationController(rootViewController: table))
        expectedLogMessages = [
            "TableView.performBatchUpdates(_:completion:): section 0 had 2 rows and should have 1 after it, but the data source has 3"
        ]
        table.tableView.performBatchUpdates {
            table.sections[0].1.append("Blueberry")
            table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)])
        }
        XCTAssertEqual(rowTexts(table), ["Apple", "Banana", "Blueberry", "Cherry"], "what the data source has")
    }
}
