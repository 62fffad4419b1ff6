import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

extension GtkTestCase {
    /// Widens the window to the test screen's width (1260 px: the item's column is 900 px) and
    /// opens the first row of `list`, returning the page beside it.
    @MainActor
    func openFirstRowOnAWideWindow<Page: ViewController>(
        _ main: MainWindowController, list: TableViewController, as page: Page.Type
    ) throws -> Page {
        main.window.setDefaultSize(width: 1260, height: 900)
        let split = try XCTUnwrap(list.splitViewController)
        XCTAssertTrue(pump(until: { !split.isCollapsed && split.view.bounds.width > 1200 }))
        try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))).activate()
        return try XCTUnwrap(split.viewController(for: .secondary) as? Page)
    }

    /// Widens the window to 1000 px and returns `list`'s split view once it shows both columns,
    /// `emptyState` in the item's place.
    @MainActor
    func widen(_ main: MainWindowController, showing list: ViewController, emptyState: String) throws -> SplitViewController {
        main.window.setDefaultSize(width: 1000, height: 700)
        let split = try XCTUnwrap(list.splitViewController)
        XCTAssertTrue(pump(until: { !split.isCollapsed && split.view.bounds.width > 900 }))
        XCTAssertTrue(
            pump(until: { WidgetTree.visibleLabelTexts(under: split.view.widget).contains(emptyState) }),
            "before an item is chosen, “\(emptyState)” beside the list")
        return split
    }
}
