import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// A row with an accessory view and an accessory: both are shown, in that order.
final class TableAccessoryViewTests: GtkTestCase {
    @MainActor
    func testACheckmarkAndADetailButtonShareARow() async {
        let cell = TableViewCell(text: "Walk the dog")
        let detail = Button(iconName: "document-edit-symbolic", accessibilityLabel: "Edit Walk the dog")
        cell.accessory = .checkmark
        cell.accessoryView = detail
        let children = Array(WidgetChildrenProbe.children(of: cell.contentView))
        XCTAssertTrue(children.contains { $0 == detail.widget }, "the accessory view is in the row")
        XCTAssertEqual(children.last.map { $0 == detail.widget }, false, "the accessory (check mark) comes after it")
        cell.accessory = .none
        XCTAssertEqual(WidgetChildrenProbe.children(of: cell.contentView).last, detail.widget, "changing the accessory keeps the view")
        cell.accessoryView = nil
        XCTAssertFalse(WidgetChildrenProbe.children(of: cell.contentView).contains { $0 == detail.widget })
    }

    @MainActor
    func testUIKitsAccessoryTypeNamesTheAccessoryAndADetailButtonIsNamed() async {
        let cell = TableViewCell(text: "Up")
        cell.accessoryType = .detailButton
        XCTAssertEqual(cell.accessory, .detailButton, "accessoryType is UIKit's name for the accessory")
        cell.accessoryAccessibleLabel = "Show details for Up"
        XCTAssertEqual(cell.accessoryButton?.accessibilityLabel, "Show details for Up", "a details button, named")
        cell.accessoryType = .disclosureIndicator
        XCTAssertNil(cell.accessoryButton)
    }
}
