import GtkKit
import NotesKit
import XCTest

/// The About page, built with stack views, in the window a phone gives: 360 px wide.
final class AboutLayoutTests: XCTestCase {
    @MainActor
    func testTheAboutPageWrapsItsTextInANarrowWindow() async throws {
        try XCTSkipUnless(Application.openDisplay(), "needs a display (make test runs it under Xvfb)")
        let app = NotesWindow(application: nil, book: NoteBook(notes: NotesWindow.sampleNotes))
        app.window.setDefaultSize(width: 360, height: 640)
        app.window.present()
        app.tabs.selectedIndex = 2 // Notes, Board, About
        let about = try XCTUnwrap(app.about as? AboutViewController)
        XCTAssertTrue(MainLoop.run(until: { about.label.frame.width > 0 }))
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 50)
        XCTAssertLessThanOrEqual(about.view.bounds.width, 360, "the page fits the window: \(about.view.bounds)")
        XCTAssertLessThanOrEqual(about.label.frame.width, 312, "the text fits inside the margins: \(about.label.frame)")
        XCTAssertGreaterThan(
            about.label.frame.height, about.label.intrinsicContentSize.height * 1.5, "the text wraps: \(about.label.frame)")
        XCTAssertLessThanOrEqual(about.openButton.frame.maxX, 336, "the buttons fit: \(about.openButton.frame)")
        app.window.close()
    }
}
