import Foundation
import SegueCore
import XCTest

/// Searching Homepwner's items (name and serial number) and the heroes (name and secret
/// identity): what a search finds, and that changes made while it is on reach the right item.
final class ListSearchLogicTests: StoreTestCase {
    @MainActor
    private func homepwner(_ store: SegueStore, items: [(String, String)]) throws -> HomepwnerListLogic {
        let repository = HomepwnerItemRepository(database: store.database)
        for (name, serial) in items {
            _ = try repository.append(name: name, serialNumber: serial, valueInDollars: 1, dateCreated: Date(timeIntervalSince1970: 0))
        }
        return try HomepwnerListLogic(repository: repository, images: HomepwnerImageStore(folder: folder), ownsPictures: false)
    }

    @MainActor
    func testHomepwnerFindsItemsByNameOrSerialAndChangesWhileSearchingReachTheRightItem() async throws {
        let logic = try homepwner(
            openStore(), items: [("Shiny Mac", "1A2B3"), ("Rusty Spork", "9Z8Y7"), ("Fluffy Bear", "1A9Q0"), ("100% Café", "5_5*5")])
        logic.search(for: "1a")
        XCTAssertEqual(logic.items.map(\.name), ["Shiny Mac", "Fluffy Bear"], "serial numbers, ignoring case")
        logic.search(for: "spork")
        XCTAssertEqual(logic.items.map(\.name), ["Rusty Spork"])
        for (text, expected) in [
            ("%", ["100% Café"]), ("_", ["100% Café"]), ("*", ["100% Café"]), ("cafe", ["100% Café"]),
            ("\"", []), ("NEAR", []), ("\0", []), (String(repeating: "Mac ", count: 2_500), []),
        ] as [(String, [String])] {
            logic.search(for: text)
            XCTAssertEqual(logic.items.map(\.name), expected, "searching for \(text.prefix(12).debugDescription)")
        }

        logic.search(for: "s")
        XCTAssertEqual(logic.items.map(\.name), ["Shiny Mac", "Rusty Spork"])
        var edited = logic.items[1]
        edited.name = "Rotten Fork"
        XCTAssertEqual(try logic.applyKeepingPictures(edited), .reloaded, "the edit took it out of the results")
        XCTAssertEqual(logic.items.map(\.name), ["Shiny Mac"])
        logic.search(for: "a")
        XCTAssertEqual(logic.items.map(\.name), ["Shiny Mac", "Fluffy Bear", "100% Café"])
        XCTAssertEqual(try logic.move(from: 0, to: 1), .none, "results have no order of their own")
        let removed = try XCTUnwrap(try logic.remove(itemWithID: logic.items[1].id))
        XCTAssertEqual(removed.change, .removed(row: 1))
        XCTAssertEqual(logic.items.map(\.name), ["Shiny Mac", "100% Café"])
        XCTAssertEqual(try logic.restore(removed.item), .reloaded)
        XCTAssertEqual(logic.items.map(\.name), ["Shiny Mac", "Fluffy Bear", "100% Café"], "back in its place")
        logic.search(for: "")
        XCTAssertEqual(logic.items.map(\.name), ["Shiny Mac", "Rotten Fork", "Fluffy Bear", "100% Café"], "the whole list, in its order")
    }

    @MainActor
    func testHeroesAreFoundByNameOrSecretIdentityInTheTabsOrder() async throws {
        let logic = try HeroListLogic(repository: HeroRepository(database: openStore().database))
        for (name, identity) in [("Zap", "Ann Smith"), ("Anvil", "Bob Stone"), ("Érable", "Zoë Annan")] {
            let hero = try logic.addUntitledHero()
            try logic.save(.text(name), for: .name, ofHeroWithID: hero.id)
            try logic.save(.text(identity), for: .secretIdentity, ofHeroWithID: hero.id)
        }
        XCTAssertEqual(logic.heroes(in: .byName, matching: "an").map(\.name), ["Anvil", "Zap", "Érable"])
        XCTAssertEqual(
            logic.heroes(in: .bySecretIdentity, matching: "an").map(\.secretIdentity), ["Ann Smith", "Bob Stone", "Zoë Annan"],
            "the identity tab's order; Bob Stone is Anvil, found by name")
        XCTAssertEqual(logic.heroes(in: .bySecretIdentity, matching: "smith").map(\.name), ["Zap"])
        XCTAssertEqual(logic.heroes(in: .byName, matching: "erable").map(\.name), ["Érable"], "accents are ignored")
        XCTAssertEqual(logic.heroes(in: .byName, matching: "zoe").map(\.name), ["Érable"])
        XCTAssertEqual(logic.heroes(in: .byName, matching: "%_*\"").map(\.name), [])
        XCTAssertEqual(logic.heroes(in: .byName, matching: "").count, 3)
    }
}
