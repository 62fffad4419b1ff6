import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

/// The task's text beside the list on a wide window keeps lines a reader can follow.
final class TasksReadableWidthTests: DemoFlowTestCase {
    @MainActor
    func testOnAWideWindowTheTasksTextKeepsAReadableWidth() async throws {
        let (main, list) = try open(.tasks, as: TasksViewController.self)
        let task = try openFirstRowOnAWideWindow(main, list: list, as: TaskDetailViewController.self)
        let split = try XCTUnwrap(list.splitViewController)
        XCTAssertTrue(pump(until: { task.textView.bounds.width > 0 && task.view.bounds.width > 700 }), "\(task.view.bounds)")
        let left = task.textView.convert(Point(x: 0, y: 0), to: task.view).x
        let width = task.textView.bounds.width
        XCTAssertEqual(width, 600, accuracy: 1, "the text is 600 px wide in a \(task.view.bounds.width)-px column")
        XCTAssertEqual(left + width / 2, task.view.bounds.width / 2, accuracy: 2, "and centred")
        XCTAssertTrue(task.textView.containsFocus, "the keyboard in the text")

        main.window.setDefaultSize(width: 480, height: 640)
        XCTAssertTrue(
            pump(until: { split.isCollapsed && main.navigation.topViewController === task && task.view.bounds.width < 600 }),
            "\(task.view.bounds)")
        XCTAssertTrue(
            pump(until: { task.textView.bounds.width == task.view.bounds.width }),
            "narrow, the text takes the page's width: \(task.textView.bounds)")
    }
}
