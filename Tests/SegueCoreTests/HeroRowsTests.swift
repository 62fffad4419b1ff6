import Foundation
import SegueCore
import XCTest

/// The hero list reads its two orders a page at a time, by sort keys the store keeps: opening
/// 10,000 heroes reads none of them, and the order is the one the list always had (Unicode case
/// folding, not SQLite's ASCII-only one), whoever wrote the names.
final class HeroRowsTests: StoreTestCase {
    @MainActor
    func testTenThousandHeroesOpenWithoutReadingThemAndAFarRowCostsOnePage() async throws {
        let store = openStore()
        try store.database.execute("DELETE FROM heroes")
        // Written as another program would: no sort keys. Opening folds them once.
        try store.database.execute(
            """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
            INSERT INTO heroes (name, secret_identity) SELECT printf('Hero %05d', i), printf('Identity %05d', 10001 - i) FROM n
            """)
        let logic = try openHeroes(store)
        let byName = logic.heroes(in: .byName)
        XCTAssertEqual(byName.count, 10_000)
        XCTAssertEqual(byName.pagesRead, 0, "opening reads the count only")
        XCTAssertEqual(byName[9_999].name, "Hero 10000")
        XCTAssertEqual(byName[5_000].name, "Hero 05001")
        XCTAssertEqual(byName.pagesRead, 2, "each far row read its own page only")
        let byIdentity = logic.heroes(in: .bySecretIdentity)
        XCTAssertEqual(byIdentity[0].name, "Hero 10000", "the other tab, in its own order")
        XCTAssertEqual(logic.row(ofHeroWithID: byName[9_999].id, in: byIdentity), 0, "found by key")
        XCTAssertEqual(logic.heroes(in: .byName, matching: "hero 0999").map(\.name), (9_990...9_999).map { "Hero 0\($0)" })
    }

    @MainActor
    func testNamesSortAsTheListAlwaysDidWhoeverWroteThem() async throws {
        let store = openStore()
        try store.database.execute("DELETE FROM heroes")
        let logic = try openHeroes(store)
        for name in ["Ölaf", "öbert", "Zed", "anvil"] {
            let hero = try logic.addUntitledHero()
            try logic.save(.text(name), for: .name, ofHeroWithID: hero.id)
        }
        // Swift lowercases "Ö"; SQLite's NOCASE would sort "Ölaf" before "öbert".
        XCTAssertEqual(logic.heroes(in: .byName).map(\.name), ["anvil", "Zed", "öbert", "Ölaf"])

        let other = openStore().database
        try other.execute("UPDATE heroes SET name = 'Aardvark' WHERE name = 'Zed'")
        try other.execute("INSERT INTO heroes (name, secret_identity) VALUES ('Élan', 'Someone')")
        XCTAssertTrue(try logic.followStore())
        XCTAssertEqual(
            logic.heroes(in: .byName).map(\.name), ["Aardvark", "anvil", "Élan", "öbert", "Ölaf"],
            "another program's rename and insert sort in their places")
        XCTAssertEqual(try openHeroes(openStore()).heroes(in: .byName).map(\.name), ["Aardvark", "anvil", "Élan", "öbert", "Ölaf"])
    }

    @MainActor
    func testASearchKeepsItsReadUntilTheHeroesChangeAnywhere() async throws {
        let store = openStore()
        try store.database.execute("DELETE FROM heroes")
        let logic = try openHeroes(store)
        for name in ["Storm", "Stone", "Wasp"] {
            try logic.save(.text(name), for: .name, ofHeroWithID: try logic.addUntitledHero().id)
        }
        XCTAssertEqual(logic.heroes(in: .byName, matching: "st").map(\.name), ["Stone", "Storm"])
        XCTAssertEqual(
            logic.heroes(in: .bySecretIdentity, matching: "sto").map(\.name), ["Storm", "Stone"],
            "the same read, each key, in the other tab's order (both \"Unknown\": by when added)")

        let other = openStore().database
        try other.execute("UPDATE heroes SET name = 'Stinger' WHERE name = 'Wasp'")
        XCTAssertTrue(try logic.followStore())
        XCTAssertEqual(logic.heroes(in: .byName, matching: "st").map(\.name), ["Stinger", "Stone", "Storm"], "another program's rename")
        let stone = try XCTUnwrap(logic.heroes(in: .byName, matching: "stone").first)
        try logic.delete(id: stone.id)
        XCTAssertEqual(logic.heroes(in: .byName, matching: "st").map(\.name), ["Stinger", "Storm"], "this list's own deletion")
        try logic.save(.text("Stormfront"), for: .name, ofHeroWithID: try logic.addUntitledHero().id)
        XCTAssertEqual(logic.heroes(in: .byName, matching: "storm").map(\.name), ["Storm", "Stormfront"], "and its own add")
    }

    @MainActor
    func testARefusedSaveToAHeroDeletedElsewhereStaysAndIsPutBack() async throws {
        let store = openStore()
        try store.database.execute("DELETE FROM heroes")
        let logic = try openHeroes(store)
        let hero = try logic.addUntitledHero()
        try store.database.execute("PRAGMA query_only = 1")
        XCTAssertThrowsError(try logic.save(.text("Kept"), for: .name, ofHeroWithID: hero.id))
        try openStore().database.execute("DELETE FROM heroes")
        XCTAssertTrue(try logic.followStore())
        XCTAssertEqual(logic.heroes(in: .byName).map(\.name), ["Kept"], "still shown, unsaved")
        try store.database.execute("PRAGMA query_only = 0")
        XCTAssertTrue(try logic.saveUnsavedEdits())
        XCTAssertEqual(try openHeroes(openStore()).heroes(in: .byName).map(\.name), ["Kept"], "put back")
        XCTAssertEqual(logic.heroes(in: .byName).map(\.name), ["Kept"], "shown once")
    }
}
