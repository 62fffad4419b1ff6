import Foundation
import XCTest

extension XCUIElement {
    /// Resizes the window this element is to `size`, as a user dragging its edge or the window
    /// manager would: through the X server (`xdotool windowsize`) or the compositor (`swaymsg
    /// resize set`). XCUITest has no such call — an iOS app's window is the screen — but a GNOME
    /// app's layout follows its window's width (a split view collapses, a header gives way), and
    /// its tests resize it. Fails at the caller's line if the element is not a window.
    public func resize(to size: CGSize, file: StaticString = #filePath, line: UInt = #line) {
        guard let window = resolveForAction("resize a window", file: file, line: line) else { return }
        guard window.elementType == .window else {
            return XCTFail("Failed to resize: \(words) is not a window", file: file, line: line)
        }
        let title = window.name
        let width = String(Int(size.width))
        let height = String(Int(size.height))
        do {
            if Keyboard.onWayland {
                let quoted = title.replacingOccurrences(of: "\"", with: "\\\"")
                try Keyboard.run(
                    "swaymsg", ["[title=\"^\(NSRegularExpression.escapedPattern(for: quoted))$\"]", "resize", "set", width, height])
            } else {
                let escaped = NSRegularExpression.escapedPattern(for: title)
                let found = try XWindows.find(titleMatching: "^\(escaped)$")
                try Keyboard.run("xdotool", ["windowsize", found, width, height])
            }
        } catch {
            XCTFail("Failed to resize \(words): \(error)", file: file, line: line)
        }
    }
}

/// The X server's windows, found by title with `xdotool search`.
@MainActor
enum XWindows {
    /// The first visible window whose title matches `pattern`, waiting up to 10 s for it (never
    /// `--sync`, which waits for ever when the title changes in between).
    static func find(titleMatching pattern: String) throws -> String {
        var found: String?
        _ = Waiting.until(timeout: 10) {
            let printed = try? Keyboard.output("xdotool", ["search", "--onlyvisible", "--name", pattern])
            found = printed.flatMap { String(decoding: $0, as: UTF8.self).split(separator: "\n").first.map(String.init) }
            return found != nil
        }
        guard let found else { throw BusError(description: "no window titled like “\(pattern)”") }
        return found
    }
}
