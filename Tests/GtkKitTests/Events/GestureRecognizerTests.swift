import GtkKit
import GtkKitTestSupport
import XCTest

/// Gesture recognizers driven by real pointer input (xdotool through XTEST under Xvfb), as a
/// hand on a mouse makes them; skipped, saying so, where there is no X server.
final class GestureRecognizerTests: GtkTestCase {
    /// A 300 × 200 target in a window titled `title`.
    @MainActor
    private func target(_ title: String, rightToLeft: Bool = false) -> (View, Window) {
        let view = View()
        let window = show(view, width: 300, height: 200, rightToLeft: rightToLeft)
        window.title = title
        pump()
        return (view, window)
    }

    @MainActor
    func testATapIsRecognizedOnceWhereItWasMade() async throws {
        try skipUnlessWindowsBecomeActive()
        let (view, window) = target("Tap")
        defer { window.close() }
        var seen: [(GestureRecognizer.State, Point)] = []
        let tap = TapGestureRecognizer { seen.append(($0.state, $0.location(in: view))) }
        view.addGestureRecognizer(tap)
        XCTAssertEqual(view.gestureRecognizers?.count, 1)
        try XKeyboard.click(on: view, inWindowTitled: "Tap")
        XCTAssertTrue(pump(until: { !seen.isEmpty }))
        XCTAssertEqual(seen.map(\.0), [.ended], "a tap is discrete: one action, recognized")
        XCTAssertEqual(seen.first?.1.x ?? 0, 150, accuracy: 2, "at the centre, where the click was")
        XCTAssertEqual(seen.first?.1.y ?? 0, 100, accuracy: 2)
        XCTAssertEqual(tap.state, .possible, "ready for the next tap")

        tap.isEnabled = false
        try XKeyboard.click(on: view, inWindowTitled: "Tap")
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 300)
        XCTAssertEqual(seen.count, 1, "a disabled recognizer sees nothing")
        view.removeGestureRecognizer(tap)
        XCTAssertNil(view.gestureRecognizers)
        XCTAssertNil(tap.view)
    }

    @MainActor
    func testASingleTapWaitsForTheDoubleTapToFail() async throws {
        try skipUnlessWindowsBecomeActive()
        let (view, window) = target("Taps")
        defer { window.close() }
        var heard: [String] = []
        let single = TapGestureRecognizer { _ in heard.append("single") }
        let double = TapGestureRecognizer { _ in heard.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        try XKeyboard.click(on: view, count: 2, inWindowTitled: "Taps")
        XCTAssertTrue(pump(until: { heard == ["double"] }), "\(heard)")
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 600)
        XCTAssertEqual(heard, ["double"], "the double tap made the single one fail")

        heard = []
        try XKeyboard.click(on: view, inWindowTitled: "Taps")
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 100)
        XCTAssertEqual(heard, [], "the single tap waits while a second tap could still come")
        XCTAssertTrue(pump(until: { heard == ["single"] }), "then, the double tap failed, it is recognized: \(heard)")
    }

    @MainActor
    func testALongPressBeginsAfterItsDurationAndTakesThePressFromTheButton() async throws {
        try skipUnlessWindowsBecomeActive()
        let button = Button(label: "Hold me")
        let window = presentInWindow(ContentPage(button))
        window.title = "Hold"
        XCTAssertTrue(pump(until: { button.bounds.width > 0 }))
        defer { window.close() }
        var clicks = 0
        button.onClicked { clicks += 1 }
        var states: [GestureRecognizer.State] = []
        let hold = LongPressGestureRecognizer { states.append($0.state) }
        hold.minimumPressDuration = 0.4
        button.addGestureRecognizer(hold)

        try XKeyboard.click(on: button, inWindowTitled: "Hold")
        XCTAssertTrue(pump(until: { clicks == 1 }), "a click is still the button's")
        XCTAssertEqual(states, [], "and no long press")

        try XKeyboard.pressAndHold(on: button, milliseconds: 900, inWindowTitled: "Hold")
        XCTAssertTrue(pump(until: { states.last == .ended }), "\(states)")
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(clicks, 1, "the long press took the press: the button did not click")
    }

    @MainActor
    func testAPanFollowsTheDragFromBeganToEnded() async throws {
        try skipUnlessWindowsBecomeActive()
        let (view, window) = target("Pan")
        defer { window.close() }
        var states: [GestureRecognizer.State] = []
        var translations: [Point] = []
        var speeds: [Point] = []
        let pan = PanGestureRecognizer { pan in
            states.append(pan.state)
            translations.append(pan.translation(in: view))
            if pan.state == .changed { speeds.append(pan.velocity(in: view)) }
        }
        view.addGestureRecognizer(pan)
        try XKeyboard.drag(on: view, byX: 120, y: -40, inWindowTitled: "Pan")
        XCTAssertTrue(pump(until: { states.last == .ended }), "\(states)")
        XCTAssertEqual(states.first, .began)
        XCTAssertTrue(states.dropFirst().dropLast().allSatisfy { $0 == .changed }, "\(states)")
        XCTAssertGreaterThan(states.count, 3, "it followed the drag: \(states)")
        XCTAssertEqual(translations.last?.x ?? 0, 120, accuracy: 1)
        XCTAssertEqual(translations.last?.y ?? 0, -40, accuracy: 1)
        // Read while the pointer moves: at .ended it is the speed of the last tenth of a second,
        // which is 0 when a busy machine (CI) holds the release back after the last move.
        XCTAssertGreaterThan(speeds.map(\.x).max() ?? 0, 0, "moving right: \(speeds)")
        XCTAssertLessThan(speeds.map(\.y).min() ?? 0, 0, "and up: \(speeds)")

        states = []
        try XKeyboard.drag(on: view, byX: 3, y: 2, steps: 2, inWindowTitled: "Pan")
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 200)
        XCTAssertEqual(states, [], "a move inside the drag threshold is not a pan")
    }

    @MainActor
    func testASwipeCountsOnlyInItsDirectionAndTrailingIsMirrored() async throws {
        try skipUnlessWindowsBecomeActive()
        let (view, window) = target("Swipe")
        defer { window.close() }
        var swipes = 0
        let swipe = SwipeGestureRecognizer { _ in swipes += 1 }
        swipe.direction = .trailing
        view.addGestureRecognizer(swipe)
        try XKeyboard.drag(on: view, byX: 120, y: 0, steps: 4, stepMilliseconds: 15, inWindowTitled: "Swipe")
        XCTAssertTrue(pump(until: { swipes == 1 }), "a quick stroke to the right is trailing in left to right")
        try XKeyboard.drag(on: view, byX: -120, y: 0, steps: 4, stepMilliseconds: 15, inWindowTitled: "Swipe")
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 200)
        XCTAssertEqual(swipes, 1, "to the left is not")
        try XKeyboard.drag(on: view, byX: 120, y: 0, steps: 8, stepMilliseconds: 120, inWindowTitled: "Swipe")
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 200)
        XCTAssertEqual(swipes, 1, "nor is a slow drag")

        let (mirrored, rtlWindow) = target("Swipe RTL", rightToLeft: true)
        defer { rtlWindow.close() }
        var back = 0
        let rtlSwipe = SwipeGestureRecognizer { _ in back += 1 }
        rtlSwipe.direction = .trailing
        mirrored.addGestureRecognizer(rtlSwipe)
        try XKeyboard.drag(on: mirrored, byX: -120, y: 0, steps: 4, stepMilliseconds: 15, inWindowTitled: "Swipe RTL")
        XCTAssertTrue(pump(until: { back == 1 }), "in right to left, trailing is leftwards")
    }

    @MainActor
    func testTheDelegateCanRefuseAndCompetitorsFail() async throws {
        try skipUnlessWindowsBecomeActive()
        let (view, window) = target("Delegate")
        defer { window.close() }
        let referee = Referee()
        var taps = 0
        var holds = 0
        let tap = TapGestureRecognizer { _ in taps += 1 }
        let hold = LongPressGestureRecognizer { if $0.state == .began { holds += 1 } }
        tap.delegate = referee
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(hold)
        referee.allowsTap = false
        try XKeyboard.click(on: view, inWindowTitled: "Delegate")
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 300)
        XCTAssertEqual(taps, 0, "refused by gestureRecognizerShouldBegin")
        XCTAssertEqual(referee.asked, 1)

        referee.allowsTap = true
        try XKeyboard.pressAndHold(on: view, milliseconds: 900, inWindowTitled: "Delegate")
        XCTAssertTrue(pump(until: { holds == 1 }))
        XCTAssertEqual(taps, 0, "the long press recognized first, so the tap on release failed")
    }

    /// Touch only: GTK has no way to make a two-finger pinch from a pointer, and neither Xvfb nor
    /// headless Weston has a touchscreen, so this test drives the recognizer in-process with the
    /// calls GTK's zoom gesture makes.
    @MainActor
    func testAPinchScalesFromOneInProcess() async throws {
        let view = View()
        var seen: [(GestureRecognizer.State, Double)] = []
        let pinch = PinchGestureRecognizer { seen.append(($0.state, $0.scale)) }
        view.addGestureRecognizer(pinch)
        pinch.fingersDown()
        pinch.scaleChanged(to: 1.5)
        pinch.scaleChanged(to: 2)
        pinch.finish(.ended)
        XCTAssertEqual(seen.map(\.0), [.began, .changed, .ended])
        XCTAssertEqual(seen.map(\.1), [1.5, 2, 2])
        XCTAssertEqual(pinch.state, .possible)
    }
}

@MainActor
private final class Referee: GestureRecognizerDelegate {
    var allowsTap = true
    var asked = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        asked += 1
        return allowsTap
    }
}
