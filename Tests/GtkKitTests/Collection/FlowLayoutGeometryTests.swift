import FoundationEssentials
import XCTest

@testable import GtkKit

/// The flow layout's arithmetic and the batch map, without a display.
final class FlowLayoutGeometryTests: XCTestCase {
    private let geometry = FlowLayoutGeometry(
        counts: [10, 0, 3], width: 340, itemSize: Size(width: 100, height: 50), interitemSpacing: 10, lineSpacing: 20,
        insets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10), headerHeight: 30, footerHeight: 0)

    func testItemsFlowInLinesThatFitTheWidthAndSectionsStack() {
        XCTAssertEqual(geometry.columns, 3, "three 100-px items and two 10-px gaps fit in 320")
        XCTAssertEqual(geometry.lines(in: 0), 4)
        XCTAssertEqual(geometry.height(of: 0), 300, "header 30, insets 5 + 5, four lines of 50 and three gaps of 20")
        XCTAssertEqual(geometry.height(of: 1), 40, "an empty section keeps its header and insets")
        XCTAssertEqual(geometry.top(of: 2), 340)
        XCTAssertEqual(geometry.frame(of: IndexPath(item: 0, section: 0)), Rect(x: 10, y: 35, width: 100, height: 50))
        XCTAssertEqual(geometry.frame(of: IndexPath(item: 4, section: 0)), Rect(x: 120, y: 105, width: 100, height: 50))
        XCTAssertEqual(geometry.frame(of: IndexPath(item: 2, section: 2)).minX, 230, "the last column ends at the inset")
        XCTAssertEqual(geometry.contentHeight, 430)
        let narrow = FlowLayoutGeometry(counts: [2], width: 80, itemSize: Size(width: 100, height: 50))
        XCTAssertEqual(narrow.columns, 1, "narrower than an item: still one column")
    }

    func testAStretchOfTheContentHoldsTheItemsOfItsLines() {
        let stretch = geometry.items(from: 100, to: 180)
        XCTAssertEqual(stretch.map(\.section), [0])
        XCTAssertEqual(stretch.first?.items, 3..<9, "lines 1 and 2 (y 105–155 and 175–225)")
        let end = geometry.items(from: 380, to: 1000)
        XCTAssertEqual(end.map(\.section), [2])
        XCTAssertEqual(end.first?.items, 0..<3)
        XCTAssertEqual(geometry.sections(from: 0, to: 345), [0, 1, 2])
    }

    func testArrowsMoveInTwoDimensionsAcrossSections() {
        let item4 = IndexPath(item: 4, section: 0)
        XCTAssertEqual(geometry.neighbour(of: item4, dy: 1), IndexPath(item: 7, section: 0))
        XCTAssertEqual(geometry.neighbour(of: item4, dy: -1), IndexPath(item: 1, section: 0))
        XCTAssertEqual(geometry.neighbour(of: IndexPath(item: 8, section: 0), dy: 1), IndexPath(item: 9, section: 0), "onto a shorter line")
        XCTAssertEqual(
            geometry.neighbour(of: IndexPath(item: 9, section: 0), dy: 1), IndexPath(item: 0, section: 2), "over an empty section")
        XCTAssertEqual(geometry.neighbour(of: IndexPath(item: 1, section: 2), dy: -1), IndexPath(item: 9, section: 0))
        XCTAssertNil(geometry.neighbour(of: IndexPath(item: 1, section: 2), dy: 1))
        XCTAssertEqual(geometry.neighbour(of: IndexPath(item: 9, section: 0), dx: 1), IndexPath(item: 0, section: 2))
        XCTAssertNil(geometry.neighbour(of: IndexPath(item: 0, section: 0), dx: -1))
    }

    func testABatchNumbersDeletionsBeforeAndInsertionsAfterAsUIKitDoes() {
        let map = BatchUpdateMap(
            deletions: [IndexPath(item: 1, section: 0)], insertions: [IndexPath(item: 0, section: 0)],
            moves: [(IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 1))])
        // Old section 0: a b c d e → delete b, move d away, insert x at 0 → x a c e.
        XCTAssertEqual(map.newIndexPath(for: IndexPath(item: 0, section: 0)), IndexPath(item: 1, section: 0))
        XCTAssertNil(map.newIndexPath(for: IndexPath(item: 1, section: 0)))
        XCTAssertTrue(map.isDeleted(IndexPath(item: 1, section: 0)))
        XCTAssertEqual(map.newIndexPath(for: IndexPath(item: 2, section: 0)), IndexPath(item: 2, section: 0))
        XCTAssertEqual(map.newIndexPath(for: IndexPath(item: 3, section: 0)), IndexPath(item: 1, section: 1))
        XCTAssertEqual(map.newIndexPath(for: IndexPath(item: 4, section: 0)), IndexPath(item: 3, section: 0))
        // Old section 1: p q → p d q.
        XCTAssertEqual(map.newIndexPath(for: IndexPath(item: 1, section: 1)), IndexPath(item: 2, section: 1))
        XCTAssertEqual(map.change(in: 0), -1)
        XCTAssertEqual(map.change(in: 1), 1)
    }
}
