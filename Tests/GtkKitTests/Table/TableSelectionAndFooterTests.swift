import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's selected row and section footers, on a ``FruitTable`` (two sections: "Fruit" with
/// Apple and Banana, an untitled one with Cherry).
final class TableSelectionAndFooterTests: GtkTestCase {
    @MainActor
    private func show(_ table: TableViewController) -> Window {
        presentInWindow(NavigationController(rootViewController: table))
    }

    @MainActor
    func testTheActivatedRowIsSelectedUntilDeselectedAndMovesWithItsRow() async {
        let table = FruitTable()
        _ = show(table)
        XCTAssertNil(table.tableView.indexPathForSelectedRow)
        table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!.activate()
        XCTAssertEqual(table.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0), "Banana, as didSelectRowAt heard")

        table.sections[0].1.insert("Apricot", at: 0)
        table.tableView.insertRows(at: [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(table.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0), "still Banana, one row down")
        table.sections[0].1.remove(at: 0)
        table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(table.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))

        table.tableView.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
        XCTAssertNotNil(table.tableView.indexPathForSelectedRow, "deselecting another row leaves it")
        table.tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        XCTAssertNil(table.tableView.indexPathForSelectedRow)

        table.tableView.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.tableView.indexPathForSelectedRow, IndexPath(row: 0, section: 1))
        XCTAssertEqual(table.selected, [IndexPath(row: 1, section: 0)], "selecting in code does not tell the delegate, as in UIKit")
        table.sections[1].1.removeAll()
        table.tableView.deleteRows(at: [IndexPath(row: 0, section: 1)])
        XCTAssertNil(table.tableView.indexPathForSelectedRow, "gone with its row")
    }

    @MainActor
    func testSelectingARowThatDoesNotExistIsReportedAndSelectsNothing() async {
        let table = FruitTable()
        _ = show(table)
        expectedLogMessages = ["TableView.selectRow(at:): no row 7 in section 0 (rows per section: 2, 1); nothing selected"]
        table.tableView.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .middle)
        XCTAssertNil(table.tableView.indexPathForSelectedRow)
    }

    @MainActor
    func testWithSelectionOffRowsDoNothing() async {
        let table = FruitTable()
        _ = show(table)
        table.tableView.allowsSelection = false
        table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!.activate()
        XCTAssertEqual(table.selected, [])
        XCTAssertNil(table.tableView.indexPathForSelectedRow)
    }

    @MainActor
    func testAFooterShowsUnderItsSectionAndFollowsReloadSections() async {
        let table = FootedFruitTable()
        _ = show(table)
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: table.view.widget), ["Fruit", "Apple", "Banana", "2 fruit", "Cherry"])
        table.footers[0] = "Picked today"
        table.sections[0].1[0] = "Avocado"
        table.tableView.reloadSections(IndexSet(integer: 0))
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: table.view.widget), ["Fruit", "Avocado", "Banana", "Picked today", "Cherry"])
        table.sections[0].1.append("Blueberry")
        table.footers[1] = "1 berry"
        table.tableView.reloadSections(IndexSet([0, 1]))
        XCTAssertEqual(
            WidgetTree.visibleLabelTexts(under: table.view.widget),
            ["Fruit", "Avocado", "Banana", "Blueberry", "Picked today", "Cherry", "1 berry"],
            "a new row count reloads the table")
    }
}

/// ``FruitTable`` with footer titles.
@MainActor
private final class FootedFruitTable: FruitTable {
    var footers: [String?] = ["2 fruit", nil]
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footers[section] }
}
