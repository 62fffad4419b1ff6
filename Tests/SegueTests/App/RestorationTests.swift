import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import SegueTestFixtures
import XCTest

@testable import Segue

/// Reopen where you left off: the pages open when the window closed come back at the next launch,
/// with focus, tab and draft; a page whose item is gone, or a damaged record, is passed over.
final class RestorationTests: DemoFlowTestCase {
    @MainActor
    private func closeAndSettle(_ main: MainWindowController) {
        main.window.close()
        pump()
    }

    @MainActor
    private func forgetSession(_ main: MainWindowController) { main.settings?.setString("restoration-state", "") }

    @MainActor
    func testATaskEditorComesBackWithItsCursorAndBackReturnsToItsRow() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        defer { forgetSession(main) }
        XCTAssertTrue(try XCTUnwrap(tasks.tableView.cellForRow(at: IndexPath(row: 3, section: 0))).grabFocus())
        try XKeyboard.press("Return", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is TaskDetailViewController }))
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        try XKeyboard.type(" soon", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { detail.textView.text == SeedFixtures.tasks[3] + " soon" }))
        detail.textView.cursorOffset = 4
        closeAndSettle(main)

        let services = AppServices(environment: ["XDG_DATA_HOME": dataHome.path, "HOME": dataHome.path])
        let again = MainWindowController(application: nil, services: services)
        again.restoreLastSession()
        // Before the window is first shown: it maps titled "Task", not with the list's title
        // and the editor pushed a frame later (a narrow window's split view collapses at once).
        XCTAssertEqual(again.window.title, "Task", "the editor is on top before the window maps")
        XCTAssertEqual(again.navigation.viewControllers.count, 3, "list, tasks, editor, before the window maps")
        again.present()
        pump()
        XCTAssertEqual(again.navigation.viewControllers.count, 3, "list, tasks, editor")
        let restored = try XCTUnwrap(again.navigation.topViewController as? TaskDetailViewController)
        XCTAssertEqual(restored.textView.text, SeedFixtures.tasks[3] + " soon", "the edit typed before quitting")
        XCTAssertEqual(restored.textView.cursorOffset, 4, "the cursor where it was")
        XCTAssertEqual(again.window.title, "Task")
        XCTAssertTrue(pump(until: { restored.textView.hasFocus }))

        _ = again.navigation.popViewController(animated: false)
        let split = try XCTUnwrap(again.navigation.topViewController as? SplitViewController)
        let list = try XCTUnwrap(split.viewController(for: .primary) as? TasksViewController)
        XCTAssertTrue(
            pump(until: { list.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.hasFocus == true }), "Back lands on the row")
        _ = again.navigation.popViewController(animated: false)
        XCTAssertTrue(
            pump(until: { again.navigation.topViewController.view.containsFocus }), "the demo list has the focus again")
        closeAndSettle(again)
    }

    @MainActor
    func testHeroesComeBackOnTheSameTabHeroAndUnsavedEditorValue() async throws {
        let (main, heroes) = try open(.heroes, as: HeroesTabBarController.self)
        defer { forgetSession(main) }
        heroes.select(index: 1)
        let list = try XCTUnwrap(heroes.selectedViewController as? HeroListViewController)
        let row = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        row.activate()
        XCTAssertTrue(pump(until: { main.navigation.topViewController is HeroDetailViewController }))
        let detail = try XCTUnwrap(main.navigation.topViewController as? HeroDetailViewController)
        try XCTUnwrap(detail.tableView.cellForRow(at: IndexPath(row: 0, section: 0))).activate()
        XCTAssertTrue(pump(until: { main.navigation.topViewController is ManagedObjectStringEditor }))
        let editor = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectStringEditor)
        let saved = editor.field.text
        editor.field.text = "Not saved yet"
        closeAndSettle(main)

        let again = relaunch()
        // The hero's page is the split view's to restore: on this narrow window the split view
        // collapses before the window is shown, and the page is pushed under the editor.
        XCTAssertEqual(again.navigation.viewControllers.count, 4, "list, heroes, the hero's page, editor")
        let restoredEditor = try XCTUnwrap(again.navigation.topViewController as? ManagedObjectStringEditor)
        XCTAssertEqual(restoredEditor.field.text, "Not saved yet", "the unsaved value")
        XCTAssertEqual(restoredEditor.value, .text("Not saved yet"))
        let split = try XCTUnwrap(again.navigation.viewControllers[1] as? SplitViewController)
        let restoredHeroes = try XCTUnwrap(split.viewController(for: .primary) as? HeroesTabBarController)
        XCTAssertEqual(restoredHeroes.selectedIndex, 1, "the same tab")
        let restoredDetail = try XCTUnwrap(split.viewController(for: .secondary) as? HeroDetailViewController)
        XCTAssertEqual(restoredDetail.heroID, detail.heroID, "the same hero")
        XCTAssertNotEqual(saved, "Not saved yet")
        _ = again.navigation.popViewController(animated: false)
        XCTAssertTrue(
            pump(until: { again.navigation.topViewController === restoredDetail }), "Back from the editor lands on the hero's page")
        XCTAssertEqual(again.window.title, restoredDetail.title)
        closeAndSettle(again)
    }

    @MainActor
    func testAPageWhoseItemWasDeletedStopsAtTheListAndADamagedRecordIsIgnored() async throws {
        let (main, items) = try open(.homepwner, as: HomepwnerViewController.self)
        defer { forgetSession(main) }
        let item = items.logic.items[1]
        try XCTUnwrap(items.tableView.cellForRow(at: IndexPath(row: 1, section: 0))).activate()
        XCTAssertTrue(pump(until: { main.navigation.topViewController is HomepwnerItemDetailViewController }))
        closeAndSettle(main)
        let store = SegueStore.open(atOptional: SegueStore.defaultURL(environment: ["XDG_DATA_HOME": dataHome.path])) {
            _, _ throws(StoreError) in
        }
        try HomepwnerItemRepository(database: store.database).delete(id: item.id)

        let again = relaunch()
        XCTAssertEqual(again.navigation.viewControllers.count, 2, "the item is gone: the list, silently")
        XCTAssertTrue(again.navigation.topViewController === again.topPage(as: HomepwnerViewController.self)?.splitViewController)
        XCTAssertEqual(AlertController.visible.count, 0)
        closeAndSettle(again)

        for damaged in ["{not json", #"{"format":1,"version":"0.0.1","path":[{"identifier":"demos","state":{}}]}"#, "[]"] {
            main.settings?.setString("restoration-state", damaged)
            let fresh = relaunch()
            XCTAssertEqual(fresh.navigation.viewControllers.count, 1, "ignored: \(damaged)")
            XCTAssertEqual(AlertController.visible.count, 0)
            fresh.window.close()
            pump()
        }
    }

    @MainActor
    func testTheDrillDownAndCountingTabsComeBack() async throws {
        let (main, movies) = try open(.disclosureButtons, as: DisclosureButtonsViewController.self)
        defer { forgetSession(main) }
        movies.tableView(movies.tableView, accessoryButtonTappedForRowWith: IndexPath(row: 4, section: 0))
        XCTAssertTrue(pump(until: { main.navigation.topViewController is DisclosureDetailViewController }))
        let title = main.window.title
        closeAndSettle(main)
        let again = relaunch()
        // The split view puts the restored movie where the window's first layout says: pushed at 480 px.
        XCTAssertTrue(pump(until: { again.navigation.topViewController is DisclosureDetailViewController }))
        XCTAssertEqual(again.window.title, title)
        closeAndSettle(again)

        let (counting, tabs) = try open(.countingTabs, as: CountingTabBarController.self)
        tabs.select(index: 2)
        closeAndSettle(counting)
        let third = relaunch()
        let restoredTabs = try XCTUnwrap(third.navigation.topViewController as? CountingTabBarController)
        XCTAssertEqual(restoredTabs.selectedIndex, 2)
        closeAndSettle(third)
    }
}
