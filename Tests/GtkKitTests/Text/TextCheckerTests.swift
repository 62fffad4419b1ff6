import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's text checker on the desktop's spelling library (Enchant) and its Hunspell
/// dictionaries: misspelled words found in order, guesses, ignored and learnt words, and a
/// language without a dictionary answered plainly.
final class TextCheckerTests: GtkTestCase {
    private static let personal = FileManager.default.temporaryDirectory.appendingPathComponent("enchant-\(UUID().uuidString)")

    override class func setUp() {
        super.setUp()
        // A personal dictionary of the test's own: Enchant reads the folder when it starts.
        setenv("ENCHANT_CONFIG_DIR", personal.path, 1)
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(at: personal)
        super.tearDown()
    }

    private func whole(_ text: String) -> NSRange { NSRange(location: 0, length: (text as NSString).length) }

    @MainActor
    func testMisspelledWordsAreFoundInOrderAndGuessed() async throws {
        try XCTSkipUnless(TextChecker.availableLanguages.contains("en_US"), "the test needs hunspell-en-us (make test-deps installs it)")
        let checker = TextChecker()
        let text = "Hello 😀 world: This sentnce has erors, don't it?"
        let first = checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: false, language: "en_US")
        XCTAssertEqual((text as NSString).substring(with: first), "sentnce", "in UTF-16 offsets, past the emoji")
        let second = checker.rangeOfMisspelledWord(
            in: text, range: whole(text), startingAt: first.location + first.length, wrap: false, language: "en_US")
        XCTAssertEqual((text as NSString).substring(with: second), "erors")
        let none = checker.rangeOfMisspelledWord(
            in: text, range: whole(text), startingAt: second.location + second.length, wrap: false, language: "en_US")
        XCTAssertEqual(none.location, NSNotFound, "“don't” is a word")
        let wrapped = checker.rangeOfMisspelledWord(
            in: text, range: whole(text), startingAt: second.location + second.length, wrap: true, language: "en_US")
        XCTAssertEqual(wrapped, first, "wrapping finds the first again")
        XCTAssertTrue(checker.guesses(forWordRange: first, in: text, language: "en_US")?.contains("sentence") == true)

        checker.ignoreWord("sentnce")
        XCTAssertEqual(checker.ignoredWords, ["sentnce"])
        let afterIgnoring = checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: false, language: "en_US")
        XCTAssertEqual((text as NSString).substring(with: afterIgnoring), "erors")
        XCTAssertEqual(
            TextChecker().rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: false, language: "en_US"), first,
            "another checker's ignored words are its own")

        let partial = "The elepha"
        let completions = checker.completions(forPartialWordRange: NSRange(location: 4, length: 6), in: partial, language: "en_US") ?? []
        XCTAssertTrue(completions.allSatisfy { $0.lowercased().hasPrefix("elepha") }, "\(completions)")
    }

    @MainActor
    func testALearntWordIsRightUntilUnlearnt() async throws {
        try XCTSkipUnless(TextChecker.availableLanguages.contains("en_US"), "the test needs hunspell-en-us (make test-deps installs it)")
        let word = "Segueish"
        let text = "A \(word) thing"
        XCTAssertFalse(TextChecker.hasLearnedWord(word))
        TextChecker.learnWord(word)
        XCTAssertTrue(TextChecker.hasLearnedWord(word))
        XCTAssertEqual(
            TextChecker().rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: false, language: "en_US").location,
            NSNotFound)
        TextChecker.unlearnWord(word)
        XCTAssertFalse(TextChecker.hasLearnedWord(word))
    }

    @MainActor
    func testALanguageWithoutADictionaryChecksNothingAndSaysWhatToInstall() async throws {
        expectedLogMessages = ["no spelling dictionary for “tlh”"]
        let checker = TextChecker()
        let text = "nuqneH tlhIngan"
        XCTAssertEqual(
            checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: true, language: "tlh").location, NSNotFound)
        XCTAssertNil(checker.guesses(forWordRange: NSRange(location: 0, length: 6), in: text, language: "tlh"))
        XCTAssertNil(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: text, language: "tlh"))
    }
}
