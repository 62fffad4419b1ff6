import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

/// Homepwner on a wide window: the item's page beside the list, an edit passed back when another
/// item is chosen, and the same item chosen again keeping the page the user is typing in.
final class HomepwnerSplitTests: DemoFlowTestCase {
    @MainActor
    func testBesideTheListAnEditIsPassedBackWhenAnotherItemIsChosen() async throws {
        let (main, list) = try open(.homepwner, as: HomepwnerViewController.self)
        let split = try widen(main, showing: list, emptyState: "No Item Selected")

        try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))).activate()
        let lamp = try XCTUnwrap(split.viewController(for: .secondary) as? HomepwnerItemDetailViewController)
        XCTAssertTrue(main.shows(list), "nothing pushed")
        XCTAssertTrue(pump(until: { lamp.nameField.containsFocus }), "the keyboard in the name field")
        lamp.nameField.text = "Brass Desk Lamp"

        // The same item again: the page the user is typing in stays (a new one would be made
        // from the stored item and write the old name back over the edit).
        try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))).activate()
        XCTAssertTrue(split.viewController(for: .secondary) === lamp)
        XCTAssertEqual(lamp.nameField.text, "Brass Desk Lamp")

        try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))).activate()
        let mug = try XCTUnwrap(split.viewController(for: .secondary) as? HomepwnerItemDetailViewController)
        XCTAssertFalse(mug === lamp)
        XCTAssertEqual(mug.nameField.text, "Coffee Mug")
        let row = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? HomepwnerItemCell)
        XCTAssertEqual(row.nameLabel.text, "Brass Desk Lamp", "the lamp's edit came back to the list")
        XCTAssertEqual(main.window.title, "Homepwner", "the list's title while both show")
    }

    /// Found by the bus test of the split demos: after a collapse, the name field's text was all
    /// selected (GTK selects a field's text when it takes the focus), then its cursor was back
    /// at the start — the next key typed replaced the name, or went before it.
    @MainActor
    func testANameFieldKeepsItsCursorAcrossACollapseAndAnExpansion() async throws {
        let (main, list) = try open(.homepwner, as: HomepwnerViewController.self)
        let split = try widen(main, showing: list, emptyState: "No Item Selected")
        try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))).activate()
        let mug = try XCTUnwrap(split.viewController(for: .secondary) as? HomepwnerItemDetailViewController)
        XCTAssertTrue(pump(until: { mug.nameField.containsFocus }))
        mug.nameField.text = "Coffee Mug XL"
        mug.nameField.selectedOffsets = 6..<6 // after "Coffee"

        main.window.setDefaultSize(width: 480, height: 640)
        XCTAssertTrue(pump(until: { split.isCollapsed && main.navigation.topViewController === mug }))
        XCTAssertTrue(pump(until: { mug.nameField.containsFocus }), "the field keeps the focus")
        XCTAssertEqual(mug.nameField.selectedOffsets, 6..<6, "and its cursor, nothing selected")

        mug.nameField.selectedOffsets = 7..<10 // "Mug" selected
        main.window.setDefaultSize(width: 1000, height: 700)
        XCTAssertTrue(pump(until: { !split.isCollapsed && mug.nameField.containsFocus }))
        XCTAssertEqual(mug.nameField.selectedOffsets, 7..<10, "a selection is kept too")
        main.window.setDefaultSize(width: 480, height: 640)
    }

    @MainActor
    func testOnAWideWindowTheItemsPageKeepsAReadableWidth() async throws {
        let (main, list) = try open(.homepwner, as: HomepwnerViewController.self)
        let item = try openFirstRowOnAWideWindow(main, list: list, as: HomepwnerItemDetailViewController.self)
        XCTAssertTrue(pump(until: { item.nameField.bounds.width > 0 }))
        let left = item.nameField.convert(Point(x: 0, y: 0), to: item.view).x
        let right = item.nameField.convert(Point(x: item.nameField.bounds.width, y: 0), to: item.view).x
        let column = (start: (item.view.bounds.width - 600) / 2, end: (item.view.bounds.width + 600) / 2)
        XCTAssertGreaterThanOrEqual(left, column.start - 1, "the form is centred, not stretched from the page's edge")
        XCTAssertLessThanOrEqual(right, column.end + 1, "and no wider than 600 px: \(left)–\(right) in \(item.view.bounds.width)")
        main.window.setDefaultSize(width: 480, height: 640)
    }
}
