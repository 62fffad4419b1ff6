import CGtk
import Foundation

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

    /// Types `text` as key presses into the window titled exactly `windowTitle`.
    public static func type(_ text: String, inWindowTitled windowTitle: String) throws {
        try focus(windowTitled: windowTitle)
        try xdotool(["type", "--delay", "20", text])
    }

    /// Presses mouse `button` (8 is "back") over the window titled exactly `windowTitle`.
    public static func click(button: Int, inWindowTitled windowTitle: String) throws {
        try xdotool([
            "search", "--sync", "--onlyvisible", "--limit", "1", "--name", pattern(windowTitle),
            "mousemove", "--window", "%1", "200", "300",
        ])
        try xdotool(["click", String(button)])
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
private func keepGtkResponsive() {
    if let display = gdk_display_get_default() { gdk_display_flush(display) }
    while g_main_context_iteration(nil, 0) != 0 {}
}

/// xdotool could not deliver input.
public struct XKeyboardError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    init(message: String) { description = message }
}
