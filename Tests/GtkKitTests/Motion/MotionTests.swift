import GtkKit
import GtkKitTestSupport
import XCTest

/// `View.animate` and transitions on the window's frame clock, and all at once with the
/// desktop's animations off.
final class MotionTests: GtkTestCase {
    /// A 400 × 200 view with a 40 × 40 square whose leading edge is `leading.constant` from it.
    @MainActor
    private func square() -> (page: View, square: View, leading: LayoutConstraint, window: Window) {
        let page = View()
        let square = View()
        square.translatesAutoresizingMaskIntoConstraints = false
        page.addSubview(square)
        let leading = square.leadingAnchor.constraint(equalTo: page.leadingAnchor)
        LayoutConstraint.activate([
            leading, square.topAnchor.constraint(equalTo: page.topAnchor),
            square.widthAnchor.constraint(equalToConstant: 40), square.heightAnchor.constraint(equalToConstant: 40),
        ])
        let window = show(page, width: 400, height: 200)
        XCTAssertTrue(pump(until: { square.frame.width == 40 }))
        return (page, square, leading, window)
    }

    /// Runs the main loop until `done`, sampling `value` at each turn; returns the samples.
    @MainActor
    private func samples(of value: () -> Double, until done: () -> Bool) -> [Double] {
        var seen: [Double] = []
        XCTAssertTrue(
            MainLoop.run(
                until: {
                    seen.append(value())
                    return done()
                }, timeoutMilliseconds: 5000), "the animation finished")
        return seen
    }

    @MainActor
    func testWithAnimationsOffEverythingHappensAtOnceAndCompletionsRunInOrder() async throws {
        setAnimations(false)
        let (_, square, leading, window) = square()
        defer { window.close() }
        var finished: [String] = []
        View.animate(withDuration: 10, animations: { square.alpha = 0.25 }, completion: { done in finished.append("fade \(done)") })
        View.animate(withDuration: 5, delay: 2, animations: { leading.constant = 100 }, completion: { _ in finished.append("move") })
        View.transition(
            with: square, duration: 3, options: .transitionCrossDissolve, animations: nil, completion: { _ in finished.append("dissolve") })
        XCTAssertEqual(square.presentedAlpha, 0.25, accuracy: 0.01, "the fade, and the transition's, ended at once")
        XCTAssertEqual(square.alpha, 0.25, accuracy: 0.01)
        XCTAssertEqual(leading.constant, 100)
        XCTAssertEqual(finished, [], "completions run on the main loop's next turn, as UIKit runs them")
        pump()
        XCTAssertEqual(finished, ["fade true", "move", "dissolve"], "in order, with no frame waited for")
        XCTAssertTrue(pump(until: { square.frame.minX == 100 }), "the next layout puts it at the end, with nothing between")
    }

    @MainActor
    func testAnAnimatedAlphaPassesThroughTheValuesBetweenOnTheFrameClock() async throws {
        let (_, square, _, window) = square()
        defer { window.close() }
        setAnimations(true)
        defer { setAnimations(false) }
        var finished: Bool?
        View.animate(withDuration: 0.4, animations: { square.alpha = 0 }, completion: { finished = $0 })
        XCTAssertEqual(square.alpha, 0, "the getter answers the end value at once, as UIKit's does")
        XCTAssertEqual(square.presentedAlpha, 1, "what is drawn has not moved yet")
        let drawn = samples(of: { square.presentedAlpha }, until: { finished != nil })
        XCTAssertEqual(finished, true)
        XCTAssertTrue(drawn.contains { $0 > 0.1 && $0 < 0.9 }, "it passed through the values between: \(drawn)")
        XCTAssertEqual(zip(drawn, drawn.dropFirst()).filter { $0.1 > $0.0 }.count, 0, "and only ever went down")
        XCTAssertEqual(square.presentedAlpha, 0)
    }

    @MainActor
    func testAConstraintConstantMovesTheLayoutAndASpringOvershoots() async throws {
        let (_, square, leading, window) = square()
        defer { window.close() }
        setAnimations(true)
        defer { setAnimations(false) }
        var done = false
        View.animate(withDuration: 0.4, options: .curveLinear, animations: { leading.constant = 100 }, completion: { _ in done = true })
        XCTAssertEqual(leading.constant, 100)
        var positions = samples(of: { square.frame.minX }, until: { done })
        XCTAssertTrue(positions.contains { $0 > 10 && $0 < 90 }, "laid out between: \(positions)")
        XCTAssertEqual(square.frame.minX, 100)

        done = false
        View.animate(
            withDuration: 0.8, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, animations: { leading.constant = 200 },
            completion: { _ in done = true })
        positions = samples(of: { square.frame.minX }, until: { done })
        XCTAssertGreaterThan(positions.max() ?? 0, 205, "a loose spring overshoots: \(positions)")
        XCTAssertEqual(square.frame.minX, 200, "and settles where it was sent")
    }

