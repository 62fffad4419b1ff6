import Foundation
import SegueCore
import XCTest

/// An editor writes only what the user changed (issue "Reliability, round four", item 2): open
/// with nothing typed it never writes over another program's newer text; when both changed, the
/// user's edit is saved and the other version is handed back to be offered (Undo).
final class StaleEditorTests: StoreTestCase {
    private func storedText(ofTaskWithID id: Int64) throws -> String? {
        try TaskRepository(database: openStore().database).task(id: id)?.text
    }

    /// The steps: task 1 open, another program sets it to "CHANGED", then Back with
    /// nothing typed. It used to write "Walk the dog" back over it, silently.
    @MainActor
    func testAnEditorWithNothingTypedNeverWritesOverAnotherProgramsChange() async throws {
        let logic = try openLogic(openStore())
        let selection = logic.selection(forRow: 0)
        let id = try XCTUnwrap(selection.taskID)
        try openStore().database.execute("UPDATE tasks SET text = 'CHANGED' WHERE id = ?", [.integer(id)])

        try logic.saveDraft(selection)
        try logic.apply(selection)
        XCTAssertEqual(try storedText(ofTaskWithID: id), "CHANGED")
        XCTAssertEqual(logic.tasks[0].text, "CHANGED", "the list shows the other program's text")
        XCTAssertTrue(logic.takeOverwrittenTexts().isEmpty)
    }

    /// Two Segues on one folder: one merely has the task open while the other saves an edit.
    @MainActor
    func testASecondSegueWithTheTaskOpenKeepsTheFirstOnesSavedText() async throws {
        let idle = try openLogic(openStore())
        let busy = try openLogic(openStore())
        let open = idle.selection(forRow: 2)
        let edited = busy.selection(forRow: 2)
        try busy.apply(edited.editing(text: "Clean hidden lair today"))
        try idle.apply(open)
        XCTAssertEqual(try storedText(ofTaskWithID: try XCTUnwrap(open.taskID)), "Clean hidden lair today")
    }

    /// While nothing is typed the editor is offered the other program's text, and an edit typed
    /// after that starts from it: no conflict, the edit is saved.
    @MainActor
    func testAnOpenEditorWithNothingTypedTakesTheNewerTextAndEditsOnFromIt() async throws {
        let logic = try openLogic(openStore())
        let selection = logic.selection(forRow: 0)
        let id = try XCTUnwrap(selection.taskID)
        XCTAssertNil(logic.newerStoredText(for: selection), "nothing changed elsewhere")
        try openStore().database.execute("UPDATE tasks SET text = 'CHANGED' WHERE id = ?", [.integer(id)])

        XCTAssertEqual(logic.newerStoredText(for: selection), "CHANGED")
        XCTAssertNil(logic.newerStoredText(for: selection.editing(text: "CHANGED")), "taken once")
        try logic.apply(selection.editing(text: "CHANGED and walked"))
        XCTAssertEqual(try storedText(ofTaskWithID: id), "CHANGED and walked")
        XCTAssertTrue(logic.takeOverwrittenTexts().isEmpty, "nothing of the other program's was replaced")
    }

    /// Typed text is never replaced by the other program's: the editor is offered nothing.
    @MainActor
    func testAnEditorWithTypedTextIsNotOfferedTheNewerText() async throws {
        let logic = try openLogic(openStore())
        let selection = logic.selection(forRow: 0)
        try openStore().database.execute("UPDATE tasks SET text = 'CHANGED' WHERE id = ?", [.integer(try XCTUnwrap(selection.taskID))])
        XCTAssertNil(logic.newerStoredText(for: selection.editing(text: "Walk the dog X")))
    }

    /// Both typed: the user's edit is saved, and the other program's text is handed back once, to
    /// be offered by Undo; the undo (``TaskListLogic/setText(_:ofTaskWithID:)``) writes it back.
    @MainActor
    func testWhenBothChangedTheEditIsSavedAndTheOtherTextIsOfferedBack() async throws {
        let logic = try openLogic(openStore())
        let selection = logic.selection(forRow: 0)
        let id = try XCTUnwrap(selection.taskID)
        try openStore().database.execute("UPDATE tasks SET text = 'CHANGED' WHERE id = ?", [.integer(id)])

        try logic.saveDraft(selection.editing(text: "Walk the dog X"))
        try logic.apply(selection.editing(text: "Walk the dog XY"))
        XCTAssertEqual(try storedText(ofTaskWithID: id), "Walk the dog XY")
        XCTAssertEqual(logic.takeOverwrittenTexts(), [id: "CHANGED"])
        XCTAssertEqual(logic.takeOverwrittenTexts(), [:], "handed over once")

        try logic.setText("CHANGED", ofTaskWithID: id)
        XCTAssertEqual(try storedText(ofTaskWithID: id), "CHANGED", "the undo writes the other program's text back")
    }

