import Foundation

/// The session's keyboard, as a user's: key presses through the X server's XTEST extension
/// (`xdotool`) on X11, through the compositor's virtual keyboard (`wtype`) on Wayland. Keys go to
/// the focused window.
enum Keyboard {
    /// Whether the session is Wayland without an X server.
    static var onWayland: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["WAYLAND_DISPLAY"] != nil && environment["DISPLAY"] == nil
    }

    /// Presses `key` (an X keysym name: "Return", "Tab", "a") with `modifiers` held ("ctrl",
    /// "shift", "alt": the names both tools know).
    static func press(_ key: String, modifiers: [String] = []) throws {
        if onWayland {
            // Each run makes a new virtual keyboard; its first key is lost unless the app had a
            // moment to take its keymap in.
            var arguments = ["-s", "150"]
            for modifier in modifiers { arguments += ["-M", modifier] }
            arguments += ["-k", key]
            for modifier in modifiers.reversed() { arguments += ["-m", modifier] }
            try run("wtype", arguments)
        } else {
            try run("xdotool", ["key", "--clearmodifiers", (modifiers + [key]).joined(separator: "+")])
        }
    }

    /// Types `text`, a key at a time. On X11 a character beyond ASCII is typed as GTK's Unicode
    /// entry (Ctrl+Shift+U, its code, Space), as a user without that key types it: xdotool's own
    /// way remaps a spare key for a moment, and a busy app can read the key before the new map.
    static func type(_ text: String) throws {
        // A new line is the Return key, between the lines' own keys.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if index > 0 { try press("Return") }
            if !line.isEmpty { try typeLine(String(line)) }
        }
    }

    /// Types `text`, which has no new line.
    private static func typeLine(_ text: String) throws {
        if onWayland { return try run("wtype", ["-s", "150", "-d", "20", text]) }
        var ascii = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                ascii.unicodeScalars.append(scalar)
                continue
            }
            if !ascii.isEmpty { try run("xdotool", ["type", "--delay", "20", ascii]) }
            ascii = ""
            try run("xdotool", ["key", "--clearmodifiers", "--delay", "20", "ctrl+shift+u"])
            try run("xdotool", ["type", "--delay", "20", String(scalar.value, radix: 16) + " "])
        }
        if !ascii.isEmpty { try run("xdotool", ["type", "--delay", "20", ascii]) }
    }

    /// Runs `tool` (found on PATH) with `arguments`, throwing with what it said if it fails.
    static func run(_ tool: String, _ arguments: [String]) throws { _ = try output(tool, arguments) }

    /// Runs `tool` (found on PATH) with `arguments` and returns what it printed, throwing with
    /// what it said on its error output if it fails.
    static func output(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw BusError(description: "could not run \(tool): \(error)") }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw BusError(description: "\(tool) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(said)")
        }
        return printed
    }
}

/// A key for ``XCUIElement/typeKey(_:modifierFlags:file:line:)`` (XCUITest's
/// `XCUIKeyboardKey`): an X keysym name.
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    /// The key's X keysym name ("Return", "Page_Down").
    public let rawValue: String
    /// The key whose X keysym name is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Return.
    public static let `return` = XCUIKeyboardKey(rawValue: "Return")
    /// Enter on the keypad.
    public static let enter = XCUIKeyboardKey(rawValue: "KP_Enter")
    /// Backspace (UIKit's "delete", the key left of the text cursor).
    public static let delete = XCUIKeyboardKey(rawValue: "BackSpace")
    /// Delete (the key right of the text cursor).
    public static let forwardDelete = XCUIKeyboardKey(rawValue: "Delete")
    /// Escape.
    public static let escape = XCUIKeyboardKey(rawValue: "Escape")
    /// Tab.
    public static let tab = XCUIKeyboardKey(rawValue: "Tab")
    /// Space.
    public static let space = XCUIKeyboardKey(rawValue: "space")
    /// Up.
    public static let upArrow = XCUIKeyboardKey(rawValue: "Up")
    /// Down.
    public static let downArrow = XCUIKeyboardKey(rawValue: "Down")
    /// Left.
    public static let leftArrow = XCUIKeyboardKey(rawValue: "Left")
    /// Right.
    public static let rightArrow = XCUIKeyboardKey(rawValue: "Right")
    /// Home.
    public static let home = XCUIKeyboardKey(rawValue: "Home")
    /// End.
    public static let end = XCUIKeyboardKey(rawValue: "End")
    /// Page Up.
    public static let pageUp = XCUIKeyboardKey(rawValue: "Page_Up")
    /// Page Down.
    public static let pageDown = XCUIKeyboardKey(rawValue: "Page_Down")
    /// F10 (with Shift, a context menu; alone, the primary menu).
    public static let f10 = XCUIKeyboardKey(rawValue: "F10")
}

extension XCUIElement {
    /// The modifiers held for ``XCUIElement/typeKey(_:modifierFlags:file:line:)`` (XCUITest's
    /// `XCUIElement.KeyModifierFlags`). GNOME's convention wins for Command: it is Ctrl, the key
    /// GNOME's shortcuts use where a Mac's use Command.
    public struct KeyModifierFlags: OptionSet, Sendable {
        /// The flags' bits.
        public let rawValue: Int
        /// The flags of `rawValue`'s bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Shift.
        public static let shift = KeyModifierFlags(rawValue: 1 << 0)
        /// Ctrl.
        public static let control = KeyModifierFlags(rawValue: 1 << 1)
        /// Alt (the Mac's Option).
        public static let option = KeyModifierFlags(rawValue: 1 << 2)
        /// Ctrl, as GNOME's shortcuts use it where a Mac's use Command.
        public static let command = KeyModifierFlags(rawValue: 1 << 3)

        /// The tools' names of the held keys.
        var names: [String] {
            var names: [String] = []
            if contains(.control) || contains(.command) { names.append("ctrl") }
            if contains(.shift) { names.append("shift") }
            if contains(.option) { names.append("alt") }
            return names
        }
    }
}
