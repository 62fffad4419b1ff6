import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

/// The main window's desktop conventions: remembered size, the primary menu, Ctrl+W.
final class AppWindowTests: DemoFlowTestCase {
    @MainActor
    func testTheWindowReopensAtItsLastSize() async throws {
        let (first, _) = try open(.disclosureButtons, as: DisclosureButtonsViewController.self)
        let settings = try XCTUnwrap(first.settings, "the GSettings schema is compiled into .build/schemas by make")
        // Put the defaults back whatever happens, so no later test or launch inherits this size.
        defer {
            settings.setInteger("window-width", 480)
            settings.setInteger("window-height", 640)
        }
        settings.setInteger("window-width", 480)
        first.window.setDefaultSize(width: 700, height: 500)
        pump()
        first.window.close()
        pump()
        XCTAssertEqual(settings.integer("window-width"), 700)
        XCTAssertEqual(settings.integer("window-height"), 500)

        let (second, _) = try open(.disclosureButtons, as: DisclosureButtonsViewController.self)
        XCTAssertEqual(second.window.defaultSize.width, 700)
        XCTAssertEqual(second.window.defaultSize.height, 500)
    }

    @MainActor
    func testThePrimaryMenuIsNamedAndCtrlWClosesTheWindow() async throws {
        let (main, _) = try open(.disclosureButtons, as: DisclosureButtonsViewController.self)
        let menu = WidgetTree.all(under: main.window.widget).first { gtkkit_is_a($0, gtk_menu_button_get_type()) != 0 }
        let wrapper = try XCTUnwrap(menu.flatMap { Object.wrapper(of: UnsafeMutableRawPointer($0)) as? View })
        XCTAssertEqual(wrapper.accessibilityLabel, "Main Menu")
        // Without a GtkApplication the accelerator table is the app's; activate the action as Ctrl+W does.
        XCTAssertNotEqual(gtk_widget_activate_action_variant(main.window.widget, "win.close", nil), 0)
        pump()
        XCTAssertFalse(main.isOpen)
    }
}
