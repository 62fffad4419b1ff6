/// What the port did to a line, or could not do and why: printed as `file:line: text`.
public struct PortNote: Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the Xcode project's folder.
    public var file: String
    /// The 1-based line in the original file.
    public var line: Int
    /// What was rewritten, or "not converted: …" with the reason.
    public var text: String
    /// Whether the port left the code as it was because it could not convert it.
    public var isUnconverted: Bool

    public var description: String { "\(file):\(line): \(text)" }
}

/// The mechanical rewrites that let a UIKit app's Swift compile on Linux against GtkKit, and
/// only those: the framework import, `@UIApplicationMain`, `@objc`, `#selector`, and Interface
/// Builder's attributes. Everything else is left as written.
public enum SwiftRewriter {
    /// Modules with no counterpart on Linux: left in place and reported.
    static let unavailableModules: Set<String> = [
        "SwiftUI", "SafariServices", "AVFoundation", "AVKit", "CoreData", "MapKit", "CoreLocation", "Photos", "PhotosUI",
        "StoreKit", "GameKit", "SpriteKit", "SceneKit", "UserNotifications", "MessageUI", "Contacts", "ContactsUI", "CoreImage",
        "CoreMotion", "CloudKit", "HealthKit", "ARKit", "os", "OSLog", "MobileCoreServices", "UniformTypeIdentifiers", "LinkPresentation",
    ]

    /// `text` (the file `file`) rewritten, and what was done to it.
    public static func rewrite(_ text: String, file: String) -> (text: String, notes: [PortNote]) {
        let code = SwiftCode(text)
        var edits: [(range: Range<Int>, replacement: String)] = []
        var notes: [PortNote] = []
        func note(_ offset: Int, _ message: String, unconverted: Bool = false) {
            notes.append(PortNote(file: file, line: code.line(of: offset), text: message, isUnconverted: unconverted))
        }
        let importsUIKit = lines(of: code).contains { $0.text.trimmingCharacters() == "import UIKit" }
        for line in lines(of: code) {
            let trimmed = line.text.trimmingCharacters()
            let indent = line.text.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
            guard trimmed.hasPrefix("import "), code.isCode[line.start + indent] else { continue }
            let module = String(trimmed.dropFirst("import ".count)).trimmingCharacters()
            let range = line.start + indent..<line.start + line.text.unicodeScalars.count
            switch module {
            case "UIKit":
                edits.append((range, "import GtkKitUIKitNames"))
                note(line.start, "import UIKit -> import GtkKitUIKitNames")
            case "WebKit":
                edits.append((range, "import GtkKitWebKit"))
                note(line.start, "import WebKit -> import GtkKitWebKit (WKWebView on WebKitGTK)")
            case "Foundation" where importsUIKit, "CoreGraphics", "QuartzCore":
                edits.append((line.start..<min(line.start + line.text.unicodeScalars.count + 1, code.scalars.count), ""))
                note(line.start, "import \(module) removed: GtkKitUIKitNames brings Foundation and GtkKit's CGRect, CGPoint, CGSize")
            default:
                let base = module.split(separator: ".").first.map(String.init) ?? module
                if base == "UIKit" || unavailableModules.contains(base) {
                    note(line.start, "not converted: import \(module): no counterpart on Linux", unconverted: true)
                }
            }
        }
        edits += attributeEdits(code, note: note)
        edits += selectorEdits(code, note: note)
        var scalars = code.scalars
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            scalars.replaceSubrange(edit.range, with: edit.replacement.unicodeScalars)
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return (String(view), notes.sorted { ($0.line, $0.text) < ($1.line, $1.text) })
    }

    /// `@UIApplicationMain` and Objective-C's and Interface Builder's attributes.
    private static func attributeEdits(_ code: SwiftCode, note: (Int, String, Bool) -> Void) -> [(range: Range<Int>, replacement: String)] {
        var edits: [(range: Range<Int>, replacement: String)] = []
        var index = 0
        while index < code.scalars.count {
            defer { index += 1 }
            guard code.scalars[index] == "@", code.isCode[index] else { continue }
            let name = code.identifier(at: index + 1)
            var end = index + 1 + name.unicodeScalars.count
            switch name {
            case "IBAction":
                let action = methodName(code, after: end)
                note(index, "@IBAction \(action) kept: the storyboard's actions call it (InterfaceBuilderActions)", false)
            case "IBOutlet":
                // GtkKit's @Outlet is what a storyboard's outlet connection sets by name; a
                // property wrapper cannot be weak, so `weak` goes (a superview keeps its subview).
                edits.append((index..<end, "@Outlet"))
                var cursor = end
                while cursor < code.scalars.count, code.scalars[cursor] != "\n" {
                    let word = code.identifier(at: cursor)
                    if word == "var" || word == "let" { break }
                    if word == "weak" {
                        var after = cursor + word.unicodeScalars.count
                        while after < code.scalars.count, code.scalars[after] == " " { after += 1 }
                        edits.append((cursor..<after, ""))
                        break
                    }
                    cursor += max(word.unicodeScalars.count, 1)
                }
                note(index, "@IBOutlet -> @Outlet: \(outletName(code, after: end)) is set by the storyboard's outlet connection", false)
            case "UIApplicationMain", "NSApplicationMain":
                edits.append((index..<end, "@main"))
                note(index, "@\(name) -> @main", false)
            case "objc", "objcMembers", "IBInspectable", "IBDesignable", "GKInspectable":
                if name == "objc", end < code.scalars.count, code.scalars[end] == "(" {
                    while end < code.scalars.count, code.scalars[end] != ")" { end += 1 }
                    end += 1
                }
                while end < code.scalars.count, code.scalars[end] == " " { end += 1 }
                var removed = "@\(name)"
                // `dynamic` is Objective-C's message dispatch: without @objc it does not compile.
                if name == "objc", code.identifier(at: end) == "dynamic" {
                    end += "dynamic".unicodeScalars.count
                    while end < code.scalars.count, code.scalars[end] == " " { end += 1 }
                    removed += " dynamic"
                }
                // An attribute alone on its line goes with its line.
                var start = index
                var lineStart = index
                while lineStart > 0, code.scalars[lineStart - 1] == " " || code.scalars[lineStart - 1] == "\t" { lineStart -= 1 }
                if lineStart == 0 || code.scalars[lineStart - 1] == "\n", end < code.scalars.count, code.scalars[end] == "\n" {
                    start = lineStart
                    end += 1
                }
                edits.append((start..<end, ""))
                switch name {
                case "IBInspectable", "IBDesignable", "GKInspectable":
                    note(index, "@\(name) removed: Interface Builder's canvas has no Linux counterpart", false)
                default:
                    note(index, "\(removed) removed: Swift on Linux has no Objective-C runtime", false)
                }
                index = end - 1
            default: continue
            }
        }
        return edits
    }

