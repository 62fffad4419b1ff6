import Foundation
import XCTest

extension XCUIElement {
    /// Clicks the primary button twice, quickly, at the element's centre (XCUITest's
    /// `doubleTap()`): what a `TapGestureRecognizer` with `numberOfTapsRequired = 2` hears.
    public func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
        stroke(.click(count: 2), named: "double-tap", file: file, line: line)
    }

    /// Holds the primary button down at the element's centre for `duration` seconds
    /// (XCUITest's `press(forDuration:)`): what a `LongPressGestureRecognizer` hears. The
    /// pointer stays still, as a finger does.
    public func press(forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        stroke(.hold(seconds: duration), named: "press", file: file, line: line)
    }

    /// Flicks the pointer upwards from the element's centre, the primary button held
    /// (XCUITest's `swipeUp()`): what a `SwipeGestureRecognizer` hears. A GTK scrolled window
    /// is not dragged by the mouse; to scroll, type Page Down, as GNOME's users do.
    public func swipeUp(file: StaticString = #filePath, line: UInt = #line) { swipe(dx: 0, dy: -1, file: file, line: line) }

    /// Flicks the pointer downwards from the element's centre (XCUITest's `swipeDown()`).
    public func swipeDown(file: StaticString = #filePath, line: UInt = #line) { swipe(dx: 0, dy: 1, file: file, line: line) }

    /// Flicks the pointer to the left — the screen's, never mirrored — from the element's
    /// centre (XCUITest's `swipeLeft()`).
    public func swipeLeft(file: StaticString = #filePath, line: UInt = #line) { swipe(dx: -1, dy: 0, file: file, line: line) }

    /// Flicks the pointer to the right from the element's centre (XCUITest's `swipeRight()`).
    public func swipeRight(file: StaticString = #filePath, line: UInt = #line) { swipe(dx: 1, dy: 0, file: file, line: line) }

    /// A flick of half the element's size along (`dx`, `dy`), at least 60 px and at most
    /// 150 px: fast enough, done in a few tens of milliseconds, for GTK's swipe gesture.
    private func swipe(dx: Double, dy: Double, file: StaticString, line: UInt) {
        let size = frame.size
        let distance = min(150, max(60, (dx != 0 ? size.width : size.height) / 2 - 4))
        stroke(.flick(dx: dx * distance, dy: dy * distance), named: "swipe", file: file, line: line)
    }

    /// Does `stroke` at the element's centre, on the screen; records a failure at the
    /// caller's line if the element cannot be found or placed.
    private func stroke(_ stroke: Pointer.Stroke, named action: String, file: StaticString, line: UInt) {
        guard let object = resolveForAction(action, file: file, line: line) else { return }
        do {
            try Pointer.perform(stroke, at: try ScreenPlacement.centre(of: object))
        } catch {
            XCTFail("Failed to \(action) \(words): \(error)", file: file, line: line)
        }
    }
}

/// Where an element is on the screen: its window's place, from the X server or sway, and its
/// own place in the window, from the bus.
@MainActor
enum ScreenPlacement {
    /// The element's centre in the screen's (X11) or output layout's (Wayland) pixels.
    static func centre(of object: AccessibleObject) throws -> CGPoint {
        guard let box = object.extents, box.width > 0, box.height > 0 else {
            throw BusError(description: "it has no size on the screen")
        }
        var window = object.parent()
        while let candidate = window, ![Role.frame, Role.dialog, Role.alert, Role.window].contains(candidate.role) {
            window = candidate.parent()
        }
        guard let window, let windowBox = window.extents else { throw BusError(description: "it is in no window") }
        // The element's centre from the window's own top left corner, as the bus places both.
        let inWindow = CGPoint(
            x: Double(box.x - windowBox.x) + Double(box.width) / 2, y: Double(box.y - windowBox.y) + Double(box.height) / 2)
        let origin = try Keyboard.onWayland ? swayOrigin(title: window.name) : xOrigin(title: window.name, size: windowBox)
        return CGPoint(x: origin.x + inWindow.x, y: origin.y + inWindow.y)
    }

    /// The top left corner, on the screen, of the window titled `title` whose own extents on the
    /// bus are `size`: the X window is larger by GTK's resize border on every side, and the
    /// window starts that far inside it. GTK 4.8 gives the window's extents as its widget's;
    /// GTK 4.18 as its whole surface, starting at minus the border (and its children counted
    /// from further out still), so the widget's width is the extents' less twice their origin
    /// (docs/testing.md, "Where GtkKitTesting finds things").
    private static func xOrigin(title: String, size: (x: Int, y: Int, width: Int, height: Int)) throws -> CGPoint {
        let id = try XWindows.find(titleMatching: "^\(NSRegularExpression.escapedPattern(for: title))$")
        let text = String(decoding: try Keyboard.output("xdotool", ["getwindowgeometry", "--shell", id]), as: UTF8.self)
        var values: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = Double(parts[1]) }
        }
        guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"] else {
            throw BusError(description: "xdotool gave no place for “\(title)”")
        }
        let widget = (width: Double(size.width + 2 * size.x), height: Double(size.height + 2 * size.y))
        return CGPoint(x: x + max(0, (width - widget.width) / 2), y: y + max(0, (height - widget.height) / 2))
    }

    /// The top left corner of the content of sway's window titled `title`, in the output layout.
    private static func swayOrigin(title: String) throws -> CGPoint {
        func find(_ node: [String: Any]) -> [String: Any]? {
            if node["name"] as? String == title, node["pid"] != nil { return node }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] { if let found = find(child) { return found } }
            }
            return nil
        }
        guard let tree = try JSONSerialization.jsonObject(with: try Sway.message("get_tree")) as? [String: Any],
            let node = find(tree), let rect = node["rect"] as? [String: Any], let window = node["window_rect"] as? [String: Any]
        else { throw BusError(description: "sway has no window titled “\(title)”") }
        func number(_ dictionary: [String: Any], _ key: String) -> Double { (dictionary[key] as? NSNumber)?.doubleValue ?? 0 }
        return CGPoint(x: number(rect, "x") + number(window, "x"), y: number(rect, "y") + number(window, "y"))
    }
}
