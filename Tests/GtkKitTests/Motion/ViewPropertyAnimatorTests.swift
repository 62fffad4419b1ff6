import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's property animators: started, scrubbed, reversed, stopped and finished where asked,
/// their completions told where the animations ended.
final class ViewPropertyAnimatorTests: GtkTestCase {
    /// A 40 × 40 view shown in a window.
    @MainActor
    private func shownSquare() -> (View, Window) {
        let square = View()
        square.setMinimumSize(width: 40, height: 40)
        let window = show(square, width: 200, height: 100)
        XCTAssertTrue(pump(until: { square.frame.width > 0 }))
        return (square, window)
    }

    @MainActor
    func testAnAnimatorRunsToItsEndAndTellsItsCompletionsInOrder() async throws {
        setAnimations(true)
        defer { setAnimations(false) }
        let (square, window) = shownSquare()
        defer { window.close() }
        var heard: [String] = []
        let fade = ViewPropertyAnimator(duration: 0.2, curve: .linear) { square.alpha = 0 }
        fade.addCompletion { heard.append("first \($0)") }
        fade.addCompletion { heard.append("second \($0)") }
        XCTAssertEqual(fade.state, .inactive)
        XCTAssertEqual(square.presentedAlpha, 1, accuracy: 0.01, "nothing moves before it starts")
        fade.startAnimation()
        XCTAssertEqual(fade.state, .active)
        XCTAssertTrue(fade.isRunning)
        XCTAssertEqual(square.alpha, 0, "the getter answers the end value at once, as UIKit's")
        XCTAssertTrue(pump(until: { heard.count == 2 }, timeout: 5), "heard \(heard)")
        XCTAssertEqual(heard, ["first end", "second end"])
        XCTAssertEqual(square.presentedAlpha, 0, accuracy: 0.01)
        XCTAssertEqual(fade.state, .inactive)
        XCTAssertFalse(fade.isRunning)
    }

    @MainActor
    func testScrubbingPausesWhereAGestureSaysAndReversingEndsAtTheStart() async throws {
        setAnimations(true)
        defer { setAnimations(false) }
        let (square, window) = shownSquare()
        defer { window.close() }
        var ended: ViewPropertyAnimator.Position?
        let fade = ViewPropertyAnimator(duration: 0.3, curve: .linear) { square.alpha = 0 }
        fade.addCompletion { ended = $0 }
        fade.fractionComplete = 0.25
        XCTAssertEqual(fade.state, .active)
        XCTAssertFalse(fade.isRunning, "scrubbed, it is paused")
        XCTAssertEqual(square.presentedAlpha, 0.75, accuracy: 0.01, "a quarter of the way")
        fade.fractionComplete = 0.5
        XCTAssertEqual(square.presentedAlpha, 0.5, accuracy: 0.01)
        pump()
        XCTAssertEqual(square.presentedAlpha, 0.5, accuracy: 0.01, "and stays there")
        fade.isReversed = true
        fade.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        XCTAssertTrue(pump(until: { ended != nil }, timeout: 5))
        XCTAssertEqual(ended, .start)
        XCTAssertEqual(square.presentedAlpha, 1, accuracy: 0.01, "back where it began")
    }

    @MainActor
    func testStoppedAnimatorsFinishWhereAskedOrNotAtAll() async throws {
        setAnimations(true)
        defer { setAnimations(false) }
        let (square, window) = shownSquare()
        defer { window.close() }
        var heard: [ViewPropertyAnimator.Position] = []
        let fade = ViewPropertyAnimator(duration: 10, curve: .linear) { square.alpha = 0 }
        fade.addCompletion { heard.append($0) }
        fade.fractionComplete = 0.4
        fade.stopAnimation(false)
        XCTAssertEqual(fade.state, .stopped)
        fade.finishAnimation(at: .current)
        XCTAssertTrue(pump(until: { !heard.isEmpty }))
        XCTAssertEqual(heard, [.current])
        XCTAssertEqual(square.presentedAlpha, 0.6, accuracy: 0.01, "left where it was")

        square.alpha = 1
        var told = false
        let again = ViewPropertyAnimator(duration: 10, dampingRatio: 0.7) { square.alpha = 0.2 }
        again.addCompletion { _ in told = true }
        again.startAnimation()
        again.stopAnimation(true)
        XCTAssertEqual(again.state, .inactive)
        pump()
        XCTAssertFalse(told, "stopped without finishing: no completion")

        let running = ViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.1, delay: 0, options: .curveEaseOut, animations: { square.alpha = 0.5 },
            completion: { heard.append($0) })
        XCTAssertTrue(running.isRunning)
        XCTAssertTrue(pump(until: { heard.count == 2 }, timeout: 5))
        XCTAssertEqual(heard.last, .end)
        XCTAssertEqual(square.presentedAlpha, 0.5, accuracy: 0.01)
    }
}
