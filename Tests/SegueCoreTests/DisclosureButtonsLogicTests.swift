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
        XCTAssertEqual(logic.detailTitle(forMovie: 6), "Cars")
        XCTAssertEqual(logic.detailMessage(forMovie: 6), "You pressed the disclosure button for Cars.")
    }

    func testATitleWithAPercentSignIsShownVerbatim() {
        let logic = DisclosureButtonsLogic(catalog: MovieCatalog(titles: ["100% Wolf %@ %d"]))
        XCTAssertEqual(logic.detailMessage(forMovie: 0), "You pressed the disclosure button for 100% Wolf %@ %d.")
    }

    func testASearchShowsTheMatchingMoviesInOrderAndTheirDetailsStayRight() {
        var logic = DisclosureButtonsLogic(catalog: MovieCatalog(titles: Self.seedTitles))
        logic.search(for: "toy")
        XCTAssertEqual((0..<logic.numberOfRows).map(logic.movieTitle(at:)), ["Toy Story", "Toy Story 2", "Toy Story 3"])
        XCTAssertEqual(logic.disclosureButtonLabel(at: 1), "Show details for Toy Story 2")
        XCTAssertEqual(logic.detailTitle(forMovie: logic.movieIndex(at: 1)), "Toy Story 2")
        XCTAssertNil(logic.row(ofMovie: 6), "Cars is not a result")
        logic.search(for: "")
        XCTAssertEqual(logic.numberOfRows, 13)
        XCTAssertEqual(logic.row(ofMovie: 6), 6)
    }

    func testSearchTextIsDataNotSyntax() {
        var logic = DisclosureButtonsLogic(
            catalog: MovieCatalog(titles: Self.seedTitles + ["100% Wolf", "snake_case \"quoted\" *star* NEAR"]))
        let cases: [(String, [String])] = [
            ("'", ["A Bug's Life"]), ("%", ["100% Wolf"]), ("_", ["snake_case \"quoted\" *star* NEAR"]),
            ("*", ["snake_case \"quoted\" *star* NEAR"]), ("\"", ["snake_case \"quoted\" *star* NEAR"]),
            ("near", ["snake_case \"quoted\" *star* NEAR"]), ("\0", []), (String(repeating: "toy ", count: 2_500), []),
            ("WALL", ["WALL-E"]), ("wall-e", ["WALL-E"]),
        ]
        for (text, expected) in cases {
            logic.search(for: text)
            XCTAssertEqual((0..<logic.numberOfRows).map(logic.movieTitle(at:)), expected, "searching for \(text.prefix(12))")
        }
    }
}
