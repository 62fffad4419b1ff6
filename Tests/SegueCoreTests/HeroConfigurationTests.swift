import Foundation
import SegueCore
import SegueTestFixtures
import XCTest

/// The hero page's rows come from a checked configuration file, not from code.
final class HeroConfigurationTests: XCTestCase {
    static var shipped: URL { SeedFixtures.repositoryRoot.appendingPathComponent("Resources/hero-detail.json") }
    static var addedRow: URL {
        SeedFixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/hero-detail-favorite-color.json")
    }

    func testTheShippedConfigurationIsTheSeedsTable() throws {
        let configuration = try HeroDetailConfiguration(data: Data(contentsOf: Self.shipped), fileName: "hero-detail.json")
        XCTAssertEqual(configuration.sections.map(\.title), [nil, "General"], "the first section has no title (the seed's NSNull)")
        XCTAssertEqual(configuration.sections.map { $0.rows.map(\.label) }, [["Name"], ["Identity", "Birthdate", "Sex"]])
        XCTAssertEqual(configuration.sections.flatMap(\.rows).map(\.key), [.name, .secretIdentity, .birthdate, .sex])
        XCTAssertEqual(
            configuration.sections.flatMap(\.rows).map(\.editor),
            [
                "ManagedObjectStringEditor", "ManagedObjectStringEditor", "ManagedObjectDateEditor",
                "ManagedObjectSingleSelectionListEditor",
            ],
            "each row names its editor's class, as the seed's rowControllers do")
        XCTAssertEqual(
            configuration.sections.flatMap(\.rows).map(\.options), [[], [], [], ["Male", "Female"]], "the list editor receives its options")
        for row in configuration.sections.flatMap(\.rows) {
            XCTAssertNotNil(HeroDetailStrings.all[row.label], "“\(row.label)” is in the translatable strings")
        }
        for title in configuration.sections.compactMap(\.title) { XCTAssertNotNil(HeroDetailStrings.all[title]) }
    }

    func testAddingARowIsAConfigurationChangeOnly() throws {
        let configuration = try HeroDetailConfiguration(data: Data(contentsOf: Self.addedRow), fileName: "added.json")
        let last = try XCTUnwrap(configuration.sections.last?.rows.last)
        XCTAssertEqual(last.label, "Favorite Color")
        XCTAssertEqual(last.key, .favoriteColor)
        XCTAssertEqual(last.editor, "ManagedObjectStringEditor")
    }

    private func error(for json: String) -> String {
        do {
            _ = try HeroDetailConfiguration(data: Data(json.utf8), fileName: "bad.json")
            return "loaded"
        } catch {
            return error.description
        }
    }

