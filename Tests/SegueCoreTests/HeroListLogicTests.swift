import Foundation
import SegueCore
import XCTest

final class HeroListLogicTests: StoreTestCase {
    @MainActor
    func testTabsSortTheirKeysAndSavesAreValidatedAndStored() async throws {
        let store = openStore()
        let logic = try openHeroes(store)
        let bolt = try logic.addUntitledHero()
        XCTAssertEqual(bolt.name, "Untitled Hero")
        XCTAssertEqual(bolt.secretIdentity, "Unknown")
        try logic.save(.text("bolt"), for: .name, ofHeroWithID: bolt.id)
        try logic.save(.text("Zed Zimmer"), for: .secretIdentity, ofHeroWithID: bolt.id)
        let anvil = try logic.addUntitledHero()
        try logic.save(.text("Anvil"), for: .name, ofHeroWithID: anvil.id)
        try logic.save(.text("Ann Smith"), for: .secretIdentity, ofHeroWithID: anvil.id)
        XCTAssertEqual(logic.heroes(in: .byName).map(\.name), ["Anvil", "bolt"], "case-insensitive")
        XCTAssertEqual(logic.heroes(in: .bySecretIdentity).map(\.secretIdentity), ["Ann Smith", "Zed Zimmer"])

        XCTAssertThrowsError(try logic.save(.text(""), for: .name, ofHeroWithID: anvil.id)) {
            XCTAssertEqual(($0 as? HeroSaveError)?.description, "A hero needs a name.")
        }
        XCTAssertEqual(logic.hero(withID: anvil.id)?.name, "Anvil", "a refused save changes nothing")
        let birthday = HeroDate(year: 2000, month: 2, day: 29)!
        try logic.save(.date(birthday), for: .birthdate, ofHeroWithID: anvil.id)
        try logic.save(.text("Female"), for: .sex, ofHeroWithID: anvil.id)
        let reopened = try openHeroes(openStore())
        XCTAssertEqual(reopened.hero(withID: anvil.id)?.birthdate, birthday)
        XCTAssertEqual(reopened.hero(withID: anvil.id)?.sex, "Female")

        let deleted = try XCTUnwrap(logic.hero(withID: anvil.id))
        try logic.delete(id: anvil.id)
        XCTAssertNil(try openHeroes(openStore()).hero(withID: anvil.id))
        try logic.restore(deleted)
        XCTAssertEqual(try openHeroes(openStore()).hero(withID: anvil.id)?.name, "Anvil")
    }

    /// A string attribute only a configuration names is stored with its hero, and survives a
    /// restart, a deletion's undo and another program's deletion during an edit.
    @MainActor
    func testAStringAttributeIsKeptWithItsHero() async throws {
        let store = openStore()
        let logic = try openHeroes(store)
        let motto = try XCTUnwrap(HeroKey(rawValue: "motto"))
        let hero = try logic.addUntitledHero()
        try logic.save(.text("Never give up"), for: motto, ofHeroWithID: hero.id)
        XCTAssertEqual(try openHeroes(store).hero(withID: hero.id)?[motto], .text("Never give up"))
        let kept = try XCTUnwrap(logic.hero(withID: hero.id))
        try HeroRepository(database: store.database).delete(id: hero.id)
        try HeroRepository(database: store.database).restore(kept)
        XCTAssertEqual(try openHeroes(store).hero(withID: hero.id)?[motto], .text("Never give up"), "back with its attribute")
        XCTAssertThrowsError(try logic.save(.text("line\nbreak"), for: motto, ofHeroWithID: hero.id), "one line, as a name is")
        XCTAssertNil(HeroKey(rawValue: "Motto"), "key names are lowerCamelCase")
        XCTAssertNil(HeroKey(rawValue: "mot to"))
    }
}