    /// The name of the method declared after an `@IBAction`.
    private static func methodName(_ code: SwiftCode, after start: Int) -> String {
        var index = start
        while index < code.scalars.count, code.scalars[index] != "\n" {
            let word = code.identifier(at: index)
            if word == "func" {
                index += word.unicodeScalars.count
                while index < code.scalars.count, code.scalars[index] == " " { index += 1 }
                return code.identifier(at: index)
            }
            index += max(word.unicodeScalars.count, 1)
        }
        return "the action"
    }

    /// The name of the property declared after an `@IBOutlet`.
    private static func outletName(_ code: SwiftCode, after start: Int) -> String {
        var index = start
        var words: [String] = []
        while index < code.scalars.count, code.scalars[index] != "\n", words.count < 6 {
            let word = code.identifier(at: index)
            if word.isEmpty {
                index += 1
            } else {
                words.append(word)
                index += word.unicodeScalars.count
            }
        }
        if let position = words.firstIndex(where: { $0 == "var" || $0 == "let" }), position + 1 < words.count { return words[position + 1] }
        return "the outlet"
    }

    /// Each `#selector(…)` as the method itself, `Type.method`, which GtkKit's target–action takes.
    private static func selectorEdits(_ code: SwiftCode, note: (Int, String, Bool) -> Void) -> [(range: Range<Int>, replacement: String)] {
        var edits: [(range: Range<Int>, replacement: String)] = []
        let keyword = Array("#selector(".unicodeScalars)
        var index = 0
        while index + keyword.count <= code.scalars.count {
            defer { index += 1 }
            guard code.isCode[index], Array(code.scalars[index..<index + keyword.count]) == keyword else { continue }
            var end = index + keyword.count
            var depth = 1
            while end < code.scalars.count, depth > 0 {
                if code.scalars[end] == "(" { depth += 1 }
                if code.scalars[end] == ")" { depth -= 1 }
                end += 1
            }
            var inner = String.UnicodeScalarView()
            inner.append(contentsOf: code.scalars[index + keyword.count..<end - 1])
            let expression = String(inner).filter { !$0.isWhitespace }
            let before = String(String.UnicodeScalarView(code.scalars[max(0, index - 40)..<index])).filter { !$0.isWhitespace }
            if expression.hasPrefix("getter:") || expression.hasPrefix("setter:") {
                note(index, "not converted: #selector(\(expression)): a property's accessor has no method form", true)
                continue
            }
            if before.hasSuffix("selector:") || before.hasSuffix("perform(") || before.hasSuffix("responds(to:") {
                note(
                    index,
                    "not converted: #selector(\(expression)): this API takes a selector only on Apple platforms; use its closure form", true
                )
                continue
            }
            var method = expression
            if method.hasPrefix("self.") { method.removeFirst("self.".count) }
            let head = method.prefix { $0 != "(" }
            let qualified: String
            if head.contains("."), head.first?.isUppercase == true {
                qualified = method
            } else if let type = code.enclosingType[index] {
                qualified = type + "." + method
            } else {
                note(index, "not converted: #selector(\(expression)): outside a type, its method has no type to name", true)
                continue
            }
            edits.append((index..<end, qualified))
            note(index, "#selector(\(expression)) -> \(qualified)", false)
        }
        return edits
    }

    /// The file's lines with the offset each starts at.
    private static func lines(of code: SwiftCode) -> [(start: Int, text: String)] {
        var result: [(start: Int, text: String)] = []
        var start = 0
        var current = String.UnicodeScalarView()
        for (offset, scalar) in code.scalars.enumerated() {
            if scalar == "\n" {
                result.append((start, String(current)))
                current = String.UnicodeScalarView()
                start = offset + 1
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { result.append((start, String(current))) }
        return result
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
