import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import SegueTestFixtures
import XCTest

@testable import Segue

/// Undo for every change, through the window's undo manager: each change undone and redone, also
/// after leaving the page, with the menu naming it; Homepwner's replaced pictures kept exactly as
/// long as an undo can bring them back.
final class UndoFlowTests: DemoFlowTestCase {
    @MainActor
    func testATaskEditIsUndoneFromAnotherPageAndRedoneAndTheMenuNamesIt() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        let undo = main.window.undoManager
        XCTAssertFalse(undo.canUndo)
        XCTAssertFalse(main.undoAction.isEnabled, "Undo is dimmed with nothing to undo")
        XCTAssertTrue(try cell(1, of: tasks).grabFocus())
        try XKeyboard.press("Return", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is TaskDetailViewController }))
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        XCTAssertTrue(pump(until: { detail.textView.hasFocus }))
        try XKeyboard.type(" now", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { detail.textView.text.hasSuffix(" now") }))
        try XKeyboard.press("alt+Left", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { main.shows(tasks) }))
        XCTAssertTrue(pump(until: { undo.undoActionName == "Edit Task" }))
        XCTAssertTrue(main.undoAction.isEnabled)

        _ = main.navigation.popViewController(animated: false) // back to the list of demos
        pump()
        try XKeyboard.press("ctrl+z", inWindowTitled: "Segue")
        XCTAssertTrue(pump(until: { (try? self.storedTexts()[1]) == SeedFixtures.tasks[1] }), "undone from another page")
        XCTAssertEqual(undo.redoActionName, "Edit Task")
        main.open(.tasks)
        XCTAssertEqual(try cell(1, of: tasks).text, SeedFixtures.tasks[1], "the same list, showing the undone text")
        try XKeyboard.press("ctrl+shift+z", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { (try? self.cell(1, of: tasks).text) == SeedFixtures.tasks[1] + " now" }), "redone")
        XCTAssertEqual(try storedTexts()[1], SeedFixtures.tasks[1] + " now")
    }

    @MainActor
    func testAddingAndDeletingTasksAreUndoneAndRedone() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        let undo = main.window.undoManager
        try XKeyboard.press("ctrl+n", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is TaskDetailViewController }))
        try XKeyboard.type("Feed the cat", inWindowTitled: "Task")
        try XKeyboard.press("alt+Left", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { tasks.tableView.numberOfRows == 10 }))
        XCTAssertTrue(pump(until: { undo.undoActionName == "Add Task" }))
        undo.undo()
        XCTAssertEqual(tasks.tableView.numberOfRows, 9)
        XCTAssertEqual(try storedTexts(), SeedFixtures.tasks)
        undo.redo()
        XCTAssertEqual(try storedTexts().last, "Feed the cat")

        XCTAssertTrue(try cell(0, of: tasks).grabFocus())
        try XKeyboard.press("Delete", inWindowTitled: "Tasks")
        try XKeyboard.press("Delete", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { tasks.tableView.numberOfRows == 8 }))
        undo.undo()
        undo.undo()
        XCTAssertEqual(try storedTexts(), SeedFixtures.tasks + ["Feed the cat"], "two deletions undone, each task in its place")
        undo.redo()
        XCTAssertEqual(try storedTexts().count, 9)
    }

    @MainActor
    func testCountsAndResetAreUndoneAndRedone() async throws {
        let (main, counting) = try open(.countingTabs, as: CountingTabBarController.self)
        let undo = main.window.undoManager
        let second = try XCTUnwrap((counting.viewControllers ?? [])[1] as? CountingSceneViewController)
        second.incrementCount()
        undo.closeGroup()
        second.incrementCount()
        undo.closeGroup()
        XCTAssertEqual(counting.logic.secondCount, 2)
        undo.undo()
        XCTAssertEqual(counting.logic.secondCount, 1)
        XCTAssertEqual(counting.logic.badges[.second], "1")
        counting.reset()
        undo.closeGroup()
        XCTAssertEqual(counting.logic.secondCount, 0)
        XCTAssertEqual(undo.undoActionName, "Reset Counts")
        undo.undo()
        XCTAssertEqual(counting.logic.secondCount, 1, "the reset is undone")
        undo.redo()
        XCTAssertEqual(counting.logic.secondCount, 0)
        let reopened = try CountingLogic(
            repository: CountingRepository(
                database: SegueStore.open(atOptional: SegueStore.defaultURL(environment: ["XDG_DATA_HOME": dataHome.path])) {
                    _, _ throws(StoreError) in
                }.database))
        XCTAssertEqual(reopened.secondCount, 0, "undo and redo are stored")
    }

    @MainActor
    func testAReplacedPictureIsKeptWhileAnUndoCanBringItBackThenRemoved() async throws {
        let (main, items) = try open(.homepwner, as: HomepwnerViewController.self)
        let undo = main.window.undoManager
        var item = items.logic.items[0]
        let oldKey = try XCTUnwrap(item.imageKey, "the sample items have pictures")
        let oldFile = try XCTUnwrap(items.logic.images.imagePath(forKey: oldKey))
        let newKey = try items.logic.images.importFile(at: URL(fileURLWithPath: oldFile))
        let newFile = try XCTUnwrap(items.logic.images.imagePath(forKey: newKey))
        item.imageKey = newKey
        items.receive(editedItem: item)
        undo.closeGroup()
        XCTAssertTrue(FileManager.default.fileExists(atPath: oldFile), "the replaced picture is kept for the undo")
        undo.undo()
        XCTAssertEqual(items.logic.items[0].imageKey, oldKey, "the old picture is back")
        XCTAssertTrue(FileManager.default.fileExists(atPath: newFile), "the new one is kept for the redo")
        items.deleteItem(id: items.logic.items[3].id, showingBar: false) // a new change drops the redo
        undo.closeGroup()
        XCTAssertFalse(FileManager.default.fileExists(atPath: newFile), "no redo can bring it back: deleted")
        XCTAssertTrue(FileManager.default.fileExists(atPath: oldFile))
        let count = items.logic.items.count
        undo.undo()
        XCTAssertEqual(items.logic.items.count, count + 1, "the deletion is undone too: \(AlertController.visible.map(\.message))")

        let order = items.logic.items.map(\.id)
        XCTAssertTrue(items.tableView(items.tableView, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
        items.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        undo.closeGroup()
        XCTAssertEqual(undo.undoActionName, "Move Item")
        undo.undo()
        XCTAssertEqual(items.logic.items.map(\.id), order, "the move is undone")
        XCTAssertEqual(items.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessibilityLabel, items.logic.items[0].name)
        undo.redo()
        XCTAssertEqual(items.logic.items[2].id, order[0], "and redone")
    }

    @MainActor
    func testAHomepwnerAddIsUndoneAndRedoneInTheListAndTheFile() async throws {
        let (main, items) = try open(.homepwner, as: HomepwnerViewController.self)
        let undo = main.window.undoManager
        let storedIDs = { [dataHome] () throws -> [Int64] in
            let store = SegueStore.open(atOptional: SegueStore.defaultURL(environment: ["XDG_DATA_HOME": dataHome.path])) {
                _, _ throws(StoreError) in
            }
            return try HomepwnerItemRepository(database: store.database).all().map(\.id)
        }
        let before = items.logic.items.map(\.id)
        items.addItem()
        undo.closeGroup()
        XCTAssertEqual(items.logic.items.count, before.count + 1)
        let added = try XCTUnwrap(items.logic.items.last)
        XCTAssertEqual(undo.undoActionName, "Add Item")
        main.window.undo()
        XCTAssertEqual(items.logic.items.map(\.id), before, "the added item is gone")
        XCTAssertEqual(items.tableView.numberOfRows, before.count, "and its row")
        XCTAssertFalse(try storedIDs().contains(added.id), "from the file too")
        main.window.redo()
        XCTAssertEqual(items.logic.items.last, added, "redo brings back the same item")
        XCTAssertEqual(items.tableView.cellForRow(at: IndexPath(row: before.count, section: 0))?.accessibilityLabel, added.name)
        XCTAssertTrue(try storedIDs().contains(added.id))
    }

    @MainActor
    func testAHeroesFieldEditAddAndDeleteAreUndone() async throws {
        let (main, heroes) = try open(.heroes, as: HeroesTabBarController.self)
        let undo = main.window.undoManager
        let hero = try XCTUnwrap(heroes.logic.heroes(in: .byName).first)
        try heroes.logic.save(.text("Renamed"), for: .name, ofHeroWithID: hero.id)
        heroes.registerUndoOfSave(.text(hero.name), for: .name, ofHeroWithID: hero.id)
        undo.closeGroup()
        XCTAssertEqual(undo.undoActionName, "Edit Hero")
        undo.undo()
        XCTAssertEqual(heroes.logic.hero(withID: hero.id)?.name, hero.name)
        undo.redo()
        XCTAssertEqual(heroes.logic.hero(withID: hero.id)?.name, "Renamed")

        let count = heroes.logic.count
        heroes.delete(hero)
        undo.closeGroup()
        XCTAssertEqual(heroes.logic.count, count - 1)
        undo.undo()
        XCTAssertEqual(heroes.logic.hero(withID: hero.id)?.name, "Renamed", "back with its values")
        heroes.addHero()
        undo.closeGroup()
        XCTAssertTrue(pump(until: { main.navigation.topViewController is HeroDetailViewController }))
        _ = main.navigation.popViewController(animated: false)
        XCTAssertEqual(undo.undoActionName, "Add Hero")
        undo.undo()
        XCTAssertEqual(heroes.logic.count, count)
    }
}
