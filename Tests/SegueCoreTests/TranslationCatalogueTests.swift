import Foundation
import SegueTestFixtures
import XCTest

/// Every string a user sees can be translated: each source file that marks strings for
/// translation is one xgettext reads (po/POTFILES), and each translation has every message the
/// template has. (A file left out is English in every language, silently.)
final class TranslationCatalogueTests: XCTestCase {
    private let root = SeedFixtures.repositoryRoot

    func testEverySourceFileWithTranslatableStringsIsListedInPOTFILES() throws {
        let listed = Set(
            try String(contentsOf: root.appendingPathComponent("po/POTFILES"), encoding: .utf8).split(separator: "\n").map(String.init))
        let marker = try NSRegularExpression(pattern: #"(localized|gettextString)\((format: )?""#)
        var missing: [String] = []
        let sources = root.appendingPathComponent("Sources")
        for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard marker.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            if !listed.contains(relative) { missing.append(relative) }
        }
        XCTAssertEqual(missing.sorted(), [], "add these to po/POTFILES (then tools/update-pot and translate)")
    }

    func testEveryTranslationHasEveryMessage() throws {
        let template = try String(contentsOf: root.appendingPathComponent("po/segue.pot"), encoding: .utf8)
        let messages = template.components(separatedBy: "\nmsgid ").count - 2 // less the header
        for language in ["de", "zh_TW"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
            process.arguments = ["--statistics", "-o", "/dev/null", root.appendingPathComponent("po/\(language).po").path]
            let pipe = Pipe()
            process.standardError = pipe
            try process.run()
            process.waitUntilExit()
            let statistics = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertEqual(statistics.trimmingCharacters(in: .whitespacesAndNewlines), "\(messages) translated messages.", language)
        }
    }
}
