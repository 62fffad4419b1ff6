import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// Four fruit; deleting removes one.
@MainActor
private final class Orchard: TableViewController {
    var fruit = ["Apple", "Banana", "Cherry", "Damson"]

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: fruit[indexPath.row])
    }
}

/// A deleted row that had the focus stays a moment, hidden, in its list, so that a screen reader
/// handling the Delete key late still finds it (AccessibilityRepair.keepDeletedRow); nobody sees
/// it, and rows inserted meanwhile go where their index paths say.
final class TableDeletedRowTests: GtkTestCase {
    @MainActor
    func testADeletedFocusedRowIsGoneForUsersAndInsertionsLandInPlace() async throws {
        let table = Orchard()
        _ = presentInWindow(NavigationController(rootViewController: table))
        XCTAssertTrue(table.tableView.focusRow(at: IndexPath(row: 1, section: 0)))
        let list = try XCTUnwrap(WidgetTree.first(ofType: gtk_list_box_get_type(), under: table.view.widget))

        table.fruit.remove(at: 1)
        table.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: table.view.widget), ["Apple", "Cherry", "Damson"])
        XCTAssertEqual(table.tableView.indexPathForFocusedRow, IndexPath(row: 1, section: 0), "the focus moves to Cherry")
        XCTAssertEqual(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.text, "Cherry")

        // Undo-like insertion below the kept row: it must land after Cherry, not after Apple.
        table.fruit.insert("Elder", at: 2)
        table.tableView.insertRows(at: [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: table.view.widget), ["Apple", "Cherry", "Elder", "Damson"])

        let rowsInList = { WidgetChildren.count(of: list) }
        XCTAssertEqual(rowsInList(), 5, "the deleted row is still in the list, hidden")
        let retired = await settle(until: { rowsInList() == 4 }, timeout: 5)
        XCTAssertTrue(retired, "the deleted row leaves its list a moment later")
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: table.view.widget), ["Apple", "Cherry", "Elder", "Damson"])
        XCTAssertEqual(table.tableView.indexPathForFocusedRow, IndexPath(row: 1, section: 0))
    }
}

/// Counts a widget's children, hidden ones too.
private enum WidgetChildren {
    static func count(of widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var count = 0
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            count += 1
            child = gtk_widget_get_next_sibling(current)
        }
        return count
    }
}
