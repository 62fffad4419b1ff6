import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A cell showing a number.
@MainActor
private final class NumberCell: CollectionViewCell {
    let label = Label()
    required init() {
        super.init()
        contentView.addArrangedSubview(label)
    }
}

/// A header naming its section.
@MainActor
private final class SectionHeader: CollectionReusableView {
    let label = Label()
    required init() {
        super.init()
        contentView.addArrangedSubview(label)
    }
}

/// A page whose view is a collection of numbered items in sections.
@MainActor
private final class NumbersPage: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    let layout = CollectionViewFlowLayout()
    lazy var collection = CollectionView(collectionViewLayout: layout)
    var sections: [[Int]]
    private(set) var made: [IndexPath] = []
    private(set) var chosen: [IndexPath] = []

    init(sections: [[Int]]) {
        self.sections = sections
        super.init()
    }

    required init?(coder: Coder) { nil }

    override func loadView() {
        layout.itemSize = Size(width: 100, height: 60)
        collection.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        collection.dataSource = self
        collection.delegate = self
        collection.accessibleListLabel = "Numbers"
        view = collection
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        made.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        let text = "Item \(sections[indexPath.section][indexPath.item])"
        (cell as? NumberCell)?.label.text = text
        cell.accessibilityLabel = text
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (header as? SectionHeader)?.label.text = "Section \(indexPath.section)"
        return header
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { chosen.append(indexPath) }

    func label(at indexPath: IndexPath) -> String? { collection.cellForItem(at: indexPath)?.accessibilityLabel }
}

/// `CollectionView` and `CollectionViewFlowLayout` in a real window: windowing and reuse, the
/// keyboard in two dimensions, batch updates keeping the focus and the selection on their items,
/// headers, and what a screen reader is told.
final class CollectionViewTests: GtkTestCase {
    @MainActor
    private func makePage(_ sections: [[Int]]) -> (Window, NumbersPage) {
        let page = NumbersPage(sections: sections)
        let window = presentInWindow(page)
        window.title = "Numbers"
        gtk_window_set_default_size(window.pointer(), 560, 400)
        XCTAssertTrue(pump(until: { page.collection.cellForItem(at: IndexPath(item: 0, section: 0)) != nil }), "the first items built")
        return (window, page)
    }

    @MainActor
    func testAHundredThousandItemsBuildOnlyThoseNearTheViewAndEndReachesTheLast() async throws {
        let (window, page) = makePage([Array(1...100_000)])
        let collection = page.collection
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 100_000)
        XCTAssertLessThan(page.made.count, 200, "only the items near the view: \(page.made.count)")
        XCTAssertTrue(collection.focusItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityHint, "1 of 100000")

