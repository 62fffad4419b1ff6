import Foundation
import XCTest

/// One element of the application's interface as a test finds it (XCUITest's `XCUIElement`):
/// a query and which of its matches, read afresh from the accessibility bus each time it is
/// used. Its properties are what a screen reader hears — the label is the accessible name —
/// and its actions are what a keyboard or a screen reader does: `tap()` performs the element's
/// own action (GNOME's convention: every control can be operated without a pointer), and typing
/// goes through the session's keyboard (XTEST on X11, the compositor's virtual keyboard on
/// Wayland); the gestures (`doubleTap()`, `press(forDuration:)`, the swipes) move the session's
/// pointer to the element's centre the same ways.
///
/// An action first waits (up to ``XCUIElement/actionTimeout``) for its element to exist, as
/// XCUITest waits for the app to settle; when it fails, the test fails at the line that called
/// it, with what was looked for.
@MainActor
open class XCUIElement: XCUIElementTypeQueryProvider {
    enum Pick {
        case only
        case first
        case index(Int)
    }

    /// How long an action waits for its element to exist before it fails.
    public static var actionTimeout: TimeInterval = 10

    private let query: XCUIElementQuery?
    private let pick: Pick

    init(query: XCUIElementQuery, pick: Pick) {
        self.query = query
        self.pick = pick
    }

    /// For ``XCUIApplication``, which finds itself by its process.
    init(applicationRoot: Void) {
        query = nil
        pick = .only
    }

    // MARK: Finding

    /// Why an element was not found.
    enum Failure: Error {
        case none
        case several(Int)
    }

    /// The object this element is now, or why there is none.
    func resolve() -> Result<AccessibleObject, Failure> {
        guard let query else { return .failure(.none) }
        let matches = query.matchesWithPaths()
        switch pick {
        case .first: return matches.first.map { .success($0.object) } ?? .failure(.none)
        case .index(let index): return matches.indices.contains(index) ? .success(matches[index].object) : .failure(.none)
        case .only:
            guard let last = matches.last else { return .failure(.none) }
            // GTK nests one object in another of the same type and name (a menu button's
            // button): one chain is one element, the innermost.
            let nested = zip(matches, matches.dropFirst()).allSatisfy { $1.path.starts(with: $0.path) }
            return nested ? .success(last.object) : .failure(.several(matches.count))
        }
    }

    /// Words for this element in a failure message.
    var words: String {
        guard let query else { return "the application" }
        switch pick {
        case .only: return "the one of \(query.debugDescription)"
        case .first: return "the first of \(query.debugDescription)"
        case .index(let index): return "number \(index) of \(query.debugDescription)"
        }
    }

    /// The object, waiting up to ``actionTimeout`` for it; nil after recording a failure at
    /// `file` and `line`.
    func resolveForAction(_ action: String, file: StaticString, line: UInt) -> AccessibleObject? {
        var result = resolve()
        _ = Waiting.until(timeout: Self.actionTimeout) {
            result = resolve()
            if case .success = result { return true }
            return false
        }
        switch result {
        case .success(let object): return object
        case .failure(.none):
            XCTFail("Failed to \(action): no match found for \(words)", file: file, line: line)
        case .failure(.several(let count)):
            XCTFail("Failed to \(action): \(count) elements match \(words); narrow the query", file: file, line: line)
        }
        return nil
    }

    // MARK: Reading

    /// Whether the element is in the interface now (shown).
    public var exists: Bool {
        if case .success = resolve() { return true }
        return false
    }

    /// Waits up to `timeout` seconds for the element to exist, asking the bus again as the
    /// interface changes; whether it does.
    public func waitForExistence(timeout: TimeInterval) -> Bool { Waiting.until(timeout: timeout) { exists } }

    /// Waits up to `timeout` seconds for the element to be gone; whether it is.
    public func waitForNonExistence(timeout: TimeInterval) -> Bool { Waiting.until(timeout: timeout) { !exists } }

    /// The accessible name: what a screen reader says for it ("" when it does not exist).
    public var label: String { (try? resolve().get())?.name ?? "" }

    /// The identifier a GtkKit app gave the view (UIKit's `accessibilityIdentifier`, set in code
    /// or in Interface Builder): the same in every language, and never spoken. "" when it has
    /// none. GtkKit publishes identifiers beside GTK's tree, which has no place for them; an
    /// element is the view whose published bounds are its own.
    public var identifier: String {
        if case .success(let bus) = BusConnection.shared { bus.identifiers.beginLookUp() }
        return (try? resolve().get())?.identifier ?? ""
    }

    /// What a screen reader says after the label (GNOME's accessible description): UIKit's
    /// `accessibilityHint`, a grid item's place ("2 of 3"). XCUITest has no such property;
    /// on GNOME it carries what VoiceOver users hear as the hint.
    public var accessibleDescription: String { (try? resolve().get())?.objectDescription ?? "" }

