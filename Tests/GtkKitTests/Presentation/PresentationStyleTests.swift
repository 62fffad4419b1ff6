import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's presentation styles as GNOME shows them: sheets as modal windows of a form's, a page's
/// or the whole window's size, a popover at its source, and a presentation only the app may end.
final class PresentationStyleTests: GtkTestCase {
    /// A wide window (1000 × 640) showing a list page, ready to present.
    @MainActor
    private func widePresenter(_ log: EventLog) -> (RecordingViewController, Window) {
        let presenter = RecordingViewController("List", log: log)
        let window = presentInWindow(NavigationController(rootViewController: presenter))
        window.setDefaultSize(width: 1000, height: 640)
        XCTAssertTrue(pump(until: { abs(Int(presenter.view.bounds.width) - 1000) < 60 }), "\(presenter.view.bounds)")
        return (presenter, window)
    }

    @MainActor
    func testEachSheetStyleOpensAtItsSizeOverAWideWindow() async {
        let log = EventLog()
        let (presenter, window) = widePresenter(log)
        let parentWidth = Int(gtk_widget_get_width(window.widget))
        let parentHeight = Int(gtk_widget_get_height(window.widget))
        let cases: [(ModalPresentationStyle, Size, (Int, Int))] = [
            (.automatic, .zero, (440, 520)),
            (.formSheet, Size(width: 520, height: 300), (520, 300)),
            (.pageSheet, .zero, (700, parentHeight)),
            (.fullScreen, .zero, (parentWidth, parentHeight)),
            (.overCurrentContext, .zero, (440, 520)),
        ]
        for (style, preferred, expected) in cases {
            let sheet = RecordingViewController("Sheet", log: log)
            sheet.modalPresentationStyle = style
            sheet.preferredContentSize = preferred
            presenter.present(sheet, animated: false)
            XCTAssertTrue(pump(until: { sheet.view.isDrawable }), "\(style) shown")
            let size = sheet.window?.defaultSize
            XCTAssertEqual(size?.width, expected.0, "\(style)'s width")
            XCTAssertEqual(size?.height, expected.1, "\(style)'s height")
            XCTAssertFalse(sheet.window === window, "\(style): a window of its own")
            sheet.dismiss(animated: false)
            XCTAssertNil(presenter.presentedViewController)
        }
    }

    @MainActor
    func testAPopoverShowsTheControllerAtItsSourceAndEscapeIsTheUsersDismissal() async throws {
        try skipUnlessPopoversShow()
        let log = EventLog()
        let (presenter, window) = widePresenter(log)
        window.title = "Popover styles"
        let source = presenter.view
        let details = RecordingViewController("Details", log: log)
        details.modalPresentationStyle = .popover
        details.preferredContentSize = Size(width: 240, height: 120)
        details.popoverPresentationController?.sourceView = source
        var userDismissals = 0
        details.onUserDismissal = { userDismissals += 1 }
        log.events = []
        var completed = false
        presenter.present(details, animated: false) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(
            log.events.filter { $0.hasPrefix("Details.view") && $0.contains("Appear") },
            ["Details.viewWillAppear", "Details.viewDidAppear"])
        XCTAssertTrue(pump(until: { details.view.isDrawable && details.view.bounds.width > 0 }))
        XCTAssertFalse(window.hasModalDialog, "in the presenting window, not a window of its own")
        XCTAssertTrue(presenter.presentedViewController === details)
        XCTAssertTrue(details.presentingViewController === presenter)
        XCTAssertGreaterThanOrEqual(details.view.bounds.width, 240, "its preferred size")
        let nodes = try AccessibilityBus.describe(windowTitled: "Popover styles")
        if gtk_get_minor_version() < 10 {
            // GTK 4.8 gives the popover a node, named by the controller's title; GTK 4.18 gives a
            // popover no node of its own.
            XCTAssertTrue(nodes.contains { $0.name == "Details" }, "named by its title: \(nodes.map(\.name))")
        }
        XCTAssertTrue(nodes.contains { $0.name == "Details button" }, "its content on the bus: \(nodes.map(\.name))")

        try XKeyboard.press("Escape", inWindowTitled: "Popover styles")
        XCTAssertTrue(pump(until: { presenter.presentedViewController == nil }), "Escape closes it")
        XCTAssertEqual(userDismissals, 1)
        XCTAssertTrue(log.events.contains("Details.viewDidDisappear"))

        // Dismissed by the app: no user dismissal.
        presenter.present(details, animated: false)
        XCTAssertTrue(pump(until: { details.view.isDrawable }))
        var dismissed = false
        presenter.dismiss(animated: false) { dismissed = true }
        XCTAssertTrue(pump(until: { dismissed && presenter.presentedViewController == nil }))
        XCTAssertEqual(userDismissals, 1)
    }

