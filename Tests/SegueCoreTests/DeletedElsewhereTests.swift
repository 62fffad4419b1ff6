import Foundation
import SegueCore
import SegueTestFixtures
import XCTest

final class DeletedElsewhereTests: StoreTestCase {
    /// A second Segue (or `sqlite3`) deletes the task being edited: the edit puts it back, in its
    /// place, and the user is told once.
    @MainActor
    func testAnEditToATaskDeletedByAnotherWriterPutsItBackAndSaysSo() async throws {
        let logic = try openLogic(openStore())
        let other = openStore()
        let id = logic.tasks[1].id
        try TaskRepository(database: other.database).delete(id: id)
        XCTAssertNil(logic.takeReinstatedNotice(), "nothing to say before an edit")

        try logic.saveDraft(logic.selection(forRow: 1).editing(text: "Kept after all"))
        try logic.apply(logic.selection(forRow: 1).editing(text: "Kept after all, twice"))
        let notice = try XCTUnwrap(logic.takeReinstatedNotice())
        XCTAssertEqual(notice.message, "“Kept after all, twice” had been deleted elsewhere; your edit put it back.")
        XCTAssertEqual(notice.taskIDs, [id])
        XCTAssertNil(logic.takeReinstatedNotice(), "said once")

        let reopened = try openLogic(openStore())
        XCTAssertEqual(reopened.tasks.count, StoreTestCase.seedTasks.count, "the task is back")
        XCTAssertEqual(reopened.tasks[1], TaskItem(id: id, position: logic.tasks[1].position, text: "Kept after all, twice"))

        try logic.delete(taskIDs: notice.taskIDs) // the bar's Undo: deleted after all
        XCTAssertFalse(try openLogic(openStore()).tasks.contains { $0.id == id })
    }

    /// The same holds for a Homepwner item and a hero: the write puts the row back whole.
    func testAnUpdateToADeletedItemOrHeroPutsItBack() async throws {
        let store = openStore()
        let items = HomepwnerItemRepository(database: store.database)
        var item = try items.append(name: "Lamp", serialNumber: "A1", valueInDollars: 5, dateCreated: Date(timeIntervalSince1970: 0))
        try items.delete(id: item.id)
        item.name = "Desk lamp"
        XCTAssertTrue(try items.update(item), "reported as put back")
        XCTAssertEqual(try items.all().map(\.name), ["Desk lamp"])
        XCTAssertFalse(try items.update(item), "an ordinary update is not")

        let heroes = HeroRepository(database: store.database)
        var hero = try heroes.add(Hero(id: 0, name: "Kara", secretIdentity: "", birthdate: nil, sex: nil, favoriteColor: nil))
        try heroes.delete(id: hero.id)
        hero.secretIdentity = "Linda"
        XCTAssertTrue(try heroes.update(hero))
        XCTAssertEqual(try heroes.all().filter { $0.id == hero.id }.map(\.secretIdentity), ["Linda"])
    }
}
