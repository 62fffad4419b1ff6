import CGtk
import Foundation
import GtkKit
import XCTest

/// Types real key presses into an X window through the XTEST extension (`xdotool`), so tests
/// exercise GTK's own key handling rather than calling handlers directly.
@MainActor
public enum XKeyboard {
    /// Focuses the window titled exactly `windowTitle` and presses `keys` (xdotool syntax,
    /// e.g. `"alt+Left"`, `"Return"`, `"Escape"`). Throws if xdotool fails.
    public static func press(_ keys: String, inWindowTitled windowTitle: String) throws {
        try focus(windowTitled: windowTitle)
        try xdotool(["key", "--clearmodifiers", keys])
    }

    /// Types `text` as key presses into the window titled exactly `windowTitle`. A character
    /// beyond ASCII is typed as GTK's Unicode entry (Ctrl+Shift+U, its hex code, Space), as a
    /// user without that key would: xdotool's own way remaps a spare key for a moment, and a
    /// loaded machine delivered the key before GTK had read the new keymap, so "è" went missing.
    public static func type(_ text: String, inWindowTitled windowTitle: String) throws {
        try focus(windowTitled: windowTitle)
        var ascii = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                ascii.unicodeScalars.append(scalar)
                continue
            }
            if !ascii.isEmpty { try xdotool(["type", "--delay", "20", ascii]) }
            ascii = ""
            try xdotool(["key", "--clearmodifiers", "--delay", "20", "ctrl+shift+u"])
            try xdotool(["type", "--delay", "20", String(scalar.value, radix: 16) + " "])
        }
        if !ascii.isEmpty { try xdotool(["type", "--delay", "20", ascii]) }
    }

    /// Presses mouse `button` (8 is "back") over the window titled exactly `windowTitle`.
    public static func click(button: Int, inWindowTitled windowTitle: String) throws {
        try xdotool([
            "search", "--sync", "--onlyvisible", "--limit", "1", "--name", pattern(windowTitle),
            "mousemove", "--window", "%1", "200", "300",
        ])
        try xdotool(["click", String(button)])
    }

    /// Clicks the primary button at the centre of `widget` (in the window titled `windowTitle`),
    /// as a hand would: whatever is on top there gets the click.
    public static func click(on widget: View, inWindowTitled windowTitle: String) throws {
        try moveMouse(to: widget, inWindowTitled: windowTitle)
        try xdotool(["click", "1"])
    }

    /// Puts the pointer on the centre of `widget` and lets GTK see it arrive.
    private static func moveMouse(to widget: View, inWindowTitled windowTitle: String) throws {
        let point = centre(of: widget)
        try xdotool([
            "search", "--sync", "--onlyvisible", "--limit", "1", "--name", pattern(windowTitle),
            "mousemove", "--window", "%1", String(point.x), String(point.y),
        ])
        settle()
    }

    /// Turns the mouse wheel one notch down (button 5) over the centre of `widget`.
    public static func scrollDown(over widget: View, inWindowTitled windowTitle: String) throws {
        try moveMouse(to: widget, inWindowTitled: windowTitle)
        try xdotool(["click", "5"])
    }

    /// Clicks the centre of `widget` while holding `modifier` (xdotool's name: `"ctrl"`, `"shift"`).
    public static func click(on widget: View, inWindowTitled windowTitle: String, holding modifier: String) throws {
        try focus(windowTitled: windowTitle)
        try xdotool(["keydown", modifier])
        defer { _ = try? xdotool(["keyup", modifier]) }
        try click(on: widget, inWindowTitled: windowTitle)
    }

    /// Drags with the primary button from the centre of `source` to the centre of `target` (two
    /// widgets in the window titled `windowTitle`), in small steps as a hand would, so GTK sees a
    /// real drag-and-drop.
    public static func drag(from source: View, to target: View, inWindowTitled windowTitle: String) throws {
        let start = centre(of: source)
        let end = centre(of: target)
        let window = ["search", "--sync", "--onlyvisible", "--limit", "1", "--name", pattern(windowTitle)]
        try xdotool(window + ["mousemove", "--window", "%1", String(start.x), String(start.y)])
        try xdotool(["mousedown", "1"])
        settle()
        for step in 1...8 {
            let y = start.y + (end.y - start.y) * step / 8
            try xdotool(window + ["mousemove", "--window", "%1", String(start.x + step), String(y)])
            // GTK must see each motion before the next, as it would from a hand: sent all at once,
            // GTK 4.18 coalesced them and never started the drag.
            settle()
        }
        try xdotool(["mouseup", "1"])
    }

    /// Clicks the primary button `count` times in quick succession (50 ms apart, well inside
    /// the desktop's double-click time) on the centre of `widget`.
    public static func click(on widget: View, count: Int, inWindowTitled windowTitle: String) throws {
        try moveMouse(to: widget, inWindowTitled: windowTitle)
        try xdotool(["click", "--repeat", String(count), "--delay", "50", "1"])
    }

    /// Presses the primary button on the centre of `widget`, holds it still for `milliseconds`
    /// while GTK runs, and releases it: a long press made with a mouse.
    public static func pressAndHold(on widget: View, milliseconds: Int, inWindowTitled windowTitle: String) throws {
        try pressMouse(on: widget, inWindowTitled: windowTitle)
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: milliseconds)
        try releaseMouse()
    }

    /// Presses the primary button on the centre of `widget` and leaves it down (an async test
    /// awaits what a held press does, then calls ``releaseMouse()``).
    public static func pressMouse(on widget: View, inWindowTitled windowTitle: String) throws {
        try moveMouse(to: widget, inWindowTitled: windowTitle)
        try xdotool(["mousedown", "1"])
    }

    /// Releases the primary button pressed with ``pressMouse(on:inWindowTitled:)``.
    public static func releaseMouse() throws {
        try xdotool(["mouseup", "1"])
        settle()
    }

    /// Drags with the primary button from the centre of `widget` by (`dx`, `dy`) pixels, in
    /// `steps` moves `stepMilliseconds` apart (fewer, quicker steps make a flick), and releases.
    public static func drag(
        on widget: View, byX dx: Int, y dy: Int, steps: Int = 8, stepMilliseconds: Int = 30,
        inWindowTitled windowTitle: String
    ) throws {
        let start = centre(of: widget)
        let window = ["search", "--sync", "--onlyvisible", "--limit", "1", "--name", pattern(windowTitle)]
        try xdotool(window + ["mousemove", "--window", "%1", String(start.x), String(start.y)])
        settle()
        try xdotool(["mousedown", "1"])
        for step in 1...steps {
            let x = start.x + dx * step / steps
            let y = start.y + dy * step / steps
            try xdotool(window + ["mousemove", "--window", "%1", String(x), String(y)])
            _ = MainLoop.run(until: { false }, timeoutMilliseconds: stepMilliseconds)
        }
        try xdotool(["mouseup", "1"])
        settle()
    }

    /// Lets GTK handle what the X server has sent for about 30 ms.
    private static func settle() {
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 30)
    }

    /// A widget's centre in its X window's coordinates (GTK's client-side shadow included).
    private static func centre(of widget: View) -> (x: Int, y: Int) {
        var bounds = graphene_rect_t()
        guard let root = gtk_widget_get_root(widget.widget) else { return (0, 0) }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        _ = gtk_widget_compute_bounds(widget.widget, window, &bounds)
        var dx = 0.0
        var dy = 0.0
        gtk_native_get_surface_transform(OpaquePointer(UnsafeMutableRawPointer(root)), &dx, &dy)
        return (Int(Double(bounds.origin.x + bounds.size.width / 2) + dx), Int(Double(bounds.origin.y + bounds.size.height / 2) + dy))
    }

    /// Focuses the window first, in its own xdotool run, so the keys themselves go through XTEST
    /// to whatever has focus. Targeting the window in the same run makes xdotool touch the window
    /// between press and release; when the press closes that window (Escape on a dialog) xdotool
    /// dies on BadWindow before the release, and the X server auto-repeats the key for ever.
    private static func focus(windowTitled windowTitle: String) throws {
        try xdotool([
            "search", "--sync", "--onlyvisible", "--limit", "1", "--name", pattern(windowTitle),
            "windowfocus", "--sync",
        ])
    }

    private static func pattern(_ title: String) -> String {
        "^\(NSRegularExpression.escapedPattern(for: title))$"
    }

    private static func xdotool(_ arguments: [String]) throws {
        // XTEST is X's: on Wayland (tools/wayland-session) a test that types keys is skipped, and
        // says why, rather than failing.
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("types real key presses with xdotool (XTEST), which needs an X server")
        }
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/xdotool"), arguments: arguments,
            timeout: 30, whileWaiting: keepGtkResponsive)
        guard result.status == 0 else {
            throw XKeyboardError(message: "xdotool \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.output)")
        }
    }
}

/// Flushes GTK's X requests and handles pending events while xdotool waits on the server.
@MainActor
func keepGtkResponsive() {
    if let display = gdk_display_get_default() { gdk_display_flush(display) }
    while Bool(gboolean: g_main_context_iteration(nil, 0)) {}
}

/// xdotool could not deliver input.
public struct XKeyboardError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    init(message: String) { description = message }
}
