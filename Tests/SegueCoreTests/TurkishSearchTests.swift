import Foundation
import Glibc
import SegueCore
import XCTest

/// Search in Turkish (`tr_TR.UTF-8`) ignores case as Turkish does: dotted `i`/`İ`, dotless
/// `ı`/`I` (issue "Reliability, round four", item 7). "i" found "İstanbul trip", but "ist" and
/// "istanbul" did not, and "diyarbakır" found nothing though "DİYARBAKIR" was there.
final class TurkishSearchTests: StoreTestCase {
    private static let tasks = ["İstanbul trip", "DİYARBAKIR", "Isparta", "ılık su", "Walk the dog", "Iğdır"]

    /// The process's case locale is Turkish for the test (as `setlocale(LC_ALL, "")` makes it
    /// for a Turkish user), and restored after.
    private func inTurkish(_ body: () throws -> Void) throws {
        let previous = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        guard setlocale(LC_CTYPE, "tr_TR.UTF-8") != nil else {
            return XCTFail("the tr_TR.UTF-8 locale is missing (make test-deps compiles it)")
        }
        defer { setlocale(LC_CTYPE, previous) }
        XCTAssertEqual(SearchFolding.current, .turkic)
        try body()
    }

    func testTurkicFoldingKeepsTheTwoIsApart() {
        let turkic = SearchFolding.turkic
        XCTAssertTrue(turkic.contains("İstanbul trip", "istanbul"))
        XCTAssertTrue(turkic.contains("DİYARBAKIR", "diyarbakır"))
        XCTAssertTrue(turkic.contains("diyarbakır", "DİYARBAKIR"))
        XCTAssertFalse(turkic.contains("Isparta", "isp"), "I is the capital of ı in Turkish")
        XCTAssertTrue(turkic.contains("Isparta", "ısp"))
        XCTAssertTrue(turkic.contains("Café", "cafe"), "accents are still ignored")
        XCTAssertFalse(SearchFolding.standard.contains("DİYARBAKIR", "diyarbakır"), "what other languages' folding finds")
        XCTAssertEqual(SearchQuery("İst", folding: .turkic).matches("istanbul"), true)
    }

    @MainActor
    func testTheTaskListSearchesAsTurkishDoes() async throws {
        let logic = try openLogic(openStore(seed: Self.tasks))
        try inTurkish {
            let cases: [(String, [String])] = [
                ("i", ["İstanbul trip", "DİYARBAKIR"]), ("ist", ["İstanbul trip"]), ("istanbul", ["İstanbul trip"]),
                ("İSTANBUL", ["İstanbul trip"]), ("diyarbakır", ["DİYARBAKIR"]), ("DIYARBAKIR", []), ("ısp", ["Isparta"]),
                ("isp", []), ("ılık", ["ılık su"]), ("ILIK", ["ılık su"]), ("ığdır", ["Iğdır"]), ("trip", ["İstanbul trip"]),
                ("dog", ["Walk the dog"]),
            ]
            for (text, expected) in cases {
                try logic.search(for: text)
                XCTAssertEqual(logic.tasks.map(\.text), expected, "“\(text)”")
            }
        }
    }

    /// A search with more results than are read at once is counted off the main thread, on a
    /// connection of its own: it counts as Turkish does too.
    @MainActor
    func testATurkishSearchIsCountedAsTurkishDoes() async throws {
        let many = (1...300).map { "İzmir \($0)" } + (1...300).map { "Ilgaz \($0)" }
        let logic = try openLogic(openStore(seed: many))
        try inTurkish {
            try logic.search(for: "izmir")
        }
        let counted = expectation(description: "counted")
        logic.onResultsCounted = { counted.fulfill() }
        if logic.isCountingResults { await fulfillment(of: [counted], timeout: 20) }
        XCTAssertEqual(logic.tasks.count, 300)
        XCTAssertTrue(logic.tasks.allSatisfy { $0.text.hasPrefix("İzmir") })
    }
}
