import Foundation
import XCTest

@testable import Segue

extension DemoFlowTestCase {
    /// The task list's built row at `row`, as a task cell (the Tasks flows' one look-up).
    @MainActor
    func cell(_ row: Int, of tasks: TasksViewController) throws -> TaskCell {
        try XCTUnwrap(tasks.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? TaskCell)
    }
}
