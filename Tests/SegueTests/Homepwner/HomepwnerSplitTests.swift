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
        main.window.setDefaultSize(width: 1000, height: 700)
        let split = try XCTUnwrap(list.splitViewController)
        XCTAssertTrue(pump(until: { !split.isCollapsed && split.view.bounds.width > 900 }))
        XCTAssertTrue(
            pump(until: { WidgetTree.visibleLabelTexts(under: split.view.widget).contains("No Item Selected") }),
            "the empty state beside the list before an item is chosen")

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
        XCTAssertEqual(row.text, "Brass Desk Lamp", "the lamp's edit came back to the list")
        XCTAssertEqual(main.window.title, "Homepwner", "the list's title while both show")
    }
}
