/// A module's `@IBAction` methods, found in its Swift files, and the Swift source of the table
/// GtkKit finds them in by selector when a storyboard's action connection names one.
///
/// UIKit calls an action by its Objective-C selector (`tapped:`), which Swift on Linux cannot look
/// up; the `InterfaceBuilderActions` build plugin runs this over the app's target at every build,
/// so the table follows the code and the app writes nothing.
public enum ActionTable {
    /// One `@IBAction` method.
    public struct Action: Equatable, Sendable {
        /// The type it is declared in (or the type an extension extends).
        public let type: String
        /// Its Objective-C selector, as a storyboard names it: `tapped:`, `doneWithSender:`.
        public let selector: String
        /// Its Swift name: `tapped(_:)`.
        public let swiftName: String
        /// How many parameters it takes.
        public let parameterCount: Int
    }

    /// The `@IBAction` methods in `text`, a Swift file.
    public static func actions(in text: String) -> [Action] {
        let code = SwiftCode(text)
        var found: [Action] = []
        var index = 0
        while index < code.scalars.count {
            defer { index += 1 }
            guard code.scalars[index] == "@", code.isCode[index], code.identifier(at: index + 1) == "IBAction",
                let type = code.enclosingType[index], let action = declaration(code, after: index + 9, in: type)
            else { continue }
            found.append(action)
        }
        return found
    }

    /// The method declared after an `@IBAction`: its name and parameter labels.
    private static func declaration(_ code: SwiftCode, after start: Int, in type: String) -> Action? {
        var index = start
        // Modifiers and other attributes, then `func`.
        while index < code.scalars.count {
            let word = code.identifier(at: index)
            if word == "func" { break }
            if word == "var" || word == "let" || word == "class" || word == "struct" { return nil }
            index += max(word.unicodeScalars.count, 1)
        }
        index += 4
        while index < code.scalars.count, code.scalars[index] == " " { index += 1 }
        let name = code.identifier(at: index)
        guard !name.isEmpty else { return nil }
        index += name.unicodeScalars.count
        while index < code.scalars.count, code.scalars[index] != "(" {
            if code.scalars[index] == "{" { return nil }
            index += 1
        }
        // The parameter list, split at its top-level commas.
        var depth = 0
        var segment = String.UnicodeScalarView()
        var segments: [String] = []
        index += 1
        while index < code.scalars.count {
            let scalar = code.scalars[index]
            if scalar == "(" || scalar == "[" || scalar == "<" { depth += 1 }
            if scalar == ")" || scalar == "]" || scalar == ">" {
                if depth == 0 { break }
                depth -= 1
            }
            if scalar == ",", depth == 0 {
                segments.append(String(segment))
                segment = String.UnicodeScalarView()
            } else {
                segment.append(scalar)
            }
            index += 1
        }
        let last = String(segment).trimmingSpaces
        if !last.isEmpty { segments.append(last) }
        let labels = segments.map { parameter -> String in
            let names = parameter.trimmingSpaces.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            return names.split(whereSeparator: { $0.isWhitespace }).first.map(String.init) ?? "_"
        }
        var selector = name
        for (position, label) in labels.enumerated() {
            if position == 0 {
                selector += label == "_" ? ":" : "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
            } else {
                selector += label == "_" ? ":" : label + ":"
            }
        }
        let swiftName = name + "(" + labels.map { $0 + ":" }.joined() + ")"
        return Action(type: type, selector: selector, swiftName: swiftName, parameterCount: labels.count)
    }

    /// The Swift source of the table of `actions` GtkKit looks up (`GtkKitInterfaceActions`, a
    /// conformance to its `InterfaceActionTable`). An action of more than one parameter (a
    /// sender and an event) is left out: GtkKit has no event to hand it.
    public static func source(for actions: [Action]) -> String {
        var seen: Set<String> = []
        var cases: [String] = []
        for action in actions.sorted(by: { ($0.type, $0.selector) < ($1.type, $1.selector) }) where action.parameterCount <= 1 {
            guard seen.insert(action.type + " " + action.selector).inserted else { continue }
            // A method of no parameters is referred to by its base name (`Type.reset`).
            let reference = action.parameterCount == 0 ? String(action.swiftName.prefix { $0 != "(" }) : action.swiftName
            cases.append("        case (\"\(action.type)\", \"\(action.selector)\"): InterfaceAction(\(action.type).\(reference))")
        }
        cases.append("        default: nil")
        return """
            // Generated by GtkKit's InterfaceBuilderActions build plugin from this module's @IBAction methods: do not edit.
            import GtkKit

            /// This module's @IBAction methods by class and selector, for its storyboards' action connections.
            /// Public so a release build keeps it: GtkKit finds it by name, and nothing else refers to it.
            public enum GtkKitInterfaceActions: InterfaceActionTable {
                @MainActor public static func action(named selector: String, inClass className: String) -> InterfaceAction? {
                    switch (className, selector) {
            \(cases.joined(separator: "\n"))
                    }
                }
            }

            """
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first?.isWhitespace == true { scalars = scalars.dropFirst() }
        while scalars.last?.isWhitespace == true { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
