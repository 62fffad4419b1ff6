import Foundation
import SegueCore
import SegueTestFixtures
import XCTest

final class TaskRowTextTests: XCTestCase {
    func testAMegabyteOnOneLineIsShownAsABoundedPrefix() {
        let huge = String(repeating: "a", count: 1_000_000)
        let task = TaskItem(id: 1, position: 1, text: huge + "\nsecond line")
        XCTAssertEqual(task.firstLine.count, TaskItem.rowTextLimit + 1)
        XCTAssertTrue(task.firstLine.hasSuffix("…"))
        XCTAssertEqual(task.text.count, 1_000_000 + 12, "the task keeps all of it")
        XCTAssertEqual(TaskItem(id: 2, position: 2, text: "short\nmore").firstLine, "short")
    }

    /// The editor opens a task for editing up to a mebibyte and lines of 10,000 characters, and
    /// never one holding a NUL (GTK's buffer would cut it there); beyond, read-only with its start.
    func testTheEditorsLimitsAndTheReadOnlyPreview() {
        func selection(_ text: String) -> TaskSelection { TaskSelection(indexPath: IndexPath(indexes: [0, 0]), text: text, taskID: 1) }
        XCTAssertFalse(
            selection(String(repeating: String(repeating: "word ", count: 19) + "word\n", count: 10_000)).isTooLongToEdit,
            "a megabyte of ordinary lines")
        XCTAssertTrue(
            selection(String(repeating: String(repeating: "word ", count: 19) + "word\n", count: 10_500)).isTooLongToEdit, "over a mebibyte"
        )
        let lines = String(repeating: String(repeating: "x", count: 10_000) + "\n", count: 3)
        XCTAssertFalse(selection(lines).isTooLongToEdit, "lines of 10,000 characters")
        XCTAssertTrue(selection(lines + String(repeating: "é", count: 10_001)).isTooLongToEdit, "a line of 10,001")
        XCTAssertTrue(selection("before\u{0}after").isTooLongToEdit, "a NUL")
        XCTAssertEqual(selection("before\u{0}after").preview, "before")
        XCTAssertEqual(selection(String(repeating: "y", count: 6_000)).preview, String(repeating: "y", count: 5_000) + "…")
    }

    /// Embedding, override and isolate controls are left out of the line a row shows; direction
    /// marks and the stored text stay.
    func testADirectionOverrideCannotReverseTheLineShown() {
        XCTAssertEqual(TaskItem(id: 1, position: 1, text: "evil\u{202E}exe.live").firstLine, "evilexe.live")
        XCTAssertEqual(TaskItem(id: 1, position: 1, text: "a\u{2067}b\u{2069}\u{202A}c\u{202C}").firstLine, "abc")
        XCTAssertEqual(TaskItem(id: 1, position: 1, text: "שלום\u{200F} world").firstLine, "שלום\u{200F} world")
        XCTAssertEqual(TaskItem(id: 1, position: 1, text: "evil\u{202E}exe.live").text.unicodeScalars.count, 13)
    }
}
