import Foundation
import SegueCore
import XCTest

/// Two Segues on one data folder edit Homepwner items and heroes side by side: each edit lands on
/// its own item, and neither overwrites the other's fields.
final class TwoSeguesTests: StoreTestCase {
    @MainActor
    private func homepwner(_ store: SegueStore) throws -> HomepwnerListLogic {
        try HomepwnerListLogic(
            repository: HomepwnerItemRepository(database: store.database), images: HomepwnerImageStore(folder: folder), ownsPictures: false)
    }

    @MainActor
    func testItemEditsOfDifferentFieldsBothLandAndTheListFollows() async throws {
        let store = openStore()
        let repository = HomepwnerItemRepository(database: store.database)
        for name in ["Lamp", "Desk", "Chair"] {
            _ = try repository.append(
                name: name, serialNumber: "S-\(name)", valueInDollars: 10, dateCreated: Date(timeIntervalSince1970: 0))
        }
        let mine = try homepwner(store)
        let theirs = try homepwner(openStore())
        var renamed = theirs.items[0]
        renamed.name = "Desk lamp"
        try theirs.applyKeepingPictures(renamed)
        var revalued = mine.items[0]
        revalued.valueInDollars = 25
        XCTAssertEqual(try mine.applyKeepingPictures(revalued), .reloaded)
        let stored = try repository.all()
        XCTAssertEqual(stored[0].name, "Desk lamp", "the other Segue's rename stays")
        XCTAssertEqual(stored[0].valueInDollars, 25, "and this one's value lands")

        _ = try theirs.remove(itemWithID: theirs.items[1].id)
        _ = try HomepwnerItemRepository(database: openStore().database).append(
            name: "Shelf", serialNumber: "S-Shelf", valueInDollars: 5, dateCreated: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(try mine.followStore(), .reloaded)
        XCTAssertEqual(mine.items.map(\.name), ["Desk lamp", "Chair", "Shelf"])
        XCTAssertEqual(try mine.followStore(), .none)

        // A move after the other Segue added an item writes the whole list's order.
        _ = try HomepwnerItemRepository(database: openStore().database).append(
            name: "Rug", serialNumber: "S-Rug", valueInDollars: 5, dateCreated: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(try mine.move(from: 0, to: 2), .reloaded)
        XCTAssertEqual(try repository.all().map(\.name), ["Chair", "Shelf", "Desk lamp", "Rug"])
    }

    @MainActor
    func testAHeroValueSavedInOneSegueKeepsTheOthersChangeToAnotherValue() async throws {
        let store = openStore()
        _ = try HeroRepository(database: store.database).add(
            Hero(id: 0, name: "Kara", secretIdentity: "", birthdate: nil, sex: nil, favoriteColor: nil))
        let mine = try HeroListLogic(repository: HeroRepository(database: store.database))
        let theirs = try HeroListLogic(repository: HeroRepository(database: openStore().database))
        let id = try XCTUnwrap(mine.heroes(in: .byName).first?.id)
        try theirs.save(.text("Renamed elsewhere"), for: .name, ofHeroWithID: id)
        try mine.save(.text("A new identity"), for: .secretIdentity, ofHeroWithID: id)
        let stored = try XCTUnwrap(HeroRepository(database: store.database).all().first { $0.id == id })
        XCTAssertEqual(stored.name, "Renamed elsewhere")
        XCTAssertEqual(stored.secretIdentity, "A new identity")

        try theirs.delete(id: id)
        try mine.save(.text("Kept after all"), for: .name, ofHeroWithID: id)
        XCTAssertEqual(try HeroRepository(database: store.database).all().first { $0.id == id }?.name, "Kept after all", "put back")
    }
}
