import Foundation
import SegueCore
import XCTest

final class DisclosureButtonsLogicTests: XCTestCase {
    static let seedTitles = ["Toy Story", "A Bug's Life", "Toy Story 2", "Monsters, Inc.", "Finding Nemo",
                             "The Incredibles", "Cars", "Ratatouille", "WALL-E", "Up", "Toy Story 3", "Cars 2", "Brave"]

    /// The shipped data file, found the way the app finds it from the build folder.
    static func shippedCatalog() throws -> MovieCatalog {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let locator = DataLocator(environment: [:], executablePath: repo.appendingPathComponent(".build/debug/segue").path)
        return try MovieCatalog.load(using: locator)
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
        XCTAssertEqual(logic.selectionAlert, AlertContent(title: "Hey, do you see the disclosure button?",
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
