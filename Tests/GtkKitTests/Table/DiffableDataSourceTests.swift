import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A page whose table is fed by a diffable data source of fruit names.
@MainActor
private final class FruitPage: ViewController {
    let table = TableView()
    private(set) var made: [String] = []
    lazy var dataSource = TableViewDiffableDataSource<String, String>(tableView: table) { [weak self] _, _, name in
        self?.made.append(name)
        return TableViewCell(text: name)
    }
    override func loadView() { view = table }
}

/// `DiffableDataSourceSnapshot` and `TableViewDiffableDataSource`: snapshots by identity, the
/// difference applied as a batch, the focus and selection following their items.
final class DiffableDataSourceTests: GtkTestCase {
    private typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    private func snapshot(_ items: [String], section: String = "fruit") -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([section])
        snapshot.appendItems(items)
        return snapshot
    }

    @MainActor
    func testASnapshotHoldsSectionsAndItemsByIdentityAndReportsDuplicates() async {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems(["apple", "apricot"], toSection: "a")
        snapshot.appendItems(["banana"]) // the last section
        snapshot.insertItems(["avocado"], afterItem: "apple")
        snapshot.insertItems(["blueberry"], beforeItem: "banana")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), ["apple", "avocado", "apricot"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), ["blueberry", "banana"])
        XCTAssertEqual(snapshot.numberOfItems, 5)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "banana"), "b")
        XCTAssertEqual(snapshot.indexOfItem("apricot"), 2)
        snapshot.moveItem("apricot", beforeItem: "banana")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), ["blueberry", "apricot", "banana"])
        snapshot.deleteItems(["avocado", "not there"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["apple", "blueberry", "apricot", "banana"])

        expectedLogMessages = ["supplied item identifiers are not unique. Duplicate identifiers: apple, kiwi"]
        snapshot.appendItems(["kiwi", "apple", "kiwi"], toSection: "a")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), ["apple", "kiwi"], "reported and skipped, not a crash")
        snapshot.deleteSections(["a"])
        XCTAssertEqual(snapshot.sectionIdentifiers, ["b"])
        XCTAssertNil(snapshot.indexOfItem("kiwi"))
    }

    @MainActor
    func testApplyingShowsOnlyTheDifferenceAndTheFocusFollowsItsItem() async throws {
        let page = FruitPage()
        _ = presentInWindow(page)
        let table = page.table
        page.dataSource.apply(snapshot(["apple", "banana", "cherry", "date"]))
        XCTAssertTrue(pump(until: { table.cellForRow(at: IndexPath(row: 3, section: 0)) != nil }))
        XCTAssertEqual(table.numberOfRows, 4)
        XCTAssertTrue(table.focusRow(at: IndexPath(row: 2, section: 0)), "the focus on cherry")
        let madeBefore = page.made.count

        // Inserts and deletes: one batch; cherry keeps the focus from its new row.
        page.dataSource.apply(snapshot(["fig", "grape", "banana", "cherry", "date"]))
        XCTAssertEqual(table.numberOfRows, 5)
        XCTAssertEqual(page.dataSource.itemIdentifier(for: IndexPath(row: 3, section: 0)), "cherry")
        XCTAssertEqual(table.indexPathForFocusedRow, IndexPath(row: 3, section: 0), "the focus followed cherry")
        XCTAssertEqual(Set(page.made.dropFirst(madeBefore)), ["fig", "grape"], "only the new rows were made")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.text, "fig")

        // A new order: cherry still has the focus, wherever it went.
        var reordered = page.dataSource.snapshot()
        reordered.moveItem("cherry", beforeItem: "fig")
        reordered.moveItem("date", afterItem: "fig")
        page.dataSource.apply(reordered)
        XCTAssertEqual(reordered.itemIdentifiers, ["cherry", "fig", "date", "grape", "banana"])
        XCTAssertTrue(pump(until: { table.cellForRow(at: IndexPath(row: 0, section: 0))?.text == "cherry" }))
        XCTAssertEqual(table.indexPathForFocusedRow, IndexPath(row: 0, section: 0), "the focus followed cherry to the top")

        // Reconfiguring asks for that item's cell only.
        let madeBeforeReload = page.made.count
        var reconfigured = page.dataSource.snapshot()
        reconfigured.reconfigureItems(["grape"])
        var completed = false
        page.dataSource.apply(reconfigured) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(Array(page.made.dropFirst(madeBeforeReload)), ["grape"])
        XCTAssertEqual(page.dataSource.indexPath(for: "banana"), IndexPath(row: 4, section: 0))
        XCTAssertNil(page.dataSource.indexPath(for: "apple"))
    }

    @MainActor
    func testTheSelectionFollowsItsItemsAndSectionsChangeByReloading() async throws {
        let page = FruitPage()
        _ = presentInWindow(page)
        let table = page.table
        table.allowsMultipleSelection = true
        page.dataSource.apply(snapshot(["apple", "banana", "cherry"]))
        XCTAssertTrue(pump(until: { table.cellForRow(at: IndexPath(row: 2, section: 0)) != nil }))
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        page.dataSource.apply(snapshot(["kiwi", "apple", "banana", "cherry"]))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)], "banana is still the one selected")

        var two = Snapshot()
        two.appendSections(["new", "fruit"])
        two.appendItems(["lime"], toSection: "new")
        two.appendItems(["banana", "cherry"], toSection: "fruit")
        page.dataSource.apply(two)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 1)], "banana, in its new section")
        XCTAssertEqual(page.dataSource.sectionIdentifier(for: 0), "new")
    }
}
