import Foundation
import GtkKitTestSupport
import XCTest

final class MainQueueBridgeTests: XCTestCase {
    /// Under `g_application_run` GLib owns the loop, and without the bridge neither a
    /// `Task { @MainActor in }` nor a `DispatchQueue.main.async` block runs (GTK-NOTES: nothing
    /// within 1.5 s). The probe runs an Application exactly as `segue`'s main.swift does and exits
    /// 0 only if both ran; it quits itself after 5 s otherwise.
    func testMainActorWorkRunsWhileGApplicationOwnsTheLoop() throws {
        let result = try ChildProcess.run(BuildProducts.executable("MainQueueProbe"), arguments: [], timeout: 30)
        XCTAssertEqual(result.status, 0, "main-actor work did not run under g_application_run: \(result.output)")
        XCTAssertTrue(result.output.contains("task ran: true, dispatch block ran: true"), result.output)
    }
}