        try XKeyboard.press("End", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { collection.indexPathForFocusedItem == IndexPath(item: 99_999, section: 0) }), "End: the last item")
        XCTAssertEqual(page.label(at: IndexPath(item: 99_999, section: 0)), "Item 100000")
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 99_999, section: 0))?.accessibilityHint, "100000 of 100000")
        XCTAssertNil(collection.cellForItem(at: IndexPath(item: 0, section: 0)), "the first items went to the reuse pool")
        XCTAssertLessThan(page.made.count, 400, "reused, not piled up: \(page.made.count) cells filled")

        try XKeyboard.press("Home", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { collection.indexPathForFocusedItem == IndexPath(item: 0, section: 0) }), "Home: the first item")
    }

    @MainActor
    func testTheItemsInViewAreBuiltFirstAndTheScreenBelowWhenIdle() async throws {
        let page = NumbersPage(sections: [Array(1...100_000)])
        let window = Window(application: nil)
        gtk_window_set_default_size(window.pointer(), 560, 400)
        window.rootViewController = page
        window.present()
        defer { window.close() }
        let collection = page.collection
        // Not pump(): it would run the idle work too. One main-loop iteration at a time.
        XCTAssertTrue(pump(until: { collection.cellForItem(at: IndexPath(item: 0, section: 0)) != nil }))
        let inView = collection.indexPathsForVisibleItems
        XCTAssertGreaterThan(inView.count, 5)
        XCTAssertEqual(page.made.count, inView.count, "before the first frame, only the items in view: \(page.made.count)")

        let below = IndexPath(item: inView.count + 5, section: 0) // a line under the view
        XCTAssertNil(collection.indexPathsForVisibleItems.first { $0 == below })
        XCTAssertTrue(
            pump(until: { collection.cellForItem(at: below) != nil }), "the screen below is built once idle, before it is scrolled to")
        XCTAssertLessThan(page.made.count, 200, "only a screen above and below: \(page.made.count)")
    }

    @MainActor
    func testArrowsMoveByItemsAndLinesAndMirrorRightToLeft() async throws {
        let (window, page) = makePage([Array(1...40)])
        let collection = page.collection
        XCTAssertTrue(collection.focusItem(at: IndexPath(item: 0, section: 0)))
        _ = pump(until: { collection.visibleCells.count > 4 })
        let columns = collection.visibleCells.filter { $0.frame.minY == collection.visibleCells[0].frame.minY }.count
        XCTAssertGreaterThan(columns, 1, "several items on a line at 560 px")
        try XKeyboard.press("Right", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { collection.indexPathForFocusedItem == IndexPath(item: 1, section: 0) }))
        try XKeyboard.press("Down", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { collection.indexPathForFocusedItem == IndexPath(item: 1 + columns, section: 0) }), "a line down")
        try XKeyboard.press("Up", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { collection.indexPathForFocusedItem == IndexPath(item: 1, section: 0) }))
        try XKeyboard.press("Return", inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { page.chosen == [IndexPath(item: 1, section: 0)] }), "Return selects: \(page.chosen)")
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])

        Self.setRightToLeft(collection.widget)
        collection.collectionViewLayout.invalidateLayout()
        _ = pump(until: { (collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX ?? 0) > 300 })
        let first = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertGreaterThan(first.frame.minX, second.frame.minX, "right to left: the first item at the right")
        try XKeyboard.press("Right", inWindowTitled: window.title)
        XCTAssertTrue(
            pump(until: { collection.indexPathForFocusedItem == IndexPath(item: 0, section: 0) }), "Right goes back in right to left")
    }

    @MainActor
    func testBatchUpdatesKeepTheFocusAndSelectionOnTheirItemsAndMakeOnlyNewCells() async throws {
        let (_, page) = makePage([Array(1...20)])
        let collection = page.collection
        XCTAssertTrue(collection.focusItem(at: IndexPath(item: 5, section: 0)))
        collection.selectItem(at: IndexPath(item: 7, section: 0), animated: false, scrollPosition: [])
        let madeBefore = page.made.count

        page.sections[0].removeSubrange(0..<2) // items 1 and 2 go
        page.sections[0].insert(contentsOf: [100, 101, 102], at: 0)
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            collection.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
        }
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 21)
        XCTAssertEqual(collection.indexPathForFocusedItem, IndexPath(item: 6, section: 0), "Item 6 kept the focus, one place on")
        XCTAssertEqual(page.label(at: IndexPath(item: 6, section: 0)), "Item 6")
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 8, section: 0)], "Item 8 stays selected")
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 8, section: 0))?.isSelected, true)
        XCTAssertEqual(
            Set(page.made.dropFirst(madeBefore)), Set((0..<3).map { IndexPath(item: $0, section: 0) }), "only the new cells made")
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 6, section: 0))?.accessibilityHint, "7 of 21")

        // The focused item moves: its cell goes with it. Then it is deleted: the focus stays in
        // the collection, on the item now at its place.
        page.sections[0].insert(page.sections[0].remove(at: 6), at: 15)
        collection.moveItem(at: IndexPath(item: 6, section: 0), to: IndexPath(item: 15, section: 0))
        XCTAssertEqual(collection.indexPathForFocusedItem, IndexPath(item: 15, section: 0))
        page.sections[0].remove(at: 15)
        collection.deleteItems(at: [IndexPath(item: 15, section: 0)])
        XCTAssertTrue(pump(until: { collection.indexPathForFocusedItem == IndexPath(item: 15, section: 0) }), "the focus went on")
        XCTAssertEqual(page.label(at: IndexPath(item: 15, section: 0)), "Item \(page.sections[0][15])")

        // Counts that do not add up: logged in UIKit's words and reloaded, not a crash.
        expectedLogMessages = ["CollectionView: invalid batch update"]
        page.sections[0].append(999)
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 21)
    }

    @MainActor
    func testHeadersAndAClickOnAnItemAndThePlaceAScreenReaderHears() async throws {
        let page = NumbersPage(sections: [[1, 2, 3], [4, 5]])
        page.layout.headerReferenceSize = Size(width: 0, height: 32)
        page.collection.register(
            SectionHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let window = presentInWindow(page)
        window.title = "Numbers with headers"
        XCTAssertTrue(pump(until: { page.collection.cellForItem(at: IndexPath(item: 1, section: 1)) != nil }))
        let headers = WidgetTree.visibleLabelTexts(under: page.collection.widget).filter { $0.hasPrefix("Section") }
        XCTAssertEqual(headers, ["Section 0", "Section 1"])
        let cell = try XCTUnwrap(page.collection.cellForItem(at: IndexPath(item: 1, section: 1)))
        XCTAssertEqual(cell.accessibilityHint, "5 of 5", "the place among all the items")
        XCTAssertGreaterThan(cell.frame.minY, 32 + 60, "under the second header")
        _ = pump(until: { cell.bounds.height >= 60 })
        try XKeyboard.click(on: cell, inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { page.chosen == [IndexPath(item: 1, section: 1)] }), "a click selects: \(page.chosen)")
        XCTAssertEqual(page.collection.indexPathForFocusedItem, IndexPath(item: 1, section: 1), "and focuses")
    }
}