    /// A kept edit (the store refused it) whose task another program changed before the retry:
    /// the retry saves the edit and hands the other text back.
    @MainActor
    func testAKeptEditSavedOverAnotherProgramsChangeOffersItBack() async throws {
        let store = openStore()
        let logic = try openLogic(store)
        let selection = logic.selection(forRow: 1)
        let id = try XCTUnwrap(selection.taskID)
        try store.database.execute("PRAGMA query_only = 1")
        XCTAssertThrowsError(try logic.apply(selection.editing(text: "URGENT: Buy oat milk")))
        XCTAssertTrue(logic.hasUnsavedEdits)
        try openStore().database.execute("UPDATE tasks SET text = 'CHANGED' WHERE id = ?", [.integer(id)])
        try store.database.execute("PRAGMA query_only = 0")

        XCTAssertTrue(try logic.saveUnsavedEdits())
        XCTAssertEqual(try storedText(ofTaskWithID: id), "URGENT: Buy oat milk")
        XCTAssertEqual(logic.takeOverwrittenTexts(), [id: "CHANGED"])
    }

    @MainActor
    private func homepwner(_ store: SegueStore) throws -> HomepwnerListLogic {
        try HomepwnerListLogic(
            repository: HomepwnerItemRepository(database: store.database), images: HomepwnerImageStore(folder: folder), ownsPictures: false)
    }

    /// An item page: with nothing typed nothing is written; an untouched field follows another
    /// program's change; a field both changed keeps this edit and hands the other item back.
    @MainActor
    func testAnItemPageWritesOnlyTheFieldsTheUserChangedAndSaysWhenBothDid() async throws {
        let store = openStore()
        let repository = HomepwnerItemRepository(database: store.database)
        let lamp = try repository.append(name: "Lamp", serialNumber: "S-1", valueInDollars: 10, dateCreated: Date(timeIntervalSince1970: 0))
        let logic = try homepwner(store)
        logic.beginEditing(lamp)
        try openStore().database.execute("UPDATE items SET name = 'Desk lamp', value = 30 WHERE id = ?", [.integer(lamp.id)])

        XCTAssertEqual(try logic.applyKeepingPictures(lamp), .reloaded, "the list follows; nothing is written")
        XCTAssertEqual(try repository.item(id: lamp.id)?.name, "Desk lamp")
        XCTAssertEqual(try repository.item(id: lamp.id)?.valueInDollars, 30)

        logic.beginEditing(lamp) // a page opened on the old copy
        var typed = lamp
        typed.serialNumber = "S-2"
        let shown = try XCTUnwrap(logic.newerStoredFields(for: typed), "the untouched fields follow")
        XCTAssertEqual(shown.name, "Desk lamp")
        XCTAssertEqual(shown.serialNumber, "S-2", "the typed field stays")
        XCTAssertNil(logic.newerStoredFields(for: shown))

        try openStore().database.execute("UPDATE items SET serial = 'S-OTHER' WHERE id = ?", [.integer(lamp.id)])
        try logic.applyKeepingPictures(shown)
        XCTAssertEqual(try repository.item(id: lamp.id)?.serialNumber, "S-2", "this edit is saved")
        XCTAssertEqual(logic.takeOverwrittenItems()[lamp.id]?.serialNumber, "S-OTHER", "the other is handed back")
        XCTAssertTrue(logic.takeOverwrittenItems().isEmpty)
    }

    /// A hero editor's Save: the value it opened on is not written over another program's newer
    /// one; a value both changed is saved and the other hero handed back.
    @MainActor
    func testAHeroSaveWritesOnlyWhatWasTypedAndSaysWhenBothChangedIt() async throws {
        let store = openStore()
        _ = try HeroRepository(database: store.database).add(Hero(id: 0, name: "Kara", secretIdentity: "Supergirl"))
        let logic = try HeroListLogic(repository: HeroRepository(database: store.database))
        let id = try XCTUnwrap(logic.heroes(in: .byName).first?.id)
        let stored = { try XCTUnwrap(HeroRepository(database: self.openStore().database).hero(id: id)) }
        try openStore().database.execute("UPDATE heroes SET secret_identity = 'Linda Lee' WHERE id = ?", [.integer(id)])

        try logic.save(.text("Supergirl"), for: .secretIdentity, ofHeroWithID: id, base: .text("Supergirl"))
        XCTAssertEqual(try stored().secretIdentity, "Linda Lee", "nothing typed: the other program's value stands")
        XCTAssertTrue(logic.takeOverwrittenHeroes().isEmpty)

        try logic.save(.text("Kara Zor-El"), for: .secretIdentity, ofHeroWithID: id, base: .text("Supergirl"))
        XCTAssertEqual(try stored().secretIdentity, "Kara Zor-El")
        XCTAssertEqual(logic.takeOverwrittenHeroes()[id]?.secretIdentity, "Linda Lee")
    }
}
