import Foundation
import XCTest

extension XCUIElement {
    /// Operates the element as its own action does — a button's click, a row's or a tab's
    /// activation, a switch's toggle — as a screen reader or the keyboard would (XCUITest's
    /// `tap()`). An element with no action of its own (a label in a row) passes the tap to the
    /// nearest element around it that has one, as a finger's tap lands on the row.
    public func tap(file: StaticString = #filePath, line: UInt = #line) {
        guard let object = resolveForAction("tap", file: file, line: line) else { return }
        guard object.has(State.sensitive) else {
            return XCTFail("Failed to tap: \(words) is disabled", file: file, line: line)
        }
        var target: AccessibleObject? = object
        while let candidate = target {
            let names = candidate.actionNames()
            if let action = Self.tapActions.first(where: names.contains) {
                if candidate.perform(action) { return Self.settle(candidate) }
                return XCTFail("Failed to tap: \(words) refused its “\(action)” action", file: file, line: line)
            }
            target = candidate.parent()
        }
        XCTFail("Failed to tap: neither \(words) nor anything around it can be operated", file: file, line: line)
    }

    /// Waits for the app `object` is in to settle after an action on it (see
    /// `PublishedIdentifiers.waitForIdle(ofApplication:after:)`). GTK clicks a button, a toggle
    /// or a tab activated by a screen reader 250 ms on, once it has shown it pressed.
    static func settle(_ object: AccessibleObject) {
        guard case .success(let bus) = BusConnection.shared else { return }
        let pressedFirst: Set<UInt32> = [Role.pushButton, Role.toggleButton, Role.pageTab, Role.pushButtonMenu]
        bus.identifiers.waitForIdle(ofApplication: object.reference.busName, after: pressedFirst.contains(object.role) ? 260 : 0)
    }

    /// The actions a tap performs, the first offered.
    private static let tapActions = ["click", "activate", "press", "toggle"]

    /// Gives the element the keyboard focus, and types `text` into it through the session's
    /// keyboard (XCUITest's `typeText(_:)`). The focus is asked for through the bus, and else
    /// reached with Tab as a keyboard user reaches it. On the application, types into whatever
    /// has the focus.
    public func typeText(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard self is XCUIApplication || focus(for: "type “\(text)”", file: file, line: line) else { return }
        do { try Keyboard.type(text) } catch { XCTFail("Failed to type “\(text)”: \(error)", file: file, line: line) }
    }

    /// Presses `key` with `modifierFlags` held, with the element focused (XCUITest's
    /// `typeKey(_:modifierFlags:)`): `typeKey("s", modifierFlags: .command)` presses Ctrl+S.
    public func typeKey(_ key: XCUIKeyboardKey, modifierFlags: KeyModifierFlags = [], file: StaticString = #filePath, line: UInt = #line) {
        typeKey(key.rawValue, modifierFlags: modifierFlags, file: file, line: line)
    }

    /// Presses the key named `key` ("s", "Return") with `modifierFlags` held.
    public func typeKey(_ key: String, modifierFlags: KeyModifierFlags = [], file: StaticString = #filePath, line: UInt = #line) {
        let named = (modifierFlags.names + [key]).joined(separator: "+")
        guard self is XCUIApplication || focus(for: "press \(named)", file: file, line: line) else { return }
        do { try Keyboard.press(key, modifiers: modifierFlags.names) } catch {
            XCTFail("Failed to press \(named): \(error)", file: file, line: line)
        }
    }

    /// Moves a slider to `position` between 0 (its minimum) and 1 (its maximum) through the
    /// bus's Value interface (XCUITest's `adjust(toNormalizedSliderPosition:)`).
    public func adjust(toNormalizedSliderPosition position: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        guard let object = resolveForAction("adjust a slider", file: file, line: line) else { return }
        guard let range = object.range else {
            return XCTFail("Failed to adjust: \(words) has no value to adjust", file: file, line: line)
        }
        let target = range.minimum + (range.maximum - range.minimum) * Double(Swift.min(Swift.max(position, 0), 1))
        guard object.setValue(target) else {
            return XCTFail("Failed to adjust: \(words) refused the value \(target)", file: file, line: line)
        }
        Self.settle(object)
    }

    /// Gives the element the keyboard focus and waits until it has it; false after recording a
    /// failure.
    private func focus(for action: String, file: StaticString, line: UInt) -> Bool {
        guard let object = resolveForAction(action, file: file, line: line) else { return false }
        if object.has(State.focused) { return true }
        if object.grabFocus(), Waiting.until(timeout: 2, { hasFocus }) { return true }
        // GTK refuses GrabFocus: Tab through the window as a keyboard user does (40 stops at
        // most). A list's rows are one stop: Tab enters a list at its focused row.
        for _ in 0..<40 {
            if (try? Keyboard.press("Tab")) == nil { break }
            if Waiting.until(timeout: 0.3, { hasFocus }) { return true }
        }
        XCTFail("Failed to \(action): \(words) could not be given the keyboard focus", file: file, line: line)
        return false
    }
}
