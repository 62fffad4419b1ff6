import GtkKit
import GtkKitTestSupport
import XCTest

/// A list whose refresh control counts the refreshes asked for.
@MainActor
private final class GroceriesViewController: TableViewController {
    let refresh = RefreshControl()
    private(set) var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        refresh.addTarget(self, action: GroceriesViewController.reload, for: .valueChanged)
        tableView.refreshControl = refresh
    }

    func reload(_ sender: RefreshControl) { refreshes += 1 }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: ["Apples", "Bread", "Cheese"][indexPath.row])
    }
}

/// UIKit's pull to refresh, as GNOME reloads: F5 or Ctrl+R in the list sends the control's
/// action once, a spinner shows above the rows until the app ends the refresh.
final class RefreshControlTests: GtkTestCase {
    @MainActor
    func testF5OrControlRInTheListAsksForOneRefreshShownUntilItEnds() async throws {
        let list = GroceriesViewController()
        let window = presentInWindow(list)
        defer { window.close() }
        window.title = "Refresh control"
        let first = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        first.grabFocus()
        XCTAssertFalse(list.refresh.isVisible, "nothing shows while not refreshing")

        try XKeyboard.press("F5", inWindowTitled: "Refresh control")
        XCTAssertTrue(pump(until: { list.refreshes == 1 }), "F5 sends the action")
        XCTAssertTrue(list.refresh.isRefreshing)
        XCTAssertTrue(pump(until: { list.refresh.frame.height > 0 && first.frame.height > 0 }))
        let spinnerBottom = list.refresh.convert(Point(x: 0, y: list.refresh.frame.height), to: list.tableView).y
        let rowTop = first.convert(Point(x: 0, y: 0), to: list.tableView).y
        XCTAssertLessThanOrEqual(spinnerBottom, rowTop, "the spinner above the rows")
        try XKeyboard.press("F5", inWindowTitled: "Refresh control")
        pump()
        XCTAssertEqual(list.refreshes, 1, "not again while one is under way")

        list.refresh.endRefreshing()
        XCTAssertFalse(list.refresh.isRefreshing)
        XCTAssertFalse(list.refresh.isVisible, "the spinner goes")
        first.grabFocus()
        try XKeyboard.press("ctrl+r", inWindowTitled: "Refresh control")
        XCTAssertTrue(pump(until: { list.refreshes == 2 }), "Ctrl+R too")
        list.refresh.endRefreshing()

        list.refresh.beginRefreshing()
        XCTAssertTrue(list.refresh.isVisible, "shown for a refresh the app starts")
        XCTAssertEqual(list.refreshes, 2, "which sends no action, as in UIKit")
        list.refresh.endRefreshing()

        list.tableView.refreshControl = nil
        first.grabFocus()
        try XKeyboard.press("F5", inWindowTitled: "Refresh control")
        pump()
        XCTAssertEqual(list.refreshes, 2, "a table without its control no longer refreshes")
        XCTAssertFalse(list.refresh.isVisible)
    }
}
