import Foundation
import GtkKitTestSupport
import XCTest

/// `MainLoop.onUnixSignal(_:deadline:_:)`, seen as a session manager sees it: the process ends
/// after SIGTERM even while its main loop is stuck, and quits normally when it is not.
final class SignalDeadlineTests: XCTestCase {
    func testAMainLoopStuckInWorkStillEndsSoonAfterSIGTERM() throws {
        let result = try ChildProcess.run(BuildProducts.executable("MainQueueProbe"), arguments: ["--sigterm-while-blocked"], timeout: 30)
        XCTAssertEqual(result.status, SIGALRM, "ended by the deadline, not after the minute of work: \(result.output)")
        XCTAssertFalse(result.output.contains("handled SIGTERM"))
    }

    func testAnAnsweringMainLoopRunsTheHandlerAndNoAlarmFollows() throws {
        let result = try ChildProcess.run(BuildProducts.executable("MainQueueProbe"), arguments: ["--sigterm-while-idle"], timeout: 30)
        XCTAssertEqual(result.status, 3, result.output)
        XCTAssertTrue(result.output.contains("handled SIGTERM"), result.output)
    }
}
