import CGtk
import Foundation
import GtkKit
import XCTest

/// The state of the 5 ms timer that measures stalls (a C callback cannot capture it).
@MainActor
private enum StallMeter {
    static var lastTick: UInt64 = 0
    static var worstGap: UInt64 = 0
}

extension DemoFlowTestCase {
    /// The longest the main loop went without running a 5 ms timer while `work` ran: what a user
    /// would feel as a frozen window (the loop also draws and takes input). For `make bench` only:
    /// tests never time anything.
    @MainActor
    func worstStall(during work: @escaping @MainActor () async -> Void) async -> Double {
        StallMeter.lastTick = DispatchTime.now().uptimeNanoseconds
        StallMeter.worstGap = 0
        let id = g_timeout_add(
            5,
            { _ in
                MainActor.assumeIsolated {
                    let now = DispatchTime.now().uptimeNanoseconds
                    StallMeter.worstGap = max(StallMeter.worstGap, now - StallMeter.lastTick)
                    StallMeter.lastTick = now
                }
                return 1
            }, nil)
        var done = false
        Task { @MainActor in
            await work()
            done = true
        }
        let finished = await settle(until: { done }, timeout: 120)
        XCTAssertTrue(finished)
        g_source_remove(id)
        // Work that ends before the timer first fires still stalled the loop for that long.
        StallMeter.worstGap = max(StallMeter.worstGap, DispatchTime.now().uptimeNanoseconds - StallMeter.lastTick)
        for alert in AlertController.visible { alert.clickButton() }
        pump()
        return Double(StallMeter.worstGap) / 1_000_000
    }
}