    @MainActor
    func testHidingAnArrangedViewFadesItThenTakesItsSpace() async throws {
        let first = Label("First")
        let second = Label("Second")
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        let window = show(stack, width: 300, height: 100)
        defer { window.close() }
        setAnimations(true)
        defer { setAnimations(false) }
        var done = false
        View.animate(withDuration: 0.3, animations: { first.isHidden = true }, completion: { _ in done = true })
        XCTAssertTrue(first.isHidden, "hidden at once for code")
        XCTAssertTrue(first.isVisible, "still drawn while it fades")
        let drawn = samples(of: { first.presentedAlpha }, until: { done })
        XCTAssertTrue(drawn.contains { $0 > 0.1 && $0 < 0.9 }, "\(drawn)")
        XCTAssertFalse(first.isVisible, "then gone")
        XCTAssertEqual(first.presentedAlpha, 1, "with its own opacity back for when it returns")

        done = false
        View.animate(withDuration: 0.3, animations: { first.isHidden = false }, completion: { _ in done = true })
        XCTAssertTrue(first.isVisible)
        XCTAssertEqual(first.presentedAlpha, 0, "it comes back transparent and fades in")
        _ = samples(of: { first.presentedAlpha }, until: { done })
        XCTAssertEqual(first.presentedAlpha, 1)
    }

    @MainActor
    func testACrossDissolveReplacesTheViewAtOnceAndFadesTheNewOneIn() async throws {
        let old = Label("Saving…")
        let stack = StackView(arrangedSubviews: [Label("Status"), old])
        let window = show(stack, width: 300, height: 100)
        defer { window.close() }
        setAnimations(true)
        defer { setAnimations(false) }
        let new = Label("Saved")
        var finished: Bool?
        View.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve) { finished = $0 }
        XCTAssertTrue(stack.arrangedSubviews[1] === new, "in the old view's place at once")
        XCTAssertNil(old.superview)
        let drawn = samples(of: { new.presentedAlpha }, until: { finished != nil })
        XCTAssertEqual(finished, true)
        XCTAssertEqual(drawn.first ?? 1, 0, accuracy: 0.01, "from transparent")
        XCTAssertEqual(new.presentedAlpha, 1)
    }

    @MainActor
    func testAViewThatLeavesTheScreenEndsItsAnimationAtItsEndValues() async throws {
        let (page, square, _, window) = square()
        setAnimations(true)
        defer { setAnimations(false) }
        var finished: Bool?
        View.animate(withDuration: 5, animations: { square.alpha = 0.5 }, completion: { finished = $0 })
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 100)
        window.close()
        XCTAssertTrue(pump(until: { finished != nil }), "the completion still runs")
        XCTAssertEqual(finished, false, "saying the animation did not finish")
        XCTAssertEqual(square.presentedAlpha, 0.5, accuracy: 0.01, "and the view is at its end value")
        _ = page
    }

    @MainActor
    func testAPopoverAndTheUndoBarFadeAndWithAnimationsOffComeAndGoAtOnce() async throws {
        try skipUnlessPopoversShow()
        let anchor = Button(label: "Anchor")
        let bar = UndoBar(actionTitle: "_Undo")
        let column = StackView(arrangedSubviews: [anchor, bar])
        column.axis = .vertical
        let window = show(column, width: 300, height: 200)
        defer { window.close() }
        let content = Label("Inside")
        let popover = Popover(content: content, accessibilityLabel: "Inside")

        setAnimations(true)
        defer { setAnimations(false) }
        popover.present(from: anchor, in: column)
        XCTAssertEqual(content.presentedAlpha, 0, "the content starts transparent")
        var drawn = samples(of: { content.presentedAlpha }, until: { content.presentedAlpha == 1 })
        XCTAssertTrue(drawn.contains { $0 > 0.05 && $0 < 0.95 }, "and fades in: \(drawn)")
        popover.dismiss()
        XCTAssertTrue(popover.isVisible, "still open while its content fades out")
        drawn = samples(of: { content.presentedAlpha }, until: { !popover.isVisible })
        XCTAssertTrue(drawn.contains { $0 > 0.05 && $0 < 0.95 }, "\(drawn)")
        XCTAssertEqual(content.presentedAlpha, 1, "closed, with its opacity back for next time")

        bar.show("Deleted", action: {})
        XCTAssertEqual(bar.presentedAlpha, 0)
        drawn = samples(of: { bar.presentedAlpha }, until: { bar.presentedAlpha == 1 })
        XCTAssertTrue(drawn.contains { $0 > 0.05 && $0 < 0.95 }, "the undo bar fades in: \(drawn)")
        bar.hide()
        XCTAssertFalse(bar.isShowing)
        drawn = samples(of: { bar.presentedAlpha }, until: { bar.presentedAlpha == 0 })
        XCTAssertTrue(drawn.contains { $0 > 0.05 && $0 < 0.95 }, "and out: \(drawn)")

        setAnimations(false)
        popover.present(from: anchor, in: column)
        XCTAssertEqual(content.presentedAlpha, 1, "animations off: the content is there at once")
        popover.dismiss()
        XCTAssertFalse(popover.isVisible, "and goes at once")
        bar.show("Deleted", action: {})
        XCTAssertEqual(bar.presentedAlpha, 1)
        bar.hide()
        XCTAssertEqual(bar.presentedAlpha, 0)
    }
}
