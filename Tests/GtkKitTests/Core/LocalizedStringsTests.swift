import Foundation
import XCTest

@testable import GtkKit

/// An app's `Localizable.strings` in `.lproj` folders, looked up for the user's languages as
/// UIKit's `NSLocalizedString` looks them up.
final class LocalizedStringsTests: XCTestCase {
    private var folders: [String] { [Bundle.module.resourcePath ?? Bundle.module.bundlePath] }

    func testTheUsersLanguageFirstThenEnglishThenTheKey() {
        let german = { (key: String) in
            LocalizedStrings.string(forKey: key, value: nil, table: nil, folders: self.folders, languages: ["de-DE", "de"])
        }
        XCTAssertEqual(german("Tap me"), "Tipp mich", "de-DE has no folder: de has the text")
        XCTAssertEqual(german("Tapped %d times"), "%d Mal getippt", "a format keeps its specifiers")
        XCTAssertEqual(german("Reset"), "Reset", "not in German: English's")
        XCTAssertEqual(german("Never written"), "Never written", "in no table: the key, as Foundation answers")
        XCTAssertEqual(
            LocalizedStrings.string(forKey: "Never written", value: "Default", table: nil, folders: folders, languages: ["de"]),
            "Default")
        XCTAssertEqual(
            LocalizedStrings.string(forKey: "Quit", value: nil, table: "Menus", folders: folders, languages: ["de"]), "Beenden",
            "a table of its own name")
        XCTAssertEqual(
            LocalizedStrings.string(forKey: "Tap me", value: nil, table: nil, folders: folders, languages: ["pt-BR", "pt"]), "Toque-me",
            "a UTF-16 file, as older Xcode wrote them")
    }

    func testGLibsLanguageNamesBecomeLprojNames() {
        XCTAssertEqual(
            LocalizedStrings.lprojNames(fromLanguageNames: ["pt_BR.UTF-8", "pt_BR", "pt.UTF-8", "pt", "sr@latin", "de", "C"]),
            ["pt-BR", "pt", "de"])
    }
}
