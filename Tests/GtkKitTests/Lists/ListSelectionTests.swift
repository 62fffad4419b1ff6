import FoundationEssentials
import XCTest

@testable import GtkKit

/// The selection tables and collections share, without a display: its two orders, and how it
/// follows its items through a batch.
final class ListSelectionTests: XCTestCase {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    func testListOrderSortsAndSelectionOrderKeepsTheOrderOfSelecting() {
        var rows = ListSelection(order: .listOrder)
        var items = ListSelection(order: .selectionOrder)
        for selected in [path(5), path(1, 1), path(2), path(5)] {
            rows.add(selected)
            items.add(selected)
        }
        XCTAssertEqual(rows.paths, [path(2), path(5), path(1, 1)], "a table lists its selected rows first to last")
        XCTAssertEqual(items.paths, [path(5), path(1, 1), path(2)], "a collection lists its items as they were selected")
        rows.replace(with: [path(3), path(0), path(3)])
        XCTAssertEqual(rows.paths, [path(0), path(3)], "a repeat is dropped")
        XCTAssertTrue(rows.contains(path(3)))
        XCTAssertFalse(rows.remove(path(4)), "an item not selected is not removed")
        XCTAssertTrue(rows.remove(path(3)))
        XCTAssertFalse(rows.contains(path(3)))
    }

    func testTheSelectionFollowsItsItemsThroughInsertsDeletesAndMoves() {
        var items = ListSelection(order: .selectionOrder)
        for selected in [path(4), path(1), path(0, 1)] { items.add(selected) }
        items.follow(BatchUpdateMap(insertions: [path(0), path(3)]))
        XCTAssertEqual(items.paths, [path(6), path(2), path(0, 1)], "items after an insert move down, other sections stay")
        items.follow(BatchUpdateMap(deletions: [path(2), path(0)]))
        XCTAssertEqual(items.paths, [path(4), path(0, 1)], "a deleted item leaves the selection, the ones after move up")
        items.follow(BatchUpdateMap(moves: [(from: path(4), to: path(0))]))
        XCTAssertEqual(items.paths, [path(0), path(0, 1)], "a moved item is still selected where it went")

        var rows = ListSelection(order: .listOrder)
        rows.replace(with: [path(1), path(3)])
        rows.follow(BatchUpdateMap(moves: [(from: path(3), to: path(0))]))
        XCTAssertEqual(rows.paths, [path(0), path(2)], "in list order the moved row takes its new place in the order")
    }
}
