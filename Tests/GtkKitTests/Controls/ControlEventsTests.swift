import GtkKit
import GtkKitTestSupport
import XCTest

/// `Button` and `TextField` are UIKit controls too: their events reach actions and targets,
/// from real clicks and typing (xdotool under Xvfb).
final class ControlEventsTests: GtkTestCase {
    @MainActor
    func testAButtonSendsItsPrimaryActionForAClickAndForSpace() async throws {
        try skipUnlessWindowsBecomeActive()
        let button = Button(label: "Save")
        let window = presentInWindow(ContentPage(button))
        window.title = "Button events"
        defer { window.close() }
        XCTAssertTrue(pump(until: { button.bounds.width > 0 }))
        var heard: [String] = []
        button.addAction(Action { _ in heard.append("primary") }, for: .primaryActionTriggered)
        button.addAction(Action { _ in heard.append("inside") }, for: .touchUpInside)
        try XKeyboard.click(on: button, inWindowTitled: "Button events")
        XCTAssertTrue(pump(until: { heard.count == 2 }), "\(heard)")
        XCTAssertEqual(heard, ["primary", "inside"], "in the order they were added")
        XCTAssertTrue(button.grabFocus())
        try XKeyboard.press("space", inWindowTitled: "Button events")
        XCTAssertTrue(pump(until: { heard.count == 4 }), "Space is a click: \(heard)")
        button.isEnabled = false
        try XKeyboard.click(on: button, inWindowTitled: "Button events")
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 200)
        XCTAssertEqual(heard.count, 4, "a disabled button sends nothing")
    }

    @MainActor
    func testATextFieldSendsEditingEventsForTheUsersTypingNotCodes() async throws {
        try skipUnlessWindowsBecomeActive()
        let field = TextField()
        let other = TextField()
        let column = StackView(arrangedSubviews: [field, other])
        column.axis = .vertical
        let window = presentInWindow(ContentPage(column))
        window.title = "Field events"
        defer { window.close() }
        var heard: [String] = []
        field.addAction(Action { _ in heard.append("begin") }, for: .editingDidBegin)
        field.addAction(Action { _ in heard.append("changed \(field.text)") }, for: .editingChanged)
        field.addAction(Action { _ in heard.append("return") }, for: .primaryActionTriggered)
        field.addAction(Action { _ in heard.append("end") }, for: .editingDidEnd)
        field.text = "set in code"
        XCTAssertEqual(heard, [], "setting the text in code sends nothing, as in UIKit")
        field.text = ""
        XCTAssertTrue(field.grabFocus())
        XCTAssertTrue(pump(until: { heard == ["begin"] }), "\(heard)")
        try XKeyboard.type("ok", inWindowTitled: "Field events")
        try XKeyboard.press("Return", inWindowTitled: "Field events")
        XCTAssertTrue(pump(until: { heard.last == "return" }), "\(heard)")
        XCTAssertEqual(heard, ["begin", "changed o", "changed ok", "return"])
        XCTAssertTrue(other.grabFocus())
        XCTAssertTrue(pump(until: { heard.last == "end" }), "leaving the field ends editing: \(heard)")
    }
}
