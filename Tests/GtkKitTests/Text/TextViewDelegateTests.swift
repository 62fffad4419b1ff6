import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's text-view delegate on GtkTextView, driven by real keys (XTEST): what it is told, what
/// it can refuse, and that text set in code is neither offered nor reported.
final class TextViewDelegateTests: GtkTestCase {
    @MainActor
    private final class Recorder: TextViewDelegate {
        var events: [String] = []
        var refuseDigits = false

        func textViewDidBeginEditing(_ textView: TextView) { events.append("begin") }
        func textViewDidEndEditing(_ textView: TextView) { events.append("end") }
        func textViewDidChange(_ textView: TextView) { events.append("changed") }
        func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool {
            events.append("change \(range.lowerBound)..<\(range.upperBound) “\(text)”")
            return !(refuseDigits && text.contains(where: \.isNumber))
        }
    }

    @MainActor
    func testTheDelegateIsToldOfEditingAndCanRefuseTheUsersChanges() async throws {
        try skipUnlessWindowsBecomeActive()
        let window = Window(application: nil)
        window.title = "Editor"
        let box = Box(.vertical)
        let other = Button(label: "Other")
        let textView = TextView()
        box.append(other)
        box.append(textView)
        gtk_window_set_child(window.pointer(), box.widget)
        window.present()
        XCTAssertTrue(pump(until: { Bool(gboolean: gtk_window_is_active(window.pointer())) }))
        _ = other.grabFocus()
        let recorder = Recorder()
        textView.delegate = recorder
        textView.text = "😀" // set in code: neither offered nor reported, as in UIKit
        XCTAssertEqual(recorder.events, [])

        XCTAssertTrue(textView.becomeFirstResponder())
        textView.moveCursorToEnd()
        recorder.refuseDigits = true
        try XKeyboard.type("a1", inWindowTitled: "Editor")
        XCTAssertTrue(pump(until: { textView.text == "😀a" }), "the digit was refused: \(textView.text)")
        XCTAssertEqual(recorder.events, ["begin", "change 2..<2 “a”", "changed", "change 3..<3 “1”"], "UTF-16 offsets: the emoji is two")
        recorder.events = []
        try XKeyboard.press("BackSpace", inWindowTitled: "Editor")
        XCTAssertTrue(pump(until: { textView.text == "😀" }))
        XCTAssertEqual(recorder.events, ["change 2..<3 “”", "changed"])
        recorder.events = []
        XCTAssertTrue(other.becomeFirstResponder())
        XCTAssertEqual(recorder.events, ["end"])
    }
}