    @MainActor
    func testAPopoverWithNoSourceIsSaidAndShownAsASheet() async {
        let log = EventLog()
        let (presenter, window) = widePresenter(log)
        let details = RecordingViewController("Details", log: log)
        details.modalPresentationStyle = .popover
        expectedLogMessages = ["is a popover with no sourceView or barButtonItem"]
        presenter.present(details, animated: false)
        XCTAssertTrue(pump(until: { details.view.isDrawable }))
        XCTAssertFalse(details.window === window, "a sheet window")
        details.dismiss(animated: false)
        XCTAssertNil(ViewController().popoverPresentationController, "nil unless the style is popover, as in UIKit")
    }

    @MainActor
    func testAModalInPresentationControllerIsToldTheUserTriedAndStays() async throws {
        try skipUnlessWindowsBecomeActive()
        let log = EventLog()
        let (presenter, _) = widePresenter(log)
        let editor = RecordingViewController("Unsaved", log: log)
        editor.isModalInPresentation = true
        var attempts = 0
        var dismissals = 0
        editor.onAttemptedUserDismissal = { attempts += 1 }
        editor.onUserDismissal = { dismissals += 1 }
        presenter.present(NavigationController(rootViewController: editor), animated: false)
        XCTAssertTrue(pump(until: { editor.view.isDrawable && editor.window.map { gtk_window_is_active($0.pointer()) != 0 } == true }))
        try XKeyboard.press("Escape", inWindowTitled: "Unsaved")
        XCTAssertTrue(pump(until: { attempts == 1 }), "Escape is an attempt")
        gtk_window_close(try XCTUnwrap(editor.window).pointer())
        XCTAssertEqual(attempts, 2, "the close button too")
        XCTAssertEqual(dismissals, 0)
        XCTAssertTrue(editor.view.isDrawable, "still shown")
        editor.dismiss(animated: false)
        XCTAssertNil(presenter.presentedViewController, "the app may dismiss it")
    }

    /// UIKit's adaptive presentation delegate, as ported sheet code sets it: asked whether the
    /// user may close, told of the attempt when not, and of the dismissal when so.
    @MainActor
    private final class SheetWatcher: AdaptivePresentationControllerDelegate {
        var allowsDismissal = false
        var heard: [String] = []
        func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
            heard.append("should")
            return allowsDismissal
        }
        func presentationControllerWillDismiss(_ presentationController: PresentationController) { heard.append("will") }
        func presentationControllerDidDismiss(_ presentationController: PresentationController) { heard.append("did") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { heard.append("attempt") }
    }

    @MainActor
    func testAPresentationsDelegateDecidesAndHearsTheUsersDismissal() async throws {
        let log = EventLog()
        let (presenter, _) = widePresenter(log)
        let editor = RecordingViewController("Draft", log: log)
        let watcher = SheetWatcher()
        editor.presentationController?.delegate = watcher
        XCTAssertTrue(editor.presentationController?.presentedViewController === editor)
        presenter.present(editor, animated: false)
        XCTAssertTrue(pump(until: { editor.view.isDrawable }))
        XCTAssertTrue(editor.presentationController?.presentingViewController === presenter)
        gtk_window_close(try XCTUnwrap(editor.window).pointer())
        XCTAssertEqual(watcher.heard, ["should", "attempt"], "the delegate said no")
        XCTAssertTrue(editor.view.isDrawable, "still shown")
        watcher.allowsDismissal = true
        gtk_window_close(try XCTUnwrap(editor.window).pointer())
        XCTAssertTrue(pump(until: { presenter.presentedViewController == nil }))
        XCTAssertEqual(watcher.heard, ["should", "attempt", "should", "will", "did"])

        let details = ViewController()
        details.modalPresentationStyle = .popover
        let popover = try XCTUnwrap(details.popoverPresentationController)
        XCTAssertTrue(details.presentationController === popover, "a popover's presentation controller is its popover one")
        popover.sourceRect = Rect(x: 2, y: 2, width: 10, height: 10)
        popover.permittedArrowDirections = .up
        XCTAssertEqual(popover.permittedArrowDirections, .up)
    }
}