    /// The title: GNOME's controls have none apart from their label, so "".
    public var title: String { "" }

    /// The element's value as XCUITest gives it: a text field's or text view's text, a slider's
    /// or progress bar's position as a percentage ("50%"), a switch's or check box's "1" or "0";
    /// nil for other elements.
    public var value: Any? {
        guard let object = try? resolve().get() else { return nil }
        switch object.elementType {
        case .textField, .textView, .searchField, .secureTextField: return object.text ?? ""
        case .slider, .progressIndicator:
            guard let range = object.range, range.maximum > range.minimum else { return nil }
            return "\(Int(((range.value - range.minimum) / (range.maximum - range.minimum) * 100).rounded()))%"
        case .switch, .checkBox, .radioButton: return object.has(State.checked) || object.has(State.pressed) ? "1" : "0"
        default: return nil
        }
    }

    /// The element's type.
    public var elementType: ElementType {
        guard let object = try? resolve().get() else { return .any }
        return object.elementType == .other && object.isNavigationBar ? .navigationBar : object.elementType
    }

    /// Whether it can be used: not greyed out (sensitive).
    public var isEnabled: Bool { (try? resolve().get())?.has(State.sensitive) ?? false }

    /// Whether it is selected: a selected row, the shown tab, a checked item.
    public var isSelected: Bool {
        guard let object = try? resolve().get() else { return false }
        return object.has(State.selected) || object.has(State.checked)
    }

    /// Whether it has the keyboard focus.
    public var hasFocus: Bool { (try? resolve().get())?.has(State.focused) ?? false }

    /// Where it is, in its window's coordinates (Wayland gives no others); `.zero` when it does
    /// not exist.
    public var frame: CGRect {
        guard let box = (try? resolve().get())?.extents else { return .zero }
        return CGRect(x: box.x, y: box.y, width: box.width, height: box.height)
    }

    /// Whether a user could reach it now: it exists, has a size, and lies within its window
    /// (a row scrolled out of view is not hittable).
    public var isHittable: Bool {
        guard let object = try? resolve().get(), let box = object.extents, box.width > 0, box.height > 0 else { return false }
        var window = object.parent()
        while let candidate = window, ![Role.frame, Role.dialog, Role.alert, Role.window].contains(candidate.role) {
            window = candidate.parent()
        }
        guard let frame = window?.extents else { return true }
        return box.x + box.width > 0 && box.y + box.height > 0 && box.x < frame.width && box.y < frame.height
    }

    // MARK: Queries

    /// The element's descendants of `type`.
    public func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(roots: { [self] in (try? resolve().get()).map { [$0] } ?? [] }, rootWords: words, scope: .descendants, type: type)
    }

    /// The children of `type`.
    public func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(roots: { [self] in (try? resolve().get()).map { [$0] } ?? [] }, rootWords: words, scope: .children, type: type)
    }

    /// The element and everything shown in it, one line each: its type, label and states
    /// (focused, selected, checked, multiselectable, disabled).
    public var debugDescription: String {
        guard let object = try? resolve().get() else { return "\(words) (does not exist)" }
        var lines: [String] = []
        func describe(_ object: AccessibleObject, depth: Int) {
            let states =
                [
                    (State.focused, "focused"), (State.selected, "selected"), (State.checked, "checked"),
                    (State.multiselectable, "multiselectable"),
                ]
                .filter { object.has($0.0) }.map(\.1) + (object.has(State.sensitive) ? [] : ["disabled"])
            lines.append(
                String(repeating: "  ", count: depth) + "\(object.elementType) “\(object.name)”"
                    + (states.isEmpty ? "" : " (\(states.joined(separator: ", ")))"))
            guard depth < 30 else { return }
            for child in object.children() where child.has(State.visible) { describe(child, depth: depth + 1) }
        }
        describe(object, depth: 0)
        return lines.joined(separator: "\n")
    }
}

extension XCUIElement {
    /// Waits up to `timeout` seconds for `condition` to hold of the element, asking the bus
    /// again as the interface changes; whether it came to. Swift's counterpart of XCTest's
    /// predicate expectations, whose `NSPredicate` Linux's Foundation cannot evaluate against an
    /// element.
    public func wait(timeout: TimeInterval, until condition: (XCUIElement) -> Bool) -> Bool {
        Waiting.until(timeout: timeout) { condition(self) }
    }

    /// Waits up to `timeout` seconds for the property at `keyPath` to equal `expectedValue`,
    /// asking the bus again as the interface changes (XCUITest's `wait(for:toEqual:timeout:)`);
    /// whether it came to.
    public func wait<Value: Equatable>(for keyPath: KeyPath<XCUIElement, Value>, toEqual expectedValue: Value, timeout: TimeInterval)
        -> Bool
    {
        Waiting.until(timeout: timeout) { self[keyPath: keyPath] == expectedValue }
    }
}
