import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// A value changed through the undo manager, as an app's model would be.
@MainActor
private final class Counter {
    var value = 0
    let undo: UndoManager
    var discarded: [Int] = []

    init(undo: UndoManager) { self.undo = undo }

    func set(_ newValue: Int, name: String = "Change") {
        let old = value
        value = newValue
        undo.registerUndo({ [weak self] in self?.set(old, name: name) }, onDiscard: { [weak self] in self?.discarded.append(old) })
        undo.setActionName(name)
    }
}

final class UndoManagerTests: GtkTestCase {
    @MainActor
    func testUndoRedoAndNamesFollowFoundationsModel() async {
        let manager = UndoManager()
        let counter = Counter(undo: manager)
        XCTAssertFalse(manager.canUndo)
        counter.set(1, name: "First")
        pump() // the user action ends: its group closes
        counter.set(2, name: "Second")
        XCTAssertEqual(manager.undoActionName, "Second")
        manager.undo()
        XCTAssertEqual(counter.value, 1)
        XCTAssertEqual(manager.redoActionName, "Second", "the redo keeps the name of what was undone")
        XCTAssertEqual(manager.undoActionName, "First")
        manager.redo()
        XCTAssertEqual(counter.value, 2)
        manager.undo()
        manager.undo()
        XCTAssertEqual(counter.value, 0)
        XCTAssertFalse(manager.canUndo)
        manager.redo()
        XCTAssertEqual(counter.value, 1)
        counter.set(5)
        XCTAssertFalse(manager.canRedo, "a new change clears the redos")
        XCTAssertEqual(counter.discarded, [2], "and tells the dropped redo (Second's, which would have set 2)")
    }

    @MainActor
    func testOneUserActionIsOneGroupAndTheLimitDropsTheOldest() async {
        let manager = UndoManager()
        manager.levelsOfUndo = 2
        let counter = Counter(undo: manager)
        counter.set(1)
        counter.set(2) // same event: one group
        pump()
        XCTAssertTrue(manager.canUndo)
        manager.undo()
        XCTAssertEqual(counter.value, 0, "both changes undone together")
        manager.redo()
        XCTAssertEqual(counter.value, 2)
        for value in 3...5 {
            counter.set(value)
            manager.closeGroup()
        }
        XCTAssertEqual(counter.discarded.count, 3, "only two levels kept; the others were dropped")
        manager.undo()
        manager.undo()
        XCTAssertFalse(manager.canUndo)
        XCTAssertEqual(counter.value, 3)
    }

    @MainActor
    func testCtrlZUndoesFromAnywhereButInATextFieldItIsTheFieldsOwn() async throws {
        let page = ViewController()
        let field = TextField()
        let box = Box(.vertical)
        let button = Button(label: "Here")
        box.append(button)
        box.append(field)
        page.view = box
        let window = presentInWindow(page)
        window.title = "Undo"
        let counter = Counter(undo: try XCTUnwrap(page.undoManager))
        XCTAssertTrue(page.undoManager === window.undoManager)
        counter.set(7, name: "Set Seven")
        pump()

        XCTAssertTrue(field.grabFocus())
        try XKeyboard.type("abc", inWindowTitled: "Undo")
        XCTAssertTrue(pump(until: { field.text == "abc" }))
        try XKeyboard.press("ctrl+z", inWindowTitled: "Undo")
        XCTAssertTrue(pump(until: { field.text == "" }), "the field undoes its typing")
        XCTAssertEqual(counter.value, 7, "and the app's change stays")

        XCTAssertTrue(button.grabFocus())
        try XKeyboard.press("ctrl+z", inWindowTitled: "Undo")
        XCTAssertTrue(pump(until: { counter.value == 0 }), "elsewhere Ctrl+Z is the window's undo")
        try XKeyboard.press("ctrl+shift+z", inWindowTitled: "Undo")
        XCTAssertTrue(pump(until: { counter.value == 7 }), "and Ctrl+Shift+Z its redo")
        window.close()
    }

    @MainActor
    func testUndoAndRedoAreSaidThroughTheFocusedControlWhichGetsItsDescriptionBackWhenLeft() async throws {
        let page = ViewController()
        let box = Box(.vertical)
        let count = Button(label: "Count")
        count.accessibilityHint = "Total: 7"
        let other = Button(label: "Other")
        box.append(count)
        box.append(other)
        page.view = box
        let window = presentInWindow(page)
        let counter = Counter(undo: try XCTUnwrap(page.undoManager))
        counter.set(7, name: "Count")
        pump()
        XCTAssertTrue(count.grabFocus())

        window.undo()
        XCTAssertEqual(counter.value, 0)
        if Accessibility.hasGTKAnnouncements {
            // GTK 4.14 and later announce it (heard by Orca 48 in the Debian 13 flows); the
            // focused control's description is left alone.
            _ = pump(until: { count.accessibilityHint != "Total: 7" }, timeout: 0.5)
            XCTAssertEqual(count.accessibilityHint, "Total: 7")
            window.redo()
            XCTAssertEqual(counter.value, 7)
            window.close()
            return
        }
        XCTAssertTrue(
            pump(until: { count.accessibilityHint == "Undone: Count" }),
            "a screen reader hears what was undone: the focused control's description says it")
        window.redo()
        XCTAssertTrue(pump(until: { count.accessibilityHint == "Redone: Count" }))
        XCTAssertEqual(counter.value, 7)

        XCTAssertTrue(other.grabFocus())
        XCTAssertTrue(
            pump(until: { count.accessibilityHint == "Total: 7" }),
            "its own description is back once the focus has left it")
        window.close()
    }

    /// `Accessibility.announce`, as an app calls it: on GTK 4.8 the message is, for a moment, the
    /// focused control's description (what Orca 43 speaks), and the control's own comes back when
    /// the focus leaves; with no active window nothing happens.
    @MainActor
    func testAnnounceSpeaksThroughTheActiveWindow() async throws {
        try XCTSkipIf(Accessibility.hasGTKAnnouncements, "GTK 4.14+ announces; the Debian 13 Orca flows hear it")
        try skipUnlessWindowsBecomeActive()
        let page = ViewController()
        let box = Box(.vertical)
        let save = Button(label: "Save")
        let other = Button(label: "Other")
        box.append(save)
        box.append(other)
        page.view = box
        let window = presentInWindow(page)
        XCTAssertTrue(pump(until: { Bool(gboolean: gtk_window_is_active(window.pointer())) }), "the window must be active to speak from")
        XCTAssertTrue(save.grabFocus())
        Accessibility.announce("Saved")
        XCTAssertTrue(pump(until: { save.accessibilityHint == "Saved" }))
        XCTAssertTrue(other.grabFocus())
        XCTAssertTrue(pump(until: { save.accessibilityHint == nil }), "its own (none) is back once the focus left")
        window.close()
    }
}
