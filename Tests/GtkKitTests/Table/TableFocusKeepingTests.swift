import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// A fruit table that reloads itself whenever it appears — the usual UIKit habit.
@MainActor
private final class ReloadingTable: TableViewController {
    var fruit = ["Apple", "Banana", "Cherry", "Damson"]
    var reloadsOnAppear = true

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: fruit[indexPath.row])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if reloadsOnAppear, isViewLoaded { tableView.reloadData() }
    }
}

/// A pushed page that takes the focus, as a real one does.
@MainActor
private final class ButtonPage: ViewController {
    let button = Button(label: "Done")
    override func loadView() { view = button }
    override var initialFocusWidget: View? { button }
}

/// The row a pushed page returns the focus to survives `tableView.reloadData()` in `viewWillAppear` and
/// `tableView.reloadRows(at:)` with the table in a tab.
final class TableFocusKeepingTests: GtkTestCase {
    @MainActor
    func testBackReturnsToTheRowOpenedAfterReloadDataInViewWillAppear() async throws {
        try skipUnlessWindowsBecomeActive()
        let table = ReloadingTable()
        let navigation = NavigationController(rootViewController: table)
        _ = presentInWindow(navigation)
        let row = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertTrue(row.grabFocus())
        navigation.pushViewController(ButtonPage(), animated: false)
        XCTAssertFalse(table.view.containsFocus, "the pushed page has the focus")
        navigation.popViewController(animated: false)
        pump()
        let cherry = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertFalse(cherry === row, "the row was rebuilt")
        XCTAssertTrue(cherry.hasFocus, "focus is back on Cherry, not at the top of the list")

        // The focused row itself survives a reload, by position.
        table.tableView.reloadData()
        XCTAssertTrue(try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 2, section: 0))).hasFocus)
    }

    @MainActor
    func testReloadRowsKeepsTheReturnFocusWhenTheTableIsATab() async throws {
        try skipUnlessWindowsBecomeActive()
        let table = ReloadingTable()
        table.reloadsOnAppear = false
        let tabs = TabBarController()
        tabs.setViewControllers([table, ViewController()])
        let navigation = NavigationController(rootViewController: tabs)
        _ = presentInWindow(navigation)
        XCTAssertTrue(try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))).grabFocus())
        navigation.pushViewController(ButtonPage(), animated: false)
        XCTAssertFalse(table.view.containsFocus, "the pushed page has the focus")
        table.fruit[1] = "Blackberry"
        table.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)])
        navigation.popViewController(animated: false)
        pump()
        let row = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(row.text, "Blackberry")
        XCTAssertTrue(row.hasFocus, "focus returns to the replacement row, though the tab bar controller was what was covered")
    }
}

/// The GTK children of a widget, first to last.
@MainActor
enum WidgetChildrenProbe {
    static func children(of widget: View) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget.widget)
        while let current = child {
            result.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }
}
