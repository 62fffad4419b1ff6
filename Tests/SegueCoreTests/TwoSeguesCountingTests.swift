import Foundation
import SegueCore
import XCTest

/// Two Segues counting on one data folder: neither's presses are written over.
final class TwoSeguesCountingTests: StoreTestCase {
    @MainActor
    func testPressesInTwoSeguesAddUpAndTheBadgeFollows() async throws {
        let store = openStore()
        let mine = try CountingLogic(repository: CountingRepository(database: store.database))
        let theirs = try CountingLogic(repository: CountingRepository(database: openStore().database))
        try mine.count(.first)
        try mine.count(.first)
        XCTAssertTrue(try theirs.count(.first), "it took in the other's two presses")
        XCTAssertEqual(theirs.firstCount, 3)
        XCTAssertEqual(theirs.badges[.first], "3")
        XCTAssertTrue(try mine.followStore())
        XCTAssertEqual(mine.firstCount, 3)
        let stored = try CountingRepository(database: store.database).all()
        XCTAssertEqual(stored[.first]?.count, 3)
        XCTAssertEqual(stored[.first]?.badge, "3")
    }
}
