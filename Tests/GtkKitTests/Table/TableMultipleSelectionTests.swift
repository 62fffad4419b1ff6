import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// Six fruit, several selectable; deleting records what was asked for.
@MainActor
private final class FruitBowl: TableViewController {
    var fruit = ["Apple", "Banana", "Cherry", "Damson", "Elder", "Fig"]
    var activated: [IndexPath] = []
    var deletions: [[IndexPath]] = []

    init(title: String) {
        super.init()
        self.title = title
        tableView.allowsDeletion = true
        tableView.allowsMultipleSelection = true
    }

    required init?(coder: Coder) { nil }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: fruit[indexPath.row])
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { activated.append(indexPath) }
    override func tableView(_ tableView: TableView, commitDeletionForRowAt indexPath: IndexPath) {
        deletions.append([indexPath])
        fruit.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath])
    }
    override func tableView(_ tableView: TableView, commitDeletionForRowsAt indexPaths: [IndexPath]) {
        deletions.append(indexPaths)
        for indexPath in indexPaths.reversed() { fruit.remove(at: indexPath.row) }
        tableView.deleteRows(at: indexPaths)
    }
}

/// Several rows selected GNOME's way: Shift and Ctrl with keys and clicks, drawn selected, and
/// Delete for them all; a plain click or key still activates or moves as before.
final class TableMultipleSelectionTests: GtkTestCase {
    @MainActor
    private func isDrawnSelected(_ table: TableViewController, _ row: Int) -> Bool {
        guard let cell = table.tableView.cellForRow(at: IndexPath(row: row, section: 0)) else { return false }
        return gtk_widget_get_state_flags(cell.widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
    }

    @MainActor
    private func rows(_ rows: Int...) -> [IndexPath] { rows.map { IndexPath(row: $0, section: 0) } }

    @MainActor
    func testShiftArrowsAndCtrlSpaceSelectAndDeleteRemovesTheSelection() async throws {
        try skipUnlessWindowsBecomeActive()
        let bowl = FruitBowl(title: "Bowl 1")
        _ = presentInWindow(NavigationController(rootViewController: bowl))
        XCTAssertTrue(bowl.tableView.focusRow(at: IndexPath(row: 1, section: 0)))

        try XKeyboard.press("shift+Down", inWindowTitled: "Bowl 1")
        try XKeyboard.press("shift+Down", inWindowTitled: "Bowl 1")
        XCTAssertTrue(
            pump(until: { bowl.tableView.indexPathsForSelectedRows == self.rows(1, 2, 3) }),
            "\(String(describing: bowl.tableView.indexPathsForSelectedRows))")
        XCTAssertEqual(bowl.tableView.indexPathForFocusedRow, IndexPath(row: 3, section: 0), "the focus moved with the selection")
        XCTAssertEqual((0..<6).map { isDrawnSelected(bowl, $0) }, [false, true, true, true, false, false])
        XCTAssertEqual(bowl.activated, [], "selecting activates nothing")

        try XKeyboard.press("ctrl+Down", inWindowTitled: "Bowl 1")
        try XKeyboard.press("ctrl+Down", inWindowTitled: "Bowl 1")
        try XKeyboard.press("ctrl+space", inWindowTitled: "Bowl 1")
        XCTAssertTrue(
            pump(until: { bowl.tableView.indexPathsForSelectedRows == self.rows(1, 2, 3, 5) }),
            "Ctrl moves without selecting; Ctrl+Space adds")

        try XKeyboard.press("Delete", inWindowTitled: "Bowl 1")
        XCTAssertTrue(pump(until: { bowl.fruit == ["Apple", "Elder"] }), "\(bowl.fruit)")
        XCTAssertEqual(bowl.deletions, [rows(1, 2, 3, 5)], "one request for the whole selection")
        XCTAssertNil(bowl.tableView.indexPathsForSelectedRows, "the selection went with its rows")
        XCTAssertNotNil(bowl.tableView.indexPathForFocusedRow, "the focus stays in the list")
    }

    @MainActor
    func testAPlainMoveEndsTheSelectionAndDeleteTakesTheFocusedRowAlone() async throws {
        try skipUnlessWindowsBecomeActive()
        let bowl = FruitBowl(title: "Bowl 2")
        _ = presentInWindow(NavigationController(rootViewController: bowl))
        XCTAssertTrue(bowl.tableView.focusRow(at: IndexPath(row: 0, section: 0)))
        try XKeyboard.press("shift+Down", inWindowTitled: "Bowl 2")
        XCTAssertTrue(
            pump(until: { bowl.tableView.indexPathsForSelectedRows == self.rows(0, 1) }),
            "\(String(describing: bowl.tableView.indexPathsForSelectedRows)), focus \(String(describing: bowl.tableView.indexPathForFocusedRow))"
        )
        try XKeyboard.press("Down", inWindowTitled: "Bowl 2")
        XCTAssertTrue(pump(until: { bowl.tableView.indexPathsForSelectedRows == nil }), "a plain move ends the selection")
        XCTAssertEqual((0..<6).map { isDrawnSelected(bowl, $0) }, Array(repeating: false, count: 6))
        try XKeyboard.press("Delete", inWindowTitled: "Bowl 2")
        XCTAssertTrue(pump(until: { bowl.deletions == [self.rows(2)] }), "\(bowl.deletions)")

        try XKeyboard.press("ctrl+a", inWindowTitled: "Bowl 2")
        XCTAssertTrue(pump(until: { bowl.tableView.indexPathsForSelectedRows?.count == 5 }), "Ctrl+A selects every row")
        try XKeyboard.press("shift+ctrl+a", inWindowTitled: "Bowl 2")
        XCTAssertTrue(pump(until: { bowl.tableView.indexPathsForSelectedRows == nil }), "Shift+Ctrl+A selects none")
        try XKeyboard.press("Return", inWindowTitled: "Bowl 2")
        XCTAssertTrue(pump(until: { bowl.activated.count == 1 }), "Return still activates the focused row")
        let activated = try XCTUnwrap(bowl.activated.first)
        XCTAssertEqual(bowl.tableView.indexPathsForSelectedRows, [activated], "the activated row is the selection, undrawn")
        XCTAssertFalse(isDrawnSelected(bowl, activated.row))
    }

    @MainActor
    func testCtrlAndShiftClicksSelectWithoutActivating() async throws {
        try skipUnlessWindowsBecomeActive()
        let bowl = FruitBowl(title: "Bowl 3")
        _ = presentInWindow(NavigationController(rootViewController: bowl))
        let apple = try XCTUnwrap(bowl.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let cherry = try XCTUnwrap(bowl.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        let elder = try XCTUnwrap(bowl.tableView.cellForRow(at: IndexPath(row: 4, section: 0)))
        try XKeyboard.click(on: cherry, inWindowTitled: "Bowl 3", holding: "ctrl")
        XCTAssertTrue(pump(until: { bowl.tableView.indexPathsForSelectedRows == self.rows(2) }))
        try XKeyboard.click(on: elder, inWindowTitled: "Bowl 3", holding: "shift")
        XCTAssertTrue(pump(until: { bowl.tableView.indexPathsForSelectedRows == self.rows(2, 3, 4) }))
        try XKeyboard.click(on: cherry, inWindowTitled: "Bowl 3", holding: "ctrl")
        XCTAssertTrue(pump(until: { bowl.tableView.indexPathsForSelectedRows == self.rows(3, 4) }), "Ctrl+click takes a row out")
        XCTAssertEqual(bowl.activated, [], "no Ctrl- or Shift-click activated a row")
        try XKeyboard.click(on: apple, inWindowTitled: "Bowl 3")
        XCTAssertTrue(pump(until: { bowl.activated == self.rows(0) }), "a plain click activates")
        XCTAssertEqual(bowl.tableView.indexPathsForSelectedRows, rows(0))
    }

    @MainActor
    func testSelectionInCodeAddsRowsAndSwitchingOffClearsIt() async {
        let bowl = FruitBowl(title: "Bowl 4")
        _ = presentInWindow(NavigationController(rootViewController: bowl))
        bowl.tableView.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        bowl.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(bowl.tableView.indexPathsForSelectedRows, rows(1, 4), "with several allowed, selecting adds")
        XCTAssertEqual(bowl.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0), "the first selected row")
        XCTAssertTrue(isDrawnSelected(bowl, 4))
        bowl.tableView.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        XCTAssertEqual(bowl.tableView.indexPathsForSelectedRows, rows(1))
        XCTAssertFalse(isDrawnSelected(bowl, 4))
        bowl.fruit.insert("Apricot", at: 0)
        bowl.tableView.insertRows(at: [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(bowl.tableView.indexPathsForSelectedRows, rows(2), "the selection moves with its row")
        XCTAssertTrue(isDrawnSelected(bowl, 2))
        XCTAssertFalse(isDrawnSelected(bowl, 0), "a new row is not drawn selected")
        bowl.tableView.allowsMultipleSelection = false
        XCTAssertNil(bowl.tableView.indexPathsForSelectedRows, "switched off, the drawn selection ends")
        XCTAssertFalse(isDrawnSelected(bowl, 2))
    }
}
