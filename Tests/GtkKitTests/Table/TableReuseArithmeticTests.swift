import Foundation
import GtkKit
import XCTest

/// The reuse pool and the window arithmetic, without a display.
final class TableReuseArithmeticTests: XCTestCase {
    final class Thing {}

    func testThePoolHandsACellOutOnceAndIsBounded() {
        var pool = CellReusePool<Thing>(limit: 2)
        let (a, b, c) = (Thing(), Thing(), Thing())
        XCTAssertTrue(pool.put(a, for: "x"))
        XCTAssertFalse(pool.put(a, for: "x"), "the same cell is never pooled twice")
        XCTAssertTrue(pool.put(b, for: "x"))
        XCTAssertFalse(pool.put(c, for: "x"), "full: the third is dropped")
        XCTAssertEqual(pool.count(for: "x"), 2)
        XCTAssertNil(pool.take("y"), "identifiers keep apart")
        let first = pool.take("x")
        let second = pool.take("x")
        XCTAssertNotNil(first)
        XCTAssertFalse(first === second, "a handed-out cell is no longer in the pool")
        XCTAssertNil(pool.take("x"))
    }

    func testFlatNumberingAcrossSections() {
        let layout = TableRowWindow(counts: [3, 0, 5])
        XCTAssertEqual(layout.total, 8)
        XCTAssertEqual(layout.flat(IndexPath(row: 1, section: 2)), 4)
        XCTAssertEqual(layout.indexPath(ofFlat: 2), IndexPath(row: 2, section: 0))
        XCTAssertEqual(layout.indexPath(ofFlat: 3), IndexPath(row: 0, section: 2), "the empty section is skipped")
        XCTAssertNil(layout.indexPath(ofFlat: 8))
        XCTAssertNil(layout.indexPath(ofFlat: -1))
        XCTAssertEqual(layout.rows(of: 0, in: 2..<5), 2..<3)
        XCTAssertEqual(layout.rows(of: 2, in: 2..<5), 0..<2)
        XCTAssertEqual(layout.rows(of: 2, in: 0..<2), 0..<0)
    }

    func testTheWindowIsClampedAndMovesOnlyNearItsEdges() {
        let layout = TableRowWindow(counts: [1_000_000])
        XCTAssertEqual(layout.window(around: 0...9, margin: 14), 0..<24)
        XCTAssertEqual(layout.window(around: 999_990...999_999, margin: 14), 999_976..<1_000_000)
        XCTAssertEqual(layout.window(around: 500...509, margin: 14), 486..<524)
        let built = 486..<524
        XCTAssertFalse(layout.needsNewWindow(built: built, visible: 500...509, margin: 14))
        XCTAssertFalse(layout.needsNewWindow(built: built, visible: 505...514, margin: 14), "within half a margin: stays")
        XCTAssertTrue(layout.needsNewWindow(built: built, visible: 510...519, margin: 14), "nearing its end: moves")
        XCTAssertTrue(layout.needsNewWindow(built: built, visible: 480...489, margin: 14))
        XCTAssertFalse(
            layout.needsNewWindow(built: 999_976..<1_000_000, visible: 999_990...999_999, margin: 14),
            "nothing beyond the last row to build")
    }
}
