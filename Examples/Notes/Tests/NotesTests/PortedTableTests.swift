import FoundationEssentials
import GtkKit
import XCTest

/// A table controller written as UIKit code writes one: it overrides the data-source and delegate
/// methods (no protocol adoption, no `dataSource = self`) and fills its data after
/// `super.viewDidLoad()`. Porting a small UIKit app this way once failed to compile, and then
/// showed an empty list and ignored clicks.
@MainActor
final class PortedFruitViewController: TableViewController {
    var fruit: [String] = []
    private(set) var selected: [IndexPath] = []
    private(set) var cellsMade = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        fruit = ["Apple", "Banana", "Cherry"] // after super, as UIKit apps often do
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsMade += 1
        return TableViewCell(text: fruit[indexPath.row])
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

final class PortedTableTests: XCTestCase {
    @MainActor
    func testOverridesShowRowsFilledAfterViewDidLoadAndHearTheClick() async throws {
        try XCTSkipUnless(Application.openDisplay(), "needs a display (make test runs it under Xvfb)")
        let list = PortedFruitViewController()
        let window = Window(application: nil)
        window.rootViewController = NavigationController(rootViewController: list)
        window.present()
        defer { window.close() }

        let table = list.tableView
        XCTAssertTrue(MainLoop.run(until: { table.isDrawable }))
        XCTAssertEqual(list.cellsMade, 3, "shown, the table asked for its rows by itself")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isDrawable == true, "the rows are on screen")
        XCTAssertEqual(table.numberOfSections, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual((0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.text }, ["Apple", "Banana", "Cherry"])
        XCTAssertTrue(list.view === table, "the controller's view is its table, as in UIKit")

        let banana = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(table.indexPath(for: banana), IndexPath(row: 1, section: 0))
        banana.activate() // what a click or Enter on the row does
        XCTAssertEqual(list.selected, [IndexPath(row: 1, section: 0)], "the subclass's didSelectRowAt ran")

        list.fruit.append("Damson")
        table.insertRows(at: [IndexPath(row: 3, section: 0)])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.text, "Damson")
    }
}
