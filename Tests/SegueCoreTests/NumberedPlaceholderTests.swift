import NumberedFormat
import XCTest

final class NumberedPlaceholderTests: XCTestCase {
    func testPlaceholdersAreFilledInTheTranslationsOrder() {
        XCTAssertEqual("%1$@ then %2$@".fillingPlaceholders(["a", "b"]), "a then b")
        XCTAssertEqual("%2$@ before %1$@".fillingPlaceholders(["a", "b"]), "b before a", "a translation may reorder")
        XCTAssertEqual("%1$@ and %1$@ again".fillingPlaceholders(["x"]), "x and x again")
    }

    func testArgumentsAreInsertedVerbatimNeverScannedAgain() {
        XCTAssertEqual("%1$@: %2$@".fillingPlaceholders(["%2$@", "second"]), "%2$@: second")
        XCTAssertEqual("Show details for %1$@".fillingPlaceholders(["100% Wolf"]), "Show details for 100% Wolf")
    }

    func testAMissingArgumentOrAStrayPercentIsLeftAsWritten() {
        XCTAssertEqual("%1$@ and %3$@".fillingPlaceholders(["one"]), "one and %3$@")
        XCTAssertEqual("50% of %1$@ %".fillingPlaceholders(["it"]), "50% of it %")
        XCTAssertEqual("%$@ %x$@".fillingPlaceholders(["no"]), "%$@ %x$@")
        XCTAssertEqual("".fillingPlaceholders([]), "")
    }
}
