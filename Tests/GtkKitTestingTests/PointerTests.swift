import Foundation
import GtkKitTesting
import XCTest

/// GtkKitTesting's pointer actions against the test app's gesture pad: each lands where the
/// element is and is heard by the gesture recognizer a UIKit app would give it.
final class PointerTests: UITestCase {
    @MainActor
    func testDoubleTapPressAndSwipesReachThePadsRecognizers() async throws {
        let app = TestApp.launch()
        defer { app.terminate() }
        let (pad, status) = openPad(in: app)
        XCTAssertEqual(status.label, "No gesture")

        pad.doubleTap()
        XCTAssertTrue(status.wait(for: \.label, toEqual: "Double-tapped", timeout: 10), "a double tap (now “\(status.label)”)")
        // The single-tap recognizer heard the first click, at the pad's centre.
        pad.press(forDuration: 1.5)
        XCTAssertTrue(status.wait(for: \.label, toEqual: "Long-pressed", timeout: 10), "a long press (now “\(status.label)”)")
        for (swipe, name) in [(pad.swipeLeft, "left"), (pad.swipeRight, "right"), (pad.swipeUp, "up"), (pad.swipeDown, "down")] {
            swipe(#filePath, #line)
            XCTAssertTrue(status.wait(for: \.label, toEqual: "Swiped \(name)", timeout: 10), "a swipe \(name) (now “\(status.label)”)")
        }
    }

    /// A pointer action lands on the element's centre: the pad says where a tap landed, from its
    /// own centre (its text is centred, so the bus's box for it has the same centre).
    @MainActor
    func testATapLandsOnTheElementsCentre() async throws {
        let app = TestApp.launch()
        defer { app.terminate() }
        let (pad, status) = openPad(in: app)
        pad.press(forDuration: 0.1)
        XCTAssertTrue(status.wait(timeout: 10) { $0.label.hasPrefix("Tapped") }, "a short press is a tap (now “\(status.label)”)")
        let offsets = status.label.split(whereSeparator: { !"-0123456789".contains($0) }).compactMap { Int($0) }
        XCTAssertEqual(offsets.count, 2, status.label)
        XCTAssertLessThanOrEqual(abs(offsets.first ?? 99), 2, "across: \(status.label)")
        XCTAssertLessThanOrEqual(abs(offsets.last ?? 99), 2, "down: \(status.label)")
    }

    /// The Gestures tab's pad and the label saying what it heard, once the tab shows.
    @MainActor
    private func openPad(in app: XCUIApplication, line: UInt = #line) -> (pad: XCUIElement, status: XCUIElement) {
        app.tabBars.buttons["Gestures"].tap(line: line)
        let pad = app.staticTexts["pad"]
        XCTAssertTrue(pad.waitForExistence(timeout: 10), "the gesture pad", line: line)
        return (pad, app.staticTexts["gesture-status"])
    }
}
