import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

/// Every demo fits a 360-px phone screen: the window's narrowest width, header and page together,
/// is no more than 360 logical pixels, so nothing is cut off and nothing scrolls sideways.
final class NarrowWindowTests: DemoFlowTestCase {
    @MainActor
    private func minimumWidth(_ widget: View) -> Int {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(widget.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return Int(minimum)
    }

    @MainActor
    func testEveryDemoFitsA360PixelWindow() async throws {
        for demo in Demo.allCases {
            let (main, _) = try open(demo, as: ViewController.self)
            main.window.setDefaultSize(width: 360, height: 640)
            _ = pump(until: { self.minimumWidth(main.window) <= 360 }) // pages narrow once they learn the size class
            let page = main.navigation.topViewController.view
            XCTAssertLessThanOrEqual(
                minimumWidth(main.window), 360,
                "\(demo): the window needs \(minimumWidth(main.window)) px (header \(minimumWidth(main.navigation.headerBar)), page \(minimumWidth(page)))"
            )
            main.window.close()
            pump()
            Self.forgetSavedPages()
        }
    }

    @MainActor
    func testHomepwnersGridFitsA360PixelWindow() async throws {
        let (main, list) = try open(.homepwner, as: HomepwnerViewController.self)
        defer {
            list.preferences.homepwnerLayout = .list
            main.window.close()
            pump()
            Self.forgetSavedPages()
        }
        list.preferences.homepwnerLayout = .grid
        main.window.setDefaultSize(width: 360, height: 640)
        _ = pump(until: { self.minimumWidth(main.window) <= 360 && !list.grid.visibleCells.isEmpty })
        XCTAssertLessThanOrEqual(
            minimumWidth(main.window), 360, "the window needs \(minimumWidth(main.window)) px (grid \(minimumWidth(list.grid)))")
        XCTAssertTrue(list.grid.isDrawable, "the grid is shown")
        let width = list.grid.bounds.width
        XCTAssertGreaterThan(list.grid.visibleCells.count, 1)
        for cell in list.grid.visibleCells {
            XCTAssertLessThanOrEqual(cell.frame.maxX, width, "a tile inside the \(width)-px grid: \(cell.frame)")
        }
    }
}
