import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import SegueTestFixtures
import XCTest

@testable import Segue

/// The task list through the real main window, against a private data folder.
final class TasksFlowTests: DemoFlowTestCase {
    @MainActor
    func testTypingURGENTAndGoingBackMakesAnAttentionCellThatSurvivesARestart() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        XCTAssertEqual(main.window.title, "Tasks")
        XCTAssertEqual(try cell(0, of: tasks).kind, .plain)
        XCTAssertEqual(try cell(1, of: tasks).accessibilityHint, "Urgent", "urgency is announced, not only coloured")

        XCTAssertTrue(try cell(0, of: tasks).grabFocus())
        try XKeyboard.press("Return", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is TaskDetailViewController }))
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        XCTAssertEqual(main.window.title, "Task")
        XCTAssertEqual(detail.textView.text, "Walk the dog")
        XCTAssertTrue(pump(until: { detail.textView.hasFocus }), "the text view has focus, cursor in it")

        try XKeyboard.type(" URGENT", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { detail.textView.text == "Walk the dog URGENT" }), "typed text lands at the end")
        try XKeyboard.press("alt+Left", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { main.shows(tasks) }))
        let edited = try cell(0, of: tasks)
        XCTAssertEqual(edited.text, "Walk the dog URGENT")
        XCTAssertEqual(edited.kind, .attention)
        XCTAssertTrue(edited.hasCSSClass("attention"))
        XCTAssertTrue(pump(until: { edited.hasFocus }), "focus returns to the edited row")

        main.window.close()
        pump()
        let (_, relaunched) = try open(.tasks, as: TasksViewController.self)
        XCTAssertEqual(try cell(0, of: relaunched).text, "Walk the dog URGENT")
        XCTAssertEqual(try cell(0, of: relaunched).kind, .attention)
    }

    @MainActor
    func testDraftsAreSavedWhileTypingBeforeLeaving() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        try cell(2, of: tasks).activate()
        pump()
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        detail.textView.text = "Clean hidden lair and the moat"
        XCTAssertTrue(
            pump(until: { (try? self.storedTexts()[2]) == "Clean hidden lair and the moat" }, timeout: 1.5),
            "the draft reaches the file within a second, the editor still open")
        XCTAssertTrue(main.navigation.topViewController === detail)
    }

    @MainActor
    func testClosingTheWindowWhileEditingKeepsTheEdit() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        try cell(3, of: tasks).activate()
        pump()
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        detail.textView.text = "Invent miniature dolphins 🐬"
        main.window.close()
        pump()
        XCTAssertEqual(try storedTexts()[3], "Invent miniature dolphins 🐬")
    }

    @MainActor
    func testAddingByCtrlNAndLeavingEmptyAddsNothingButTextAddsATask() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        try XKeyboard.press("ctrl+n", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is TaskDetailViewController }))
        try XKeyboard.press("Escape", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { main.shows(tasks) }))
        XCTAssertEqual(tasks.tableView.numberOfRows, 9)

        tasks.addButton.click()
        pump()
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        detail.textView.text = "Feed the sharks"
        main.navigation.backButton.click()
        pump()
        XCTAssertEqual(tasks.tableView.numberOfRows, 10)
        XCTAssertEqual(try cell(9, of: tasks).text, "Feed the sharks")
        XCTAssertEqual(try storedTexts().last, "Feed the sharks")
    }

    @MainActor
    func testDeleteKeyRemovesTheRowAndUndoBringsItBack() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        XCTAssertEqual(tasks.tableView.footerView(forSection: 0)?.text, "9 tasks", "the count under the list")
        XCTAssertTrue(try cell(4, of: tasks).grabFocus())
        try XKeyboard.press("Delete", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { tasks.tableView.numberOfRows == 8 }))
        XCTAssertEqual(tasks.tableView.footerView(forSection: 0)?.text, "8 tasks")
        XCTAssertEqual(try cell(4, of: tasks).text, "Get revenge on do-gooder heroes")
        XCTAssertTrue(try cell(4, of: tasks).hasFocus, "focus stays at the same place in the list")
        XCTAssertTrue(tasks.undoBar.isShowing)
        XCTAssertEqual(tasks.undoBar.text, "Task deleted")
        XCTAssertEqual(try storedTexts().count, 8)

        try XKeyboard.press("ctrl+z", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { tasks.tableView.numberOfRows == 9 }))
        XCTAssertEqual(try cell(4, of: tasks).text, "Find new henchmen")
        XCTAssertEqual(tasks.tableView.footerView(forSection: 0)?.text, "9 tasks")
        XCTAssertEqual(try storedTexts(), SeedFixtures.tasks)
        XCTAssertFalse(tasks.undoBar.isShowing)
        _ = main
    }

    /// Another program deletes the task while it is being edited: the edit puts it back and, back
    /// on the list, the bar says so, with Undo to delete it after all.
    @MainActor
    func testEditingATaskDeletedElsewherePutsItBackAndTheBarSaysSo() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        XCTAssertTrue(try cell(2, of: tasks).grabFocus())
        try XKeyboard.press("Return", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is TaskDetailViewController }))
        let other = anotherConnection()
        try other.database.execute("DELETE FROM tasks WHERE text = ?", [.text(SeedFixtures.tasks[2])])
        XCTAssertEqual(try storedTexts().count, 8)

        try XKeyboard.type("!", inWindowTitled: "Task")
        try XKeyboard.press("alt+Left", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { main.shows(tasks) }))
        XCTAssertEqual(try storedTexts()[2], SeedFixtures.tasks[2] + "!", "the edit put the task back in its place")
        XCTAssertTrue(pump(until: { tasks.undoBar.isShowing }))
        XCTAssertEqual(tasks.undoBar.text, "“\(SeedFixtures.tasks[2])!” had been deleted elsewhere; your edit put it back.")

        try XKeyboard.press("ctrl+z", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { tasks.tableView.numberOfRows == 8 }), "Undo deletes it after all")
        XCTAssertEqual(try storedTexts().count, 8)
    }

    /// A 10 MB task (written by another program) opens read-only with its start and a message;
    /// keys typed into it change nothing, and going back leaves the stored text byte for byte.
    @MainActor
    func testATenMegabyteTaskOpensReadOnlyAndStaysByteExact() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        let huge = String(repeating: "lorem ipsum dolor sit amet ", count: 400_000) + "\u{0}end"
        let other = anotherConnection()
        try other.database.execute("UPDATE tasks SET text = ? WHERE text = ?", [.text(huge), .text(SeedFixtures.tasks[1])])
        XCTAssertTrue(pump(until: { (try? self.cell(1, of: tasks).text.hasPrefix("lorem ipsum")) == true }), "the list follows the file")
        XCTAssertLessThanOrEqual(try cell(1, of: tasks).text.count, TaskItem.rowTextLimit + 1, "the row shows a bounded line")

        XCTAssertTrue(try cell(1, of: tasks).grabFocus())
        try XKeyboard.press("Return", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is TaskDetailViewController }))
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        XCTAssertFalse(detail.textView.isEditable)
        XCTAssertEqual(detail.textView.text.count, TaskSelection.previewLimit + 1, "its start, with “…”")
        XCTAssertEqual(detail.textView.accessibilityLabel?.prefix(52), "Task text. This task is too long to edit here (10.8 ")
        try XKeyboard.type("x", inWindowTitled: "Task")
        try XKeyboard.press("alt+Left", inWindowTitled: "Task")
        XCTAssertTrue(pump(until: { main.shows(tasks) }))
        let stored = try other.database.query("SELECT text FROM tasks WHERE id = ?", [.integer(tasks.logic.tasks[1].id)])
        XCTAssertEqual(stored.first?.first?.text, huge, "the stored text is unchanged, NUL and all")
    }

    /// A right-to-left override inside a task cannot reverse the row's text; the task keeps it.
    @MainActor
    func testADirectionOverrideInATaskDoesNotReverseItsRow() async throws {
        let (_, tasks) = try open(.tasks, as: TasksViewController.self)
        try tasks.logic.apply(tasks.logic.selection(forRow: 0).editing(text: "evil\u{202E}exe.live and more"))
        tasks.tableView.reloadData()
        XCTAssertEqual(try cell(0, of: tasks).text, "evilexe.live and more")
        XCTAssertEqual(try cell(0, of: tasks).accessibilityLabel, "evilexe.live and more")
        XCTAssertEqual(try storedTexts()[0], "evil\u{202E}exe.live and more", "the stored text is unchanged")
    }

    @MainActor
    func testADamagedOrNewerDatabaseIsExplainedInADialogNamingIt() async throws {
        let url = try XCTUnwrap(SegueStore.defaultURL(environment: ["XDG_DATA_HOME": dataHome.path]))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 7, count: 4096).write(to: url)
        let (_, tasks) = try open(.tasks, as: TasksViewController.self)
        let damaged = try shownAlert()
        XCTAssertEqual(damaged.title, "Your data file was damaged")
        let damagedMessage = damaged.message ?? ""
        XCTAssertTrue(damagedMessage.contains(url.path) && damagedMessage.contains(".damaged-"), damagedMessage)
        XCTAssertEqual(tasks.tableView.numberOfRows, 9, "a fresh store starts from the seed tasks")
        damaged.clickButton()
        pump()

        GtkTestCase.closeAllWindows()
        pump()
        try SQLiteDatabase(path: url.path).execute("PRAGMA user_version = 42")
        let before = try Data(contentsOf: url)
        let (_, again) = try open(.tasks, as: TasksViewController.self)
        let newer = try shownAlert()
        XCTAssertEqual(newer.title, "Changes will not be saved")
        XCTAssertTrue(newer.message?.contains(url.path) == true, newer.message ?? "")
        again.tableView(again.tableView, commitDeletionForRowAt: IndexPath(row: 0, section: 0))
        XCTAssertEqual(try Data(contentsOf: url), before, "a newer file is never written")
        newer.clickButton()
    }

    @MainActor
    func testTheRowContextMenuDeletesByKeyboard() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        XCTAssertTrue(try cell(2, of: tasks).grabFocus())
        try XKeyboard.press("shift+F10", inWindowTitled: "Tasks")
        var deleteButton: UnsafeMutablePointer<GtkWidget>?
        XCTAssertTrue(
            pump(until: {
                deleteButton = WidgetTree.all(under: main.window.widget).first {
                    gtkkit_is_a($0, gtk_button_get_type()) != 0 && gtk_widget_is_drawable($0) != 0
                        && gtk_button_get_label(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkButton.self))
                            .map { String(cString: $0) } == "_Delete"
                }
                return deleteButton != nil
            }), "Shift+F10 opens the row's menu with Delete")
        // The menu is Open, then Delete: Down moves to Delete, Return chooses it.
        try XKeyboard.press("Down", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { deleteButton.map { gtk_widget_has_focus($0) != 0 } ?? false }), "Down reaches Delete")
        try XKeyboard.press("Return", inWindowTitled: "Tasks")
        XCTAssertTrue(pump(until: { tasks.tableView.numberOfRows == 8 }), "choosing Delete removes the row")
        XCTAssertEqual(try storedTexts().contains("Clean hidden lair"), false)
        XCTAssertTrue(tasks.undoBar.isShowing)
    }

    @MainActor
    func testAnEmptyListShowsTheEmptyStateAndEmptyTasksAreDimmed() async throws {
        let (_, tasks) = try open(.tasks, as: TasksViewController.self)
        try tasks.logic.apply(tasks.logic.selection(forRow: 0).editing(text: ""))
        tasks.tableView.reloadRows(at: [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(try cell(0, of: tasks).textLabel?.text, "Empty task")
        XCTAssertEqual(try cell(0, of: tasks).textLabel?.textColor, .secondaryLabel, "dimmed as UIKit's secondary text")

        while tasks.tableView.numberOfRows > 0 { tasks.tableView(tasks.tableView, commitDeletionForRowAt: IndexPath(row: 0, section: 0)) }
        let empty = try XCTUnwrap(tasks.tableView.emptyStateView)
        XCTAssertTrue(empty.isDrawable)
        XCTAssertEqual(empty.accessibilityLabel, "No Tasks")
        XCTAssertTrue(WidgetTree.visibleLabelTexts(under: tasks.view.widget).contains("No Tasks"))
    }
}
