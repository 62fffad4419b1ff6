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
    func testAPresentedWindowFitsANarrowWindowAndIsSmallerThanAWideOne() async {
        let log = EventLog()
        for (width, expected) in [(360, 360), (1000, 440)] {
            let presenter = RecordingViewController("List", log: log)
            let window = presentInWindow(NavigationController(rootViewController: presenter))
            window.setDefaultSize(width: width, height: 640)
            XCTAssertTrue(pump(until: { presenter.view.bounds.width > 0 && abs(Int(presenter.view.bounds.width) - width) < 60 }))
            let sheet = RecordingViewController("Sheet", log: log)
            presenter.present(sheet, animated: false)
            XCTAssertTrue(pump(until: { sheet.view.isDrawable }))
            let modalWidth = try? XCTUnwrap(sheet.window).defaultSize.width
            XCTAssertLessThanOrEqual(modalWidth ?? .max, width, "never wider than the window it covers (\(width) px)")
            if width < 600 {
                XCTAssertGreaterThan(modalWidth ?? 0, width - 60, "over a narrow window, as wide as it: \(modalWidth ?? 0)")
            } else {
                XCTAssertEqual(modalWidth, expected, "over a wide window, 440 px")
            }
            sheet.dismiss(animated: false)
            window.close()
            pump()
        }
    }

    @MainActor
    func testATabBarAtTheRootShowsTheSelectedTabsNavigationHeader() async {
        let log = EventLog()
        let list = RecordingViewController("Notes", log: log)
        let add = Button(iconName: "list-add-symbolic", accessibilityLabel: "Add")
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