    func testEveryBadFileIsRefusedAtLoadNamingTheFileSectionAndRow() {
        let row = #"{"label": "Name", "key": "name", "editor": "ManagedObjectStringEditor"}"#
        let cases: [(String, [String])] = [
            (
                #"[{"rows": [{"label": "Name", "key": "name", "editor": "spinner"}]}]"#,
                ["bad.json", "section 1, row 1", "“Name”", "unknown editor “spinner”"]
            ),
            (
                #"[{"rows": [\#(row)]}, {"title": "General", "rows": [{"label": "Age", "key": "Age!", "editor": "ManagedObjectStringEditor"}]}]"#,
                ["section 2, row 1", "“Age”", "unknown key “Age!”"]
            ),
            (#"[{"rows": [{"label": "Name", "editor": "ManagedObjectStringEditor"}]}]"#, ["section 1, row 1", "“key” is missing"]),
            (#"[{"rows": [{"key": "name", "editor": "ManagedObjectStringEditor"}]}]"#, ["section 1, row 1", "“label” is missing"]),
            (
                #"[{"rows": [{"label": "Sex", "key": "sex", "editor": "ManagedObjectSingleSelectionListEditor", "arguments": {"list": []}}]}]"#,
                ["section 1, row 1", "“Sex”", "the ManagedObjectSingleSelectionListEditor editor needs arguments"]
            ),
            (
                #"[{"rows": [{"label": "Sex", "key": "sex", "editor": "ManagedObjectSingleSelectionListEditor"}]}]"#,
                ["“Sex”", "ManagedObjectSingleSelectionListEditor"]
            ),
            (
                #"[{"rows": [{"label": "Name", "key": "name", "editor": "ManagedObjectStringEditor", "arguments": {"list": ["x"]}}]}]"#,
                ["the ManagedObjectStringEditor editor takes no arguments"]
            ),
            (
                #"[{"rows": [{"label": "Born", "key": "birthdate", "editor": "ManagedObjectStringEditor"}]}]"#,
                ["the ManagedObjectStringEditor editor cannot edit “birthdate”"]
            ),
            (
                #"[{"rows": [{"label": 7, "key": "name", "editor": "ManagedObjectStringEditor"}]}]"#,
                ["section 1, row 1", "“label” has the wrong type"]
            ),
            (#"[{"title": "General"}]"#, ["section 1", "“rows” is missing or empty"]),
            ("[]", ["bad.json", "non-empty list"]),
            ("not json", ["bad.json", "not valid JSON"]),
        ]
        for (json, expected) in cases {
            let message = error(for: json)
            for part in expected { XCTAssertTrue(message.contains(part), "\(json)\n→ \(message)\n(missing “\(part)”)") }
        }
    }

    /// A new editor is a registration: a configuration may name any editor whose rule it is given
    /// (the app gives the rules of its registered editor classes).
    func testANewEditorIsARegistrationAway() throws {
        let json = #"[{"rows": [{"label": "Name", "key": "name", "editor": "ManagedObjectSliderEditor"}]}]"#
        XCTAssertTrue(error(for: json).contains("unknown editor “ManagedObjectSliderEditor”"))
        var editors = HeroEditorRule.seedEditors
        editors["ManagedObjectSliderEditor"] = HeroEditorRule(valueKind: .text)
        let configuration = try HeroDetailConfiguration(data: Data(json.utf8), fileName: "new.json", editors: editors)
        XCTAssertEqual(configuration.sections.first?.rows.first?.editor, "ManagedObjectSliderEditor")
    }

    /// Each kind of value displays itself through HeroValueDisplay (the seed's four categories).
    func testEveryValueKindDisplaysItself() throws {
        let values: [any HeroValueDisplay] = [
            "Wendy", try XCTUnwrap(HeroDate(year: 1971, month: 12, day: 31)), 1_234_567, Decimal(string: "-1234.5")!,
        ]
        let shown = values.map(\.heroValueDisplay)
        XCTAssertEqual(shown[0], "Wendy")
        XCTAssertTrue(shown[1].contains("1971"), shown[1])
        XCTAssertEqual(shown[2].filter(\.isNumber), "1234567")
        XCTAssertTrue(shown[3].hasPrefix("-1") && shown[3].hasSuffix("5") && shown[3].filter(\.isNumber) == "12345", shown[3])
        XCTAssertEqual(HeroValue.text("Wendy").display, "Wendy")
        XCTAssertEqual(HeroValue.none.display, "")
    }

    func testDatesShowInTheUsersLocaleAndOtherValuesAsTheyAre() throws {
        let christmas = try XCTUnwrap(HeroDate(year: 2026, month: 12, day: 24))
        XCTAssertEqual(christmas.localizedText(localeName: "de_DE.UTF-8"), "24.12.2026")
        XCTAssertEqual(christmas.localizedText(localeName: "zh_TW.UTF-8"), "2026年12月24日")
        XCTAssertEqual(christmas.localizedText(localeName: "en_US.UTF-8"), "12/24/2026")
        // The C locale's %x has a two-digit year ("12/31/71": 1920 and 2020 alike): ISO 8601 instead.
        XCTAssertEqual(christmas.localizedText(localeName: "C"), "2026-12-24")
        XCTAssertEqual(try XCTUnwrap(HeroDate(year: 1920, month: 3, day: 1)).localizedText(localeName: "POSIX"), "1920-03-01")
        XCTAssertEqual(HeroValue.text("Wendy Alvarez").display, "Wendy Alvarez", "values are not translated")
        XCTAssertEqual(HeroValue.none.display, "")
        XCTAssertEqual(1234.heroValueDisplay.filter(\.isNumber), "1234")
    }

    func testDateEdgesAndStorageForm() throws {
        XCTAssertNotNil(HeroDate(year: 2026, month: 1, day: 31))
        XCTAssertNotNil(HeroDate(year: 2024, month: 2, day: 29), "a leap year has 29 February")
        XCTAssertNil(HeroDate(year: 2025, month: 2, day: 29))
        XCTAssertNil(HeroDate(year: 1900, month: 2, day: 29), "1900 was no leap year")
        XCTAssertNotNil(HeroDate(year: 2000, month: 2, day: 29), "2000 was")
        XCTAssertNotNil(HeroDate(year: 2026, month: 12, day: 31))
        XCTAssertNil(HeroDate(year: 2026, month: 13, day: 1))
        XCTAssertNil(HeroDate(year: 2026, month: 4, day: 31))
        XCTAssertEqual(HeroDate(isoText: "0987-03-05")?.isoText, "0987-03-05")
        XCTAssertNil(HeroDate(isoText: "2026-02-30"))
        XCTAssertNil(HeroDate(isoText: "yesterday"))
    }

    /// A clock past 31 December 9999 (issue "Reliability, round four", item 5): opening the
    /// Birthdate editor used to stop Segue on a force-unwrapped nil date.
    func testTodayIsADateForAnyClock() throws {
        let year10000 = time_t(253_402_300_800 + 40 * 86_400) // 10 February 10000, UTC
        XCTAssertEqual(HeroDate.today(at: year10000), HeroDate.latest)
        XCTAssertEqual(HeroDate.latest.isoText, "9999-12-31")
        XCTAssertEqual(HeroDate.today(at: time_t.max), HeroDate.latest, "a clock no calendar holds")
        XCTAssertEqual(HeroDate.today(at: -70_000_000_000), HeroDate.earliest, "before the year 1")
        XCTAssertNil(Hero.problem(with: .date(HeroDate.latest), for: .birthdate, today: .today(at: year10000)))
        let now = HeroDate.today()
        XCTAssertGreaterThanOrEqual(now.year, 2026)
    }

    func testANameIsRequiredAndABirthdateCannotBeInTheFuture() throws {
        let today = try XCTUnwrap(HeroDate(year: 2026, month: 11, day: 30))
        XCTAssertNotNil(Hero.problem(with: .text(""), for: .name, today: today))
        XCTAssertNotNil(Hero.problem(with: .text("   "), for: .name, today: today))
        XCTAssertNil(Hero.problem(with: .text("Velocity"), for: .name, today: today))
        XCTAssertNil(Hero.problem(with: .date(today), for: .birthdate, today: today), "born today is fine")
        XCTAssertNotNil(Hero.problem(with: .date(HeroDate(year: 2026, month: 12, day: 1)!), for: .birthdate, today: today))
        XCTAssertNil(Hero.problem(with: .none, for: .sex, today: today))
    }

    func testNamesAndIdentitiesAreOneLineWithoutHiddenMarks() {
        for key in [HeroKey.name, .secretIdentity] {
            XCTAssertEqual(
                Hero.problem(with: .text("Captain\nNimbus"), for: key),
                "A name is one line of text, without line breaks or hidden control characters.", "\(key)")
            XCTAssertNotNil(Hero.problem(with: .text("Admin\u{202E}evil.exe"), for: key), "a right-to-left override")
            XCTAssertNotNil(Hero.problem(with: .text("Tab\there"), for: key))
            XCTAssertNotNil(Hero.problem(with: .text(String(repeating: "x", count: Hero.maximumNameLength + 1)), for: key))
            for fine in ["Ada Okafor", "Zoë Ångström", "超級英雄", "محمد", "👩‍🚀 Astro", String(repeating: "x", count: Hero.maximumNameLength)] {
                XCTAssertNil(Hero.problem(with: .text(fine), for: key), fine)
            }
        }
    }
}
