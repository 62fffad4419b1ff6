import Foundation
import XCTest

/// What the accessibility bus says about one object, as a screen reader reads it.
public struct AccessibleNode: Decodable, Sendable {
    /// The AT-SPI role name ("slider", "toggle button", "progress bar").
    public let role: String
    /// The accessible name.
    public let name: String
    /// The accessible description.
    public let description: String
    /// A range's current value and maximum, if the object has a value.
    public let value: Double?
    /// A range's maximum.
    public let maximum: Double?
    /// A range's value as text ("Page 2 of 5"), if it has one.
    public let valueText: String?
    /// The states that matter here: focusable, checked, pressed, busy, sensitive, selected.
    public let states: [String]
    /// The actions offered ("click", "activate").
    public let actions: [String]
    /// An object's text as runs of one set of attributes (AT-SPI's names: "weight",
    /// "fg-color", "underline"); nil for an object without text.
    public let textRuns: [TextRun]?

    /// A stretch of text and its attributes.
    public struct TextRun: Decodable, Sendable {
        public let text: String
        public let attributes: [String: String]
    }
}

/// Reads this test process's windows through the accessibility bus, from outside, with the
/// system Python's AT-SPI bindings (Tests/a11y/describe_window.py), while GTK keeps answering.
@MainActor
public enum AccessibilityBus {
    /// Every object in the window titled `title`, depth first.
    public static func describe(windowTitled title: String) throws -> [AccessibleNode] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("a11y/describe_window.py")
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/python3"),
            arguments: [script.path, String(ProcessInfo.processInfo.processIdentifier), title],
            timeout: 60, whileWaiting: keepGtkResponsive)
        guard let line = result.output.split(separator: "\n").last(where: { $0.hasPrefix("[") }) else {
            throw XKeyboardError(message: "the accessibility bus gave no description (\(result.status)): \(result.output)")
        }
        return try JSONDecoder().decode([AccessibleNode].self, from: Data(line.utf8))
    }
}
