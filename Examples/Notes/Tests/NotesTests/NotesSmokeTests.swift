import FoundationEssentials
import GtkKit
import NotesKit
import XCTest

/// The example app through GtkKit's public API only: the list, a note's page and back, the badge.
/// `make test` runs it under Xvfb, so a GtkKit change that breaks a consumer fails CI.
final class NotesSmokeTests: XCTestCase {
    // XCTest on Linux runs a main-actor test only as an async method.
    @MainActor
    func testListOpenEditReturnAndBadge() async throws {
        try XCTSkipUnless(Application.openDisplay(), "needs a display (make test runs it under Xvfb)")
        let app = NotesWindow(application: nil, book: NoteBook(notes: NotesWindow.sampleNotes))
        app.window.present()
        XCTAssertTrue(MainLoop.run(until: { app.list.tableView.numberOfRows == 3 }))
        XCTAssertEqual(app.list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.text, "Shopping")
        XCTAssertEqual(
            app.list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.detailText, "Milk, bread, tea", "NoteCell, a subclass")
        XCTAssertEqual(app.tabs.selectedIndex, 0)
        XCTAssertNil(app.navigation.tabBarItem.badgeValue)
        XCTAssertEqual(app.navigation.tabBarItem.title, "Notes", "a navigation controller's tab is titled after its root")

        app.list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.activate()
        XCTAssertTrue(MainLoop.run(until: { app.navigation.topViewController is NoteDetailViewController }))
        let detail = try XCTUnwrap(app.navigation.topViewController as? NoteDetailViewController)
        XCTAssertEqual(detail.textView.text, "Shopping\nMilk, bread, tea")
        // The window's name changes with the focus, once the page has slid in.
        XCTAssertTrue(MainLoop.run(until: { app.window.title == "Note" }))
        XCTAssertFalse(app.list.pasteItem.view.isDrawable, "the list's toolbar is not on the note's page")
        detail.textView.text = "Groceries\nMilk"
        _ = app.navigation.popViewController(animated: false)
        XCTAssertTrue(MainLoop.run(until: { app.navigation.topViewController === app.list }))
        XCTAssertEqual(app.list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.text, "Groceries", "the edit came back")

        app.list.addItem.button?.click()
        let sheet = try XCTUnwrap(app.list.presentedViewController as? NavigationController, "+ presents the New Note screen")
        let add = try XCTUnwrap(sheet.topViewController as? AddNoteViewController)
        XCTAssertTrue(MainLoop.run(until: { add.titleField.containsFocus }), "the focus is in the title field")
        XCTAssertFalse(add.doneItem.isEnabled, "nothing to add yet")
        add.titleField.text = "Holiday"
        add.doneItem.button?.click()
        XCTAssertNil(app.list.presentedViewController, "Done dismisses")
        XCTAssertEqual(app.list.tableView.numberOfRows, 4)
        XCTAssertEqual(app.list.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.text, "Holiday")
        XCTAssertEqual(app.navigation.tabBarItem.badgeValue, "1", "a new, unopened note is counted on its tab")
        app.list.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.activate()
        XCTAssertTrue(MainLoop.run(until: { app.navigation.topViewController is NoteDetailViewController }))
        XCTAssertNil(app.navigation.tabBarItem.badgeValue, "opened, it is no longer new")
        _ = app.navigation.popViewController(animated: false)

        XCTAssertTrue(app.list.pasteItem.view.isDrawable, "the list's toolbar")
        XCTAssertEqual(app.list.countLabel.text, "4 notes")
        Pasteboard.general.string = "Call the vet"
        app.list.pasteItem.button?.click()
        // The paste awaits the clipboard: main-actor tasks run between turns of GTK's loop.
        for _ in 0..<1000 where app.list.tableView.numberOfRows != 5 {
            _ = MainLoop.run(until: { false }, timeoutMilliseconds: 2)
            try await Task.sleep(for: .milliseconds(3))
        }
        XCTAssertEqual(app.list.tableView.numberOfRows, 5, "Paste as Note adds the clipboard's text")
        XCTAssertEqual(app.list.tableView.cellForRow(at: IndexPath(row: 4, section: 0))?.text, "Call the vet")
        XCTAssertEqual(app.list.countLabel.text, "5 notes")
        app.window.close()
    }
}
