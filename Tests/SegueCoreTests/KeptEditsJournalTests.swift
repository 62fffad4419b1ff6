import Foundation
import SegueCore
import XCTest

/// A kept edit (the store refused it) outlives the process (issue "Reliability, round four",
/// item 1): its list writes it to a journal outside the store, and the next launch takes it back
/// and saves it once the store takes it — for every list that keeps edits.
final class KeptEditsJournalTests: StoreTestCase {
    private var journal: KeptEditsJournal {
        KeptEditsJournal(list: "tasks", folders: [folder.appendingPathComponent("state"), folder.appendingPathComponent("beside")])
    }

    func testTheJournalGoesToTheFirstFolderThatTakesItAndIsReadBack() throws {
        XCTAssertNil(journal.read())
        try journal.write(Data("one".utf8))
        XCTAssertEqual(journal.read(), Data("one".utf8))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("state/tasks.json").path))

        // The state folder turns into a file (unwritable): the next record goes beside the store.
        try journal.write(Data("two".utf8))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("state"))
        try Data().write(to: folder.appendingPathComponent("state"))
        try journal.write(Data("three".utf8))
        XCTAssertEqual(journal.read(), Data("three".utf8))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("beside/tasks.json").path))

        journal.remove()
        XCTAssertNil(journal.read())
    }

    func testAJournalNoFolderTakesSaysWhyInWords() throws {
        try Data().write(to: folder.appendingPathComponent("state"))
        try Data().write(to: folder.appendingPathComponent("beside"))
        XCTAssertThrowsError(try journal.write(Data("x".utf8))) { error in
            XCTAssertTrue(String(describing: error).contains("state"), String(describing: error))
        }
    }

    func testTheDefaultFolderIsTheStateFolderThenBesideTheStore() {
        let store = URL(fileURLWithPath: "/data/io.github.segue.Segue/segue.sqlite3")
        XCTAssertEqual(
            KeptEditsJournal(list: "tasks", environment: ["HOME": "/home/ann"], storeURL: store).folders.map(\.path),
            ["/home/ann/.local/state/io.github.segue.Segue/kept-edits", "/data/io.github.segue.Segue/kept-edits"])
        XCTAssertEqual(
            KeptEditsJournal(list: "tasks", environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/ann"], storeURL: nil).folders.map(
                \.path),
            ["/state/io.github.segue.Segue/kept-edits"])
    }

    /// A task edit and a new task the store refused, taken back by a new launch: both are saved,
    /// and the edit is measured against the text its editor started from.
    @MainActor
    func testKeptTaskEditsAreSavedByTheNextLaunch() async throws {
        let store = openStore()
        let logic = try openLogic(store)
        let selection = logic.selection(forRow: 0)
        try store.database.execute("PRAGMA query_only = 1")
        XCTAssertThrowsError(try logic.apply(selection.editing(text: "Walk the dog X")))
        XCTAssertThrowsError(try logic.apply(logic.selectionForNewTask().editing(text: "Water the plants")))
        let record = try XCTUnwrap(logic.keptEditsRecord())

        let next = try openLogic(openStore())
        try next.takeBackKeptEdits(record)
        XCTAssertTrue(next.hasUnsavedEdits)
        XCTAssertEqual(next.tasks[0].text, "Walk the dog X", "shown as kept before it is saved")
        XCTAssertEqual(next.tasks.last?.text, "Water the plants")
        XCTAssertTrue(try next.saveUnsavedEdits())
        let stored = try storedTexts()
        XCTAssertEqual(stored.first, "Walk the dog X")
        XCTAssertEqual(stored.last, "Water the plants")
        XCTAssertEqual(stored.count, StoreTestCase.seedTasks.count + 1)
        XCTAssertNil(next.keptEditsRecord(), "nothing is kept any more")
    }

    /// The relaunched editor opens on the kept text, and leaving it with nothing more typed keeps
    /// that text (it is not taken for the text the editor started from).
    @MainActor
    func testAnEditorOpenedOnAKeptTaskEditKeepsIt() async throws {
        let store = openStore()
        let logic = try openLogic(store)
        try store.database.execute("PRAGMA query_only = 1")
        XCTAssertThrowsError(try logic.apply(logic.selection(forRow: 2).editing(text: "Clean hidden lair X")))
        let record = try XCTUnwrap(logic.keptEditsRecord())

        let readOnly = openStore()
        try readOnly.database.execute("PRAGMA query_only = 1")
        let next = try openLogic(readOnly)
        try next.takeBackKeptEdits(record)
        let reopened = next.selection(forRow: 2)
        XCTAssertEqual(reopened.text, "Clean hidden lair X")
        try next.apply(reopened) // nothing more typed: the kept edit waits for the store
        XCTAssertTrue(next.hasUnsavedEdits)
        try readOnly.database.execute("PRAGMA query_only = 0")
        XCTAssertTrue(try next.saveUnsavedEdits())
        XCTAssertEqual(try storedTexts()[2], "Clean hidden lair X")
    }

    /// Homepwner: the kept item is merged field by field over what another program stored since.
    @MainActor
    func testAKeptItemEditIsSavedByTheNextLaunchOverAnotherProgramsOtherFields() async throws {
        let store = openStore()
        let repository = HomepwnerItemRepository(database: store.database)
        let lamp = try repository.append(name: "Lamp", serialNumber: "S-1", valueInDollars: 10, dateCreated: Date(timeIntervalSince1970: 0))
        let logic = try homepwner(store)
        logic.beginEditing(lamp)
        var edited = lamp
        edited.name = "Desk lamp"
        try store.database.execute("PRAGMA query_only = 1")
        XCTAssertThrowsError(try logic.applyKeepingPictures(edited))
        let record = try XCTUnwrap(logic.keptEditsRecord())
        try openStore().database.execute("UPDATE items SET value = 99 WHERE id = ?", [.integer(lamp.id)])

        let next = try homepwner(openStore())
        try next.takeBackKeptEdits(record)
        XCTAssertEqual(next.items[0].name, "Desk lamp")
        XCTAssertTrue(try next.saveUnsavedEdits())
        let stored = try XCTUnwrap(HomepwnerItemRepository(database: openStore().database).item(id: lamp.id))
        XCTAssertEqual(stored.name, "Desk lamp")
        XCTAssertEqual(stored.valueInDollars, 99, "the other program's value stays")
    }

    @MainActor
    func testAKeptHeroSaveAndAKeptCountAreSavedByTheNextLaunch() async throws {
        let store = openStore()
        _ = try HeroRepository(database: store.database).add(Hero(id: 0, name: "Kara", secretIdentity: "Supergirl"))
        let heroes = try HeroListLogic(repository: HeroRepository(database: store.database))
        let counting = try CountingLogic(repository: CountingRepository(database: store.database))
        let id = try XCTUnwrap(heroes.heroes(in: .byName).first?.id)
        try store.database.execute("PRAGMA query_only = 1")
        XCTAssertThrowsError(try heroes.save(.text("Linda Lee"), for: .secretIdentity, ofHeroWithID: id))
        XCTAssertThrowsError(try counting.count(.second))
        let heroRecord = try XCTUnwrap(heroes.keptEditsRecord())
        let countRecord = try XCTUnwrap(counting.keptEditsRecord())

        let nextHeroes = try HeroListLogic(repository: HeroRepository(database: openStore().database))
        let nextCounting = try CountingLogic(repository: CountingRepository(database: openStore().database))
        try nextHeroes.takeBackKeptEdits(heroRecord)
        try nextCounting.takeBackKeptEdits(countRecord)
        XCTAssertTrue(try nextHeroes.saveUnsavedEdits())
        XCTAssertTrue(try nextCounting.saveUnsavedEdits())
        XCTAssertEqual(try HeroRepository(database: openStore().database).hero(id: id)?.secretIdentity, "Linda Lee")
        XCTAssertEqual(try CountingLogic(repository: CountingRepository(database: openStore().database)).secondCount, 1)
    }

    @MainActor
    func testAnUnreadableRecordChangesNothing() async throws {
        let logic = try openLogic(openStore())
        XCTAssertThrowsError(try logic.takeBackKeptEdits(Data("not json".utf8)))
        XCTAssertFalse(logic.hasUnsavedEdits)
    }

    @MainActor
    private func homepwner(_ store: SegueStore) throws -> HomepwnerListLogic {
        try HomepwnerListLogic(
            repository: HomepwnerItemRepository(database: store.database), images: HomepwnerImageStore(folder: folder), ownsPictures: false)
    }

    @MainActor
    private func storedTexts() throws -> [String] { try TaskRepository(database: openStore().database).all().map(\.text) }
}
