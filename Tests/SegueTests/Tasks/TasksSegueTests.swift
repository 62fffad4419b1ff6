import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

/// The task list reaches its editor only through the storyboard's segue, and hands the selection
/// only to a destination that takes one (the seed's `respondsToSelector:` guard).
final class TasksSegueTests: DemoFlowTestCase {
    @MainActor
    func testTheAppStoryboardLeadsTheListToTheTaskEditor() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        XCTAssertEqual(tasks.storyboard?.viewControllerIdentifiers, ["TaskDetail", "TaskList"], "the list is Tasks.storyboard's scene")
        XCTAssertEqual(
            (0..<2).map { (tasks.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) as? TaskCell)?.kind }, [.plain, .attention],
            "each row of its prototype, of the seed's two")
        try XCTUnwrap(tasks.tableView.cellForRow(at: IndexPath(row: 1, section: 0))).activate()
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        XCTAssertEqual(detail.selection?.text, "URGENT: Buy milk")
        XCTAssertTrue(detail.editedSelectionReceiver === tasks)
        XCTAssertEqual(detail.textView.text, "URGENT: Buy milk", "the storyboard's text view, its outlet connected")
        XCTAssertTrue(detail.textView.superview is ScrollView, "scrolling, as UIKit's text view does")
    }

    @MainActor
    func testADestinationThatTakesNoSelectionIsShownAndNothingIsPassed() async throws {
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        let before = try storedTexts()
        // Another storyboard, another destination: the list's code does not change.
        let plain = ViewController()
        plain.title = "Elsewhere"
        tasks.storyboard?.register(segue: TasksViewController.showDetailSegue) { plain }
        try XCTUnwrap(tasks.tableView.cellForRow(at: IndexPath(row: 0, section: 0))).activate()
        XCTAssertTrue(main.navigation.topViewController === plain, "the storyboard's destination is shown")
        XCTAssertEqual(main.window.title, "Elsewhere")
        main.navigation.popViewController(animated: false)
        XCTAssertTrue(main.shows(tasks))
        XCTAssertEqual(try storedTexts(), before, "nothing was passed, so nothing came back")
        XCTAssertEqual(tasks.tableView.numberOfRows, before.count)
    }

    @MainActor
    func testAnEditorWhoseListHasGoneAwayLeavesQuietly() async throws {
        let services = AppServices(environment: ["XDG_DATA_HOME": dataHome.path, "HOME": dataHome.path])
        let (store, _) = services.store()
        weak var goneList: TasksViewController?
        var detail: TaskDetailViewController?
        do {
            let list = TasksViewController.instantiate(logic: try TaskListLogic(repository: TaskRepository(database: store.database)))
            let navigation = NavigationController(rootViewController: list)
            navigation.storyboard = AppStoryboard.make(services: services)
            let window = presentInWindow(navigation)
            list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
            detail = navigation.topViewController as? TaskDetailViewController
            goneList = list
            window.close() // frees the navigation controller and the list; the test keeps the editor
            pump()
        }
        let editor = try XCTUnwrap(detail)
        XCTAssertNil(goneList, "the list and its navigation controller are gone; the editor held it weakly")
        XCTAssertNil(editor.editedSelectionReceiver)
        editor.textView.text = "Typed after the list went away"
        editor.saveDraftNow()
        editor.viewWillDisappear(false)
        XCTAssertEqual(try storedTexts().first, "Walk the dog", "no receiver, no write, no crash")
    }

    @MainActor
    func testANewTaskHasTheFocusWhenTheListShowsAgain() async throws {
        try skipUnlessWindowsBecomeActive()
        let (main, tasks) = try open(.tasks, as: TasksViewController.self)
        XCTAssertTrue(try XCTUnwrap(tasks.tableView.cellForRow(at: IndexPath(row: 2, section: 0))).grabFocus())
        tasks.addTask()
        let detail = try XCTUnwrap(main.navigation.topViewController as? TaskDetailViewController)
        detail.textView.text = "Call the vet"
        detail.saveDraftNow()
        main.navigation.popViewController(animated: false)
        let last = try XCTUnwrap(tasks.tableView.cellForRow(at: IndexPath(row: tasks.tableView.numberOfRows - 1, section: 0)))
        XCTAssertEqual(last.text, "Call the vet")
        XCTAssertTrue(last.hasFocus, "focus is on the task just added, not on the row it was added from")
    }
}
