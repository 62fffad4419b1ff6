import Foundation
import GtkKitTesting
import XCTest

/// Notes' application delegate as its users meet it: a note added is written when the user turns
/// to another program's window (the app resigns active), is still there after the app is ended
/// the way a logout ends it (SIGTERM: the delegate hears it will terminate), and is read back
/// when the app is launched again.
final class NotesLifeUITests: XCTestCase {
    @MainActor
    func testANoteAddedIsKeptWhenTheAppResignsActiveAndAcrossLaunches() async throws {
        let home = NotesHome()
        defer { home.remove() }
        let app = home.application()
        defer { app.terminate() }
        let keptNotes = home.keptNotes
        app.launch()
        XCTAssertTrue(app.tables["Notes"].waitForExistence(timeout: 15), "the notes list")
        app.buttons["Add Note"].tap()
        let sheet = app.sheets["New Note"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 10), "“Add Note” presents the New Note sheet")
        let title = sheet.textFields["note-title"] // its accessibilityIdentifier, whatever the language
        XCTAssertTrue(title.waitForExistence(timeout: 5))
        XCTAssertTrue(title.hasFocus, "the sheet opens with the focus in its field")
        XCTAssertFalse(sheet.buttons["Done"].isEnabled, "Done is greyed out while the title is empty")
        title.typeText("Kept across launches")
        XCTAssertEqual(title.value as? String, "Kept across launches", "the typed title, read back")
        XCTAssertTrue(sheet.buttons["Done"].wait(for: \.isEnabled, toEqual: true, timeout: 10), "Done available once typed")
        sheet.buttons["Done"].tap()
        XCTAssertTrue(sheet.waitForNonExistence(timeout: 10), "Done closes the sheet")
        XCTAssertTrue(app.cells["Kept across launches"].waitForExistence(timeout: 10), "the added note in the list")
        XCTAssertFalse(FileManager.default.fileExists(atPath: keptNotes.path), "the notes are written only as Notes resigns active")

        let other = try anotherProgramsWindow(environment: app.launchEnvironment)
        defer { other.terminate() }
        XCTAssertTrue(
            waitUntil { (try? String(contentsOf: keptNotes, encoding: .utf8))?.contains("Kept across launches") == true },
            "the notes written as another program's window took the focus")
        try FileManager.default.removeItem(at: keptNotes)

        app.terminate()
        XCTAssertEqual(app.terminationStatus, 0, "SIGTERM ends Notes through its normal end")
        XCTAssertTrue(FileManager.default.fileExists(atPath: keptNotes.path), "the delegate keeps the notes as the app terminates")
        XCTAssertEqual(app.state, .notRunning)

        app.launch()
        XCTAssertTrue(app.cells["Kept across launches"].waitForExistence(timeout: 15), "the note read back at the next launch")
        XCTAssertEqual(app.tables["Notes"].cells.count, 4, "the kept notes (the three samples and the added one), not the samples alone")
    }

    /// A window of another program, which takes the focus from Notes.
    private func anotherProgramsWindow(environment: [String: String]) throws -> Process {
        let program = """
            import gi
            gi.require_version("Gtk", "4.0")
            from gi.repository import Gtk
            app = Gtk.Application(application_id="org.segue.tests.Other")
            app.connect("activate", lambda app: Gtk.ApplicationWindow(application=app, title="Another program").present())
            app.run([])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", program]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try process.run()
        return process
    }
}

/// A private home for one launch of Notes: its data and settings folders, removed afterwards.
struct NotesHome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-ui-\(UUID().uuidString)")

    /// Where Notes keeps its notes.
    var keptNotes: URL { folder.appendingPathComponent("data/notes/notes.json") }

    /// Notes, to be launched with this home.
    @MainActor
    func application() -> XCUIApplication {
        let app = XCUIApplication(executable: "notes")
        app.launchEnvironment = [
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
        ]
        return app
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// Asks `condition` until it holds or `timeout` seconds pass, as XCTest's predicate expectations
/// do; whether it held.
@MainActor
func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        if Date() >= deadline { return false }
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
    }
    return true
}
