import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A page whose grid is fed by a diffable data source of fruit names.
@MainActor
private final class FruitGrid: ViewController {
    let grid = CollectionView(collectionViewLayout: CollectionViewFlowLayout())
    private(set) var made: [String] = []
    lazy var dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: grid) { [weak self] grid, indexPath, name in
        self?.made.append(name)
        let cell = grid.dequeueReusableCell(withReuseIdentifier: "fruit", for: indexPath)
        cell.accessibilityLabel = name
        return cell
    }
    override func loadView() {
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "fruit")
        view = grid
    }
}

/// `CollectionViewDiffableDataSource`: a snapshot's difference applied as one batch, only new
/// items' cells made, and the focus and the selection following their items through inserts,
/// deletes and a new order.
final class CollectionDiffableDataSourceTests: GtkTestCase {
    private typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    private func snapshot(_ items: [String]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["fruit"])
        snapshot.appendItems(items)
        return snapshot
    }

    @MainActor
    func testTheFocusAndSelectionFollowTheirItemsAndOnlyNewCellsAreMade() async throws {
        let page = FruitGrid()
        _ = presentInWindow(page)
        let grid = page.grid
        page.dataSource.apply(snapshot(["apple", "banana", "cherry", "date"]))
        XCTAssertTrue(pump(until: { grid.cellForItem(at: IndexPath(item: 3, section: 0)) != nil }))
        XCTAssertTrue(grid.focusItem(at: IndexPath(item: 2, section: 0)), "the focus on cherry")
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let madeBefore = page.made.count

        page.dataSource.apply(snapshot(["fig", "grape", "banana", "cherry", "date"]))
        XCTAssertEqual(grid.numberOfItems(inSection: 0), 5)
        XCTAssertEqual(grid.indexPathForFocusedItem, IndexPath(item: 3, section: 0), "the focus followed cherry")
        XCTAssertEqual(grid.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)], "the selection followed banana")
        XCTAssertEqual(Set(page.made.dropFirst(madeBefore)), ["fig", "grape"], "only the new items' cells were made")
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 3, section: 0))?.accessibilityHint, "4 of 5")

        // A new order: the collection reloads, and cherry and banana are found again.
        var reordered = page.dataSource.snapshot()
        reordered.moveItem("cherry", beforeItem: "fig")
        reordered.moveItem("banana", afterItem: "date")
        page.dataSource.apply(reordered)
        XCTAssertEqual(reordered.itemIdentifiers, ["cherry", "fig", "grape", "date", "banana"])
        XCTAssertTrue(pump(until: { grid.indexPathForFocusedItem == IndexPath(item: 0, section: 0) }), "cherry kept the focus")
        XCTAssertEqual(grid.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)], "banana stayed selected")
        XCTAssertEqual(page.dataSource.itemIdentifier(for: IndexPath(item: 4, section: 0)), "banana")
        XCTAssertEqual(page.dataSource.indexPath(for: "grape"), IndexPath(item: 2, section: 0))

        // A reloaded item is made again; its neighbours are not.
        let madeBeforeReload = page.made.count
        var reloading = page.dataSource.snapshot()
        reloading.reloadItems(["fig"])
        page.dataSource.apply(reloading)
        XCTAssertEqual(Array(page.made.dropFirst(madeBeforeReload)), ["fig"])
    }
}
