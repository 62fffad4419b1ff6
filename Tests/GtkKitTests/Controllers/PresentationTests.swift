import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// Modal presentation and the container shapes, in GtkKit's own terms (Examples/Notes tests them
/// again from outside, through the accessibility bus).
final class PresentationTests: GtkTestCase {
    @MainActor
    func testPresentShowsAModalWindowAndDismissClosesItFromEitherSide() async {
        let log = EventLog()
        let presenter = RecordingViewController("List", log: log)
        let window = presentInWindow(NavigationController(rootViewController: presenter))
        let sheet = RecordingViewController("Add", log: log)
        var flags: [Bool] = []
        var completed = false
        presenter.present(NavigationController(rootViewController: sheet), animated: true) { completed = true }
        XCTAssertTrue(pump(until: { completed }), "completion runs after viewDidAppear")
        XCTAssertTrue(presenter.presentedViewController is NavigationController)
        XCTAssertTrue(sheet.presentingViewController === presenter, "found through the sheet's navigation controller")
        let modal = sheet.window
        XCTAssertNotNil(modal)
        XCTAssertFalse(modal === window, "a window of its own")
        XCTAssertEqual(modal?.title, "Add", "titled by its header")
        XCTAssertTrue(sheet.view.isDrawable)

        sheet.onUserDismissal = { flags.append(true) }
        sheet.dismiss(animated: true) // from inside: the presentation ends
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(sheet.presentingViewController)
        XCTAssertFalse(sheet.view.isDrawable)
        XCTAssertEqual(flags, [], "the app dismissed it, not the user")
        XCTAssertTrue(log.events.contains("Add.viewDidDisappear"))

        let form = RecordingViewController("Form", log: log)
        form.onUserDismissal = { flags.append(true) }
        presenter.present(form, animated: false)
        XCTAssertTrue(pump(until: { form.view.isDrawable }))
        expectedLogMessages = ["is already presenting"]
        presenter.present(RecordingViewController("Second", log: log), animated: false)
        XCTAssertTrue(presenter.presentedViewController === form, "a second presentation is reported and ignored")
        // The window's close button is the user's Cancel.
        gtk_window_close(form.window!.pointer())
        XCTAssertEqual(flags, [true])
        XCTAssertNil(presenter.presentedViewController)
    }

    @MainActor
    func testATabBarAtTheRootShowsTheSelectedTabsNavigationHeader() async {
        let log = EventLog()
        let list = RecordingViewController("Notes", log: log)
        let add = Button(iconName: "list-add-symbolic", accessibleLabel: "Add")
        list.navigationItem.rightBarButtonItem = BarButtonItem(customView: add)
        let notes = NavigationController(rootViewController: list)
        let info = RecordingViewController("Info", log: log)
        let tabs = TabBarController()
        tabs.setViewControllers([notes, info])
        let window = presentInWindow(tabs)
        XCTAssertEqual(window.title, "Notes")
        XCTAssertEqual(notes.tabBarItem.title, "Notes", "a navigation controller's tab is titled after its root")
        XCTAssertTrue(add.isDrawable, "the tab's header widget is on screen")

        notes.pushViewController(RecordingViewController("Note", log: log), animated: false)
        XCTAssertEqual(window.title, "Note")
        XCTAssertTrue(notes.backButton.isDrawable, "Back inside the tab")
        XCTAssertTrue(tabs.view.isDrawable, "the tabs stay")

        tabs.select(index: 1)
        XCTAssertEqual(window.title, "Info", "the tab bar controller's own header shows a plain tab")
        XCTAssertFalse(notes.backButton.isDrawable)
        tabs.select(index: 0)
        XCTAssertEqual(window.title, "Note")
    }
}
