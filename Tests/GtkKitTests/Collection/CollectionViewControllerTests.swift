import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A tile whose button relays "open" to its controller.
@MainActor
private final class ButtonTile: CollectionViewCell {
    static let open = CellAction("open")
    let button = Button(label: "Open")
    required init() {
        super.init()
        contentView.addArrangedSubview(button)
        button.onClicked { [weak self] in
            guard let self else { return }
            self.send(Self.open, from: self.button)
        }
    }
}

/// A collection view controller of five tiles, its own data source and delegate.
@MainActor
private final class TilesController: CollectionViewController {
    private(set) var opened: [(sender: View?, indexPath: IndexPath)] = []
    private(set) var chosen: [IndexPath] = []

    init() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 60)
        super.init(collectionViewLayout: layout)
        collectionView.register(ButtonTile.self, forCellWithReuseIdentifier: "tile")
        handle(ButtonTile.open) { [weak self] sender, indexPath in self?.opened.append((sender, indexPath)) }
    }

    required init?(coder: Coder) { nil }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let tile = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        tile.accessibilityLabel = "Tile \(indexPath.item + 1)"
        return tile
    }
    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { chosen.append(indexPath) }
}

/// `CollectionViewController`: its collection view served by its overrides, a cell's control
/// relaying to it with the sender and the index path, and the first focus on the collection.
final class CollectionViewControllerTests: GtkTestCase {
    @MainActor
    func testItsOverridesServeTheCollectionAndCellsRelayToIt() async throws {
        let controller = TilesController()
        _ = presentInWindow(controller)
        let grid = controller.collectionView
        XCTAssertTrue(pump(until: { grid.cellForItem(at: IndexPath(item: 4, section: 0)) != nil }), "five tiles built")
        XCTAssertEqual(grid.numberOfItems, 5)

        let third = try XCTUnwrap(grid.cellForItem(at: IndexPath(item: 2, section: 0)) as? ButtonTile)
        third.button.click()
        XCTAssertEqual(controller.opened.map(\.indexPath), [IndexPath(item: 2, section: 0)])
        XCTAssertIdentical(controller.opened.first?.sender, third.button, "the button itself is the sender")
        XCTAssertEqual(grid.indexPath(for: third), IndexPath(item: 2, section: 0))
    }

    @MainActor
    func testTheCollectionHasTheScreensFirstFocus() async throws {
        // A screen's first focus waits for its window to be active, which headless Weston never makes it.
        try skipUnlessWindowsBecomeActive()
        let controller = TilesController()
        _ = presentInWindow(controller)
        let grid = controller.collectionView
        XCTAssertTrue(pump(until: { grid.indexPathForFocusedItem == IndexPath(item: 0, section: 0) }), "the first tile has the first focus")
    }
}
