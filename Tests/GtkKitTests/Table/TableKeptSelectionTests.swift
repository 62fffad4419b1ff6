import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A list beside its row's page keeps that row drawn selected, as GNOME's sidebars do, and a
/// screen reader hears it, and only it, as selected; a list the user comes back to clears its
/// selection (UIKit's `clearsSelectionOnViewWillAppear`).
final class TableKeptSelectionTests: GtkTestCase {
    @MainActor
    private final class Fruits: TableViewController {
        let names = ["Apple", "Banana", "Cherry"]
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell(text: names[indexPath.row])
            cell.accessibilityLabel = names[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            let page = ViewController()
            page.title = names[indexPath.row]
            splitViewController?.showDetailViewController(NavigationController(rootViewController: page), sender: self)
        }
    }

    @MainActor
    private func drawnSelected(_ list: Fruits) -> [String] {
        list.names.indices.compactMap { row in
            guard let cell = list.tableView.cellForRow(at: IndexPath(row: row, section: 0)) else { return nil }
            return gtk_widget_get_state_flags(cell.widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0 ? list.names[row] : nil
        }
    }

    @MainActor
    func testBesideItsPageTheOpenRowIsDrawnAndHeardSelectedAndOnlyThere() async throws {
        let list = Fruits()
        let split = SplitViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(ViewController(), for: .secondary)
        let window = presentInWindow(split)
        window.title = "Fruit sidebar"
        window.setDefaultSize(width: 1000, height: 600)
        defer { window.close() }
        XCTAssertTrue(pump(until: { !split.isCollapsed && list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) != nil }))

        list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.activate()
        XCTAssertTrue(pump(until: { self.drawnSelected(list) == ["Banana"] }), "the open row: \(drawnSelected(list))")
        let nodes = try AccessibilityBus.describe(windowTitled: "Fruit sidebar")
        let selected = nodes.filter { $0.states.contains("selected") }.map(\.name)
        XCTAssertEqual(selected, ["Banana"], "only the open row is selected for a screen reader")

        list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.activate()
        XCTAssertTrue(pump(until: { self.drawnSelected(list) == ["Cherry"] }), "the selection follows: \(drawnSelected(list))")

        // One column: the list is a list again, whose activated rows are not drawn selected.
        window.setDefaultSize(width: 480, height: 600)
        XCTAssertTrue(pump(until: { split.isCollapsed }))
        XCTAssertEqual(drawnSelected(list), [])
        window.setDefaultSize(width: 1000, height: 600)
        XCTAssertTrue(pump(until: { !split.isCollapsed }))
        XCTAssertTrue(pump(until: { self.drawnSelected(list) == ["Cherry"] }), "beside the page again: \(drawnSelected(list))")
    }

    @MainActor
    func testAListTheUserComesBackToClearsItsSelectionUnlessToldNotTo() async throws {
        let list = Fruits()
        let navigation = NavigationController(rootViewController: list)
        let window = presentInWindow(navigation)
        defer { window.close() }
        XCTAssertTrue(pump(until: { list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) != nil }))
        list.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        navigation.pushViewController(ViewController(), animated: false)
        navigation.popViewController(animated: false)
        pump()
        XCTAssertNil(list.tableView.indexPathForSelectedRow, "cleared as the list appeared")
        XCTAssertEqual(drawnSelected(list), [], "a list's activated row is not drawn selected")

        list.clearsSelectionOnViewWillAppear = false
        list.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        navigation.pushViewController(ViewController(), animated: false)
        navigation.popViewController(animated: false)
        pump()
        XCTAssertEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    }
}
