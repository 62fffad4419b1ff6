import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's responder chain and text-field delegate on GTK's focus and GtkEntry, driven by real
/// keys (XTEST): what a delegate is told, what it can refuse, and what Return does.
final class TextFieldDelegateTests: GtkTestCase {
    @MainActor
    private final class Recorder: TextFieldDelegate {
        var events: [String] = []
        var refuseDigits = false
        var handlesReturn = false

        func textFieldDidBeginEditing(_ textField: TextField) { events.append("begin \(textField.placeholder ?? "")") }
        func textFieldDidEndEditing(_ textField: TextField) { events.append("end \(textField.placeholder ?? "")") }
        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            events.append("return \(textField.placeholder ?? "")")
            return !handlesReturn
        }
        func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
            events.append("change \(range.lowerBound)..<\(range.upperBound) “\(string)”")
            return !(refuseDigits && string.contains(where: \.isNumber))
        }
    }

    @MainActor
    private func form() -> (Box, TextField, TextField, Button) {
        let window = Window(application: nil)
        window.title = "Form"
        let box = Box(.vertical)
        let name = TextField()
        name.placeholder = "Name"
        let serial = TextField()
        serial.placeholder = "Serial"
        let done = Button(label: "Done")
        box.append(name)
        box.append(serial)
        box.append(done)
        gtk_window_set_child(window.pointer(), box.widget)
        gtk_window_set_default_widget(window.pointer(), done.widget)
        gtk_entry_set_activates_default(name.pointer(), 1)
        window.present()
        // Focus events come once the window is active.
        XCTAssertTrue(pump(until: { Bool(gboolean: gtk_window_is_active(window.pointer())) }))
        return (box, name, serial, done)
    }

    @MainActor
    func testTheFirstResponderIsTheFocusedWidget() async throws {
        try skipUnlessWindowsBecomeActive()
        let (container, name, serial, _) = form()
        XCTAssertTrue(name.canBecomeFirstResponder, "a text field's text part takes the focus")
        XCTAssertFalse(Box(.vertical).canBecomeFirstResponder, "a box outside any window cannot")
        XCTAssertTrue(name.becomeFirstResponder())
        XCTAssertTrue(name.isFirstResponder)
        XCTAssertTrue(serial.becomeFirstResponder())
        XCTAssertFalse(name.isFirstResponder)
        XCTAssertTrue(serial.isFirstResponder)
        XCTAssertTrue(serial.resignFirstResponder())
        XCTAssertFalse(serial.isFirstResponder, "resigning leaves no widget focused")
        XCTAssertFalse(TextField().becomeFirstResponder(), "a field in no window cannot take the focus")
        XCTAssertTrue(name.becomeFirstResponder())
        XCTAssertTrue(container.endEditing(true), "endEditing on a container resigns the field inside it")
        XCTAssertFalse(name.isFirstResponder)
        XCTAssertFalse(container.endEditing(true), "nothing left to end")
    }

    @MainActor
    func testTheDelegateIsToldOfEditingAndCanRefuseChangesInUTF16Ranges() async throws {
        try skipUnlessWindowsBecomeActive()
        let (_, name, serial, _) = form()
        let recorder = Recorder()
        name.delegate = recorder
        serial.delegate = recorder
        XCTAssertTrue(name.isFirstResponder, "the window gave its first field the focus")
        serial.becomeFirstResponder()
        name.becomeFirstResponder()
        serial.becomeFirstResponder()
        XCTAssertEqual(
            recorder.events, ["begin Serial", "end Serial", "begin Name", "end Name", "begin Serial"],
            "editing begins and ends with the focus (a delegate set while its field had the focus hears from the next time)")

        recorder.events = []
        recorder.refuseDigits = true
        serial.text = "😀" // set in code: not offered, as in UIKit
        XCTAssertEqual(recorder.events, [])
        gtk_editable_set_position(serial.opaque, -1)
        try XKeyboard.type("a1b", inWindowTitled: "Form")
        XCTAssertTrue(pump(until: { serial.text == "😀ab" }), "the digit was refused: \(serial.text)")
        XCTAssertEqual(
            recorder.events, ["change 2..<2 “a”", "change 3..<3 “1”", "change 3..<3 “b”"],
            "offsets count UTF-16 units: the emoji is two")
        recorder.events = []
        try XKeyboard.press("BackSpace", inWindowTitled: "Form")
        XCTAssertTrue(pump(until: { serial.text == "😀a" }))
        XCTAssertEqual(recorder.events, ["change 3..<4 “”"], "a deletion offers its range and an empty string")
    }

    @MainActor
    func testReturnAsksTheDelegateWhetherTheDefaultButtonActs() async throws {
        try skipUnlessWindowsBecomeActive()
        let (_, name, _, done) = form()
        var presses = 0
        done.onClicked { presses += 1 }
        let recorder = Recorder()
        name.delegate = recorder
        name.becomeFirstResponder()
        try XKeyboard.press("Return", inWindowTitled: "Form")
        XCTAssertTrue(pump(until: { presses == 1 }), "true: the window's default button acts, as GNOME's Enter does")
        recorder.handlesReturn = true
        try XKeyboard.press("Return", inWindowTitled: "Form")
        pump()
        XCTAssertEqual(presses, 1, "false: the delegate handled Return, the default button does not act")
        XCTAssertEqual(recorder.events.filter { $0.hasPrefix("return") }, ["return Name", "return Name"])
    }

    @MainActor
    func testSecureEntryHidesTheTextAndKeyboardTypeIsTheInputPurpose() async {
        let field = TextField()
        field.keyboardType = .emailAddress
        XCTAssertEqual(gtk_entry_get_input_purpose(field.pointer()), GTK_INPUT_PURPOSE_EMAIL)
        field.isSecureTextEntry = true
        XCTAssertFalse(Bool(gboolean: gtk_entry_get_visibility(field.pointer())))
        XCTAssertEqual(gtk_entry_get_input_purpose(field.pointer()), GTK_INPUT_PURPOSE_PASSWORD)
        field.isSecureTextEntry = false
        XCTAssertTrue(Bool(gboolean: gtk_entry_get_visibility(field.pointer())))
        XCTAssertEqual(gtk_entry_get_input_purpose(field.pointer()), GTK_INPUT_PURPOSE_EMAIL)
        field.keyboardType = .numberPad
        XCTAssertEqual(gtk_entry_get_input_purpose(field.pointer()), GTK_INPUT_PURPOSE_DIGITS)
    }
}
