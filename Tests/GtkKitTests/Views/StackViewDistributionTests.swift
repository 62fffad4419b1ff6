import GtkKit
import XCTest

/// UIKit's five stack-view distributions, on numbers alone: three views with natural lengths 40,
/// 60 and 100 (minimums 20, 30 and 50), 10 apart, in 300.
final class StackViewDistributionTests: XCTestCase {
    private let views = [
        StackView.Extent(minimum: 20, natural: 40), StackView.Extent(minimum: 30, natural: 60), StackView.Extent(minimum: 50, natural: 100),
    ]
    private let gaps = [10.0, 10.0]

    private func spans(_ distribution: StackView.Distribution, length: Double = 300, views: [StackView.Extent]? = nil) -> [[Double]] {
        StackView.distribute(views ?? self.views, gaps: gaps, length: length, distribution: distribution).map { [$0.offset, $0.length] }
    }

    func testFillGivesTheRestToTheLastViewUnlessOthersExpand() {
        XCTAssertEqual(spans(.fill), [[0, 40], [50, 60], [120, 180]], "80 left over, to the last view")
        var expanding = views
        expanding[0].expands = true
        expanding[1].expands = true
        XCTAssertEqual(spans(.fill, views: expanding), [[0, 80], [90, 100], [200, 100]], "shared by the two that expand")
    }

    func testFillTakesWhatIsShortFromEachDownToItsMinimum() {
        // 220 wanted, 150 given: 70 short, taken in proportion to 20, 30 and 50 above the minimums.
        XCTAssertEqual(spans(.fill, length: 150), [[0, 26], [36, 39], [85, 65]])
        XCTAssertEqual(spans(.fill, length: 50).map { $0[1] }, [20, 30, 50], "never below the minimums")
    }

    func testFillEquallyGivesEveryViewTheSameLength() {
        XCTAssertEqual(spans(.fillEqually).map { $0[1] }, [280.0 / 3, 280.0 / 3, 280.0 / 3])
        XCTAssertEqual(spans(.fillEqually, length: 110).map { $0[1] }, [30, 30, 50], "but not below a view's minimum")
    }

    func testFillProportionallyFollowsTheNaturalLengths() {
        XCTAssertEqual(spans(.fillProportionally), [[0, 56], [66, 84], [160, 140]])
    }

    func testEqualSpacingSharesTheRestBetweenTheViews() {
        XCTAssertEqual(spans(.equalSpacing), [[0, 40], [90, 60], [200, 100]], "gaps of 10 + 40")
    }

    func testEqualCenteringSpacesTheCentresEqually() {
        let result = spans(.equalCentering)
        let centres = result.map { $0[0] + $0[1] / 2 }
        XCTAssertEqual(centres[1] - centres[0], centres[2] - centres[1], accuracy: 0.001)
        XCTAssertEqual(result.first?[0], 0)
        XCTAssertEqual(result.last.map { $0[0] + $0[1] }, 300)
        // Too little room for equal centres with 10 between: as equal spacing.
        XCTAssertEqual(spans(.equalCentering, length: 230), spans(.equalSpacing, length: 230))
    }

    func testAStackOfOneOrNoneIsFine() {
        XCTAssertEqual(StackView.distribute([], gaps: [], length: 100, distribution: .fill), [])
        XCTAssertEqual(
            StackView.distribute([views[0]], gaps: [], length: 100, distribution: .equalCentering).map { [$0.offset, $0.length] },
            [[0, 40]])
    }
}
