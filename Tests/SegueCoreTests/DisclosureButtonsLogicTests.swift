import Foundation
import SegueCore
import SegueTestFixtures
import XCTest

final class DisclosureButtonsLogicTests: XCTestCase {
    static let seedTitles = SeedFixtures.movieTitles

    /// The shipped data file, found the way the app finds it from the build folder.
    static func shippedCatalog() throws -> MovieCatalog {
        try MovieCatalog.load(using: SeedFixtures.shippedDataLocator)
    }

    func testTheShippedCatalogHoldsTheSeedsThirteenMoviesInOrder() throws {
        XCTAssertEqual(try Self.shippedCatalog().titles, Self.seedTitles)
    }

    func testRowsAlertAndDetailUseTheSeedsExactStrings() throws {
        let logic = DisclosureButtonsLogic(catalog: MovieCatalog(titles: Self.seedTitles))
        XCTAssertEqual(logic.title, "Disclosure Buttons")
        XCTAssertEqual(logic.numberOfRows, 13)
        XCTAssertEqual(logic.movieTitle(at: 9), "Up")
        XCTAssertEqual(logic.disclosureButtonLabel(at: 9), "Show details for Up")
        XCTAssertEqual(
            logic.selectionAlert,
            AlertContent(
                title: "Hey, do you see the disclosure button?",
                message: "If you're trying to drill down, touch that instead",
                cancelButtonTitle: "Won't happen again"))
        XCTAssertEqual(logic.detailTitle(at: 6), "Cars")
        XCTAssertEqual(logic.detailMessage(at: 6), "You pressed the disclosure button for Cars.")
    }

    func testATitleWithAPercentSignIsShownVerbatim() {
        let logic = DisclosureButtonsLogic(catalog: MovieCatalog(titles: ["100% Wolf %@ %d"]))
        XCTAssertEqual(logic.detailMessage(at: 0), "You pressed the disclosure button for 100% Wolf %@ %d.")
    }
}
