import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// A controller written as UIKit apps often are: it presents an alert from `viewDidLoad`, before
/// its view is in a window.
@MainActor
private final class Welcome: ViewController {
    let alert = AlertController(title: "Welcome", message: "Your notes are kept on this computer.", preferredStyle: .alert)
    var shown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        alert.addAction(AlertAction(title: "OK", style: .default))
        present(alert, animated: true) { self.shown = true }
    }
}

/// A table whose data source dequeues an identifier it never registered, as a port does whose
/// storyboard's prototype cell registered it in UIKit.
@MainActor
private final class Prototypes: TableViewController {
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
    }
}

/// The traps a port fell into silently, made loud or made to work as a UIKit developer expects.
final class SilentTrapsTests: GtkTestCase {
    @MainActor
    func testAnAlertPresentedBeforeItsPresenterIsInAWindowShowsOnceTheWindowIs() async throws {
        let welcome = Welcome()
        welcome.loadViewIfNeeded()
        XCTAssertNil(welcome.presentedViewController, "not yet: the presenter is in no window")
        let window = presentInWindow(welcome)
        defer { window.close() }
        XCTAssertTrue(pump(until: { welcome.shown }), "shown once the window is, where UIKit shows nothing")
        XCTAssertTrue(welcome.presentedViewController === welcome.alert)
        XCTAssertTrue(window.hasModalDialog)
        welcome.dismiss(animated: false)
        XCTAssertTrue(pump(until: { !window.hasModalDialog }))
    }

    @MainActor
    func testAPresenterThatNeverReachesAWindowIsSaidOnce() async throws {
        let welcome = Welcome()
        expectedLogMessages = [
            "present: Welcome was in no shown window 3 s after asking to present AlertController, which is not shown"
        ]
        welcome.loadViewIfNeeded() // presents from viewDidLoad, and is never put in a window
        XCTAssertTrue(pump(until: { GLibLog.peek().contains { $0.contains("3 s after asking") } }, timeout: 6), "said once given up")
        XCTAssertNil(welcome.presentedViewController)
        XCTAssertFalse(welcome.shown)
    }

    @MainActor
    func testAPrototypeCellNothingRegisteredIsNamedAndTheTableStillShows() async throws {
        let message = "TableView: no cell class is registered for the reuse identifier “NoteCell”. Call register(_:forCellReuseIdentifier:)"
        expectedLogMessages = Array(repeating: message, count: 3)
        let table = Prototypes()
        let window = presentInWindow(table)
        defer { window.close() }
        XCTAssertNotNil(
            table.tableView.cellForRow(at: IndexPath(row: 2, section: 0)), "each row has a plain cell, where UIKit stops the app")
    }
}
