import Foundation
import GtkKitTesting
import XCTest

/// Several tasks selected with Shift and the arrows, as the bus shows them (the list
/// multiselectable, the chosen rows selected), deleted with one Delete as one change, and put
/// back in their places with one Ctrl+Z: in the list and in the store.
final class TaskSelectionUITests: SegueUITestCase {
    @MainActor
    func testShiftSelectsDeleteDeletesTheSelectionAndUndoPutsItBack() async throws {
        let seed = ["Walk the dog", "URGENT: Buy milk", "Clean hidden lair"]
        let app = SegueApp.launch(["--page", "tasks"])
        defer { app.terminate() }
        let dataHome = try XCTUnwrap(app.launchEnvironment["XDG_DATA_HOME"])
        let first = app.cells[seed[0]]
        XCTAssertTrue(first.wait(for: \.hasFocus, toEqual: true, timeout: 15), "the first row focused")
        let tasks = app.tables["Tasks"]
        func names() -> [String] { tasks.cells.allElementsBoundByIndex.map(\.label) }
        func selected() -> [String] { tasks.cells.matching("selected") { $0.isSelected }.allElementsBoundByIndex.map(\.label) }
        func multiselectable() -> Bool { tasks.debugDescription.prefix { $0 != "\n" }.contains("multiselectable") }
        let before = names()
        XCTAssertEqual(Array(before.prefix(3)), seed, "the list starts so")
        XCTAssertEqual(before.count, 9, "nine tasks")
        // Rows activate: a list that could select would have Orca say "not selected" of each.
        XCTAssertEqual(selected(), [], "no row selected before any choice")
        XCTAssertFalse(multiselectable(), "the list not multiselectable before any choice")

        app.typeKey(.downArrow, modifierFlags: .shift)
        app.typeKey(.downArrow, modifierFlags: .shift)
        XCTAssertTrue(tasks.wait(timeout: 10) { _ in selected() == seed }, "the first three rows selected (now \(selected()))")
        if try gtkMinorVersion() >= 10 { // GTK 4.8's AT-SPI backend exports no multiselectable state
            XCTAssertTrue(tasks.wait(timeout: 10) { _ in multiselectable() }, "the list reporting several selected rows")
        }

        app.typeKey(.forwardDelete)
        XCTAssertTrue(tasks.wait(timeout: 10) { _ in names() == Array(before.dropFirst(3)) }, "the three gone (now \(names()))")
        XCTAssertTrue(app.staticTexts["6 tasks"].waitForExistence(timeout: 10), "the count “6 tasks” under the list")
        XCTAssertTrue(
            app.descendants(matching: .any).matching(identifier: "3 tasks deleted").firstMatch.waitForExistence(timeout: 10),
            "the bar saying “3 tasks deleted”")
        XCTAssertEqual(try storedTasks(dataHome: dataHome), Array(before.dropFirst(3)), "the store after Delete")

        app.typeKey("z", modifierFlags: .control)
        XCTAssertTrue(tasks.wait(timeout: 10) { _ in names() == before }, "the three back in their places (now \(names()))")
        XCTAssertEqual(try storedTasks(dataHome: dataHome), before, "the store after Ctrl+Z")
    }

    /// GTK's minor version, as the session's pkg-config tells it (4.8 on Debian 12).
    private func gtkMinorVersion() throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pkg-config")
        process.arguments = ["--modversion", "gtk4"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let version = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Int(version.split(separator: ".").dropFirst().first ?? "") ?? 0
    }
}
