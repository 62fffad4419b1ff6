import Foundation
import XCTest

/// Whether the session can take the keys and pointer moves UI tests send: on X11 through the
/// XTEST extension (`xdotool`), on Wayland through the compositor's virtual keyboard and
/// pointer protocols — which sway offers and headless Weston does not.
enum SessionInput {
    /// The protocols a Wayland compositor must offer: `wtype`'s keyboard, GtkKitTesting's
    /// pointer.
    static let waylandProtocols = ["zwp_virtual_keyboard_manager_v1", "zwlr_virtual_pointer_manager_v1"]

    /// Why the session cannot take a UI test's input, or nil when it can.
    static func unavailableReason() -> String? {
        guard Keyboard.onWayland else { return nil }
        let client: WaylandClient
        do { client = try WaylandClient() } catch { return "no Wayland compositor to send input to: \(error)" }
        defer { client.close() }
        let missing = waylandProtocols.filter { client.globals[$0] == nil }
        guard !missing.isEmpty else { return nil }
        return
            "the Wayland compositor offers no \(missing.joined(separator: " or ")), which UI tests type and point with (sway offers both)"
    }
}

/// Skips the test, saying why, when the session cannot take the keys and pointer moves a UI
/// test sends (XCTest's `XCTSkipUnless`, asked of the session): a Wayland compositor without
/// the virtual keyboard and pointer protocols, such as headless Weston. Call it from
/// `setUpWithError()`, so a suite run on such a compositor reports skips, not failures.
// swift-format-ignore: AlwaysUseLowerCamelCase
// (named as XCTest names its own skips and assertions)
public func XCTSkipUnlessSessionTakesInput(file: StaticString = #filePath, line: UInt = #line) throws {
    if let reason = SessionInput.unavailableReason() { throw XCTSkip(reason, file: file, line: line) }
}
