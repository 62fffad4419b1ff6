import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// An editable list: deletes and moves its fruit.
@MainActor
private final class EditableFruit: TableViewController {
    var fruit = ["Apple", "Banana", "Cherry"]

    required init?(coder: Coder) { nil }

    override init() {
        super.init()
        tableView.allowsDeletion = true
        tableView.allowsReordering = true
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: fruit[indexPath.row])
    }
    override func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) -> Bool {
        fruit.insert(fruit.remove(at: source.row), at: destination.row)
        return true
    }
    override func tableView(_ tableView: TableView, commitDeletionForRowAt indexPath: IndexPath) {
        fruit.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath])
    }
}

/// The editing mode: Edit shows each row's Delete and Move buttons, named after the row.
final class TableEditingModeTests: GtkTestCase {
    @MainActor
    private func button(named name: String, in table: TableViewController) -> Button? {
        for cell in table.tableView.cells.joined() {
            for child in WidgetChildrenProbe.children(of: cell.contentView) {
                if let button = Object.wrapper(of: UnsafeMutableRawPointer(child)) as? Button, button.accessibilityLabel == name {
                    return button
                }
            }
        }
        return nil
    }

    @MainActor
    func testEditShowsNamedDeleteAndMoveButtonsThatWork() async throws {
        let table = EditableFruit()
        _ = presentInWindow(NavigationController(rootViewController: table))
        XCTAssertNil(button(named: "Delete Apple", in: table), "no editing controls outside the mode")
        XCTAssertEqual(table.editButtonItem.button?.label, "_Edit")

        table.editButtonItem.button?.click()
        XCTAssertTrue(table.isEditing)
        XCTAssertEqual(table.editButtonItem.button?.label, "_Done")
        XCTAssertTrue(table.editButtonItem.view.hasCSSClass("suggested-action"))
        try XCTUnwrap(button(named: "Move Apple down", in: table)).click()
        XCTAssertEqual(table.fruit, ["Banana", "Apple", "Cherry"])
        XCTAssertEqual(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.text, "Apple")
        XCTAssertNotNil(button(named: "Move Apple up", in: table), "the moved row keeps its controls")
        try XCTUnwrap(button(named: "Delete Cherry", in: table)).click()
        XCTAssertEqual(table.fruit, ["Banana", "Apple"])

        table.setEditing(false, animated: true)
        XCTAssertNil(button(named: "Delete Apple", in: table))
        XCTAssertEqual(table.editButtonItem.button?.label, "_Edit")
    }
}
