import CGtk
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

/// Preferences through the real main window: each control changes the open demo at once, is
/// kept in GSettings and read back by the next launch.
final class PreferencesFlowTests: DemoFlowTestCase {
    /// The Preferences page on the main window's preferences, in a window of its own. (Presented
    /// modally, as Ctrl+comma does, it works — the screen-reader flow test_speech_preferences.py
    /// opens it so — but a modal window presented in this test process leaves the keyboard
    /// tests that run after it losing keys; the real app does not, measured with xdotool.)
    @MainActor
    private func openPreferences(over main: MainWindowController) throws -> PreferencesViewController {
        let page = PreferencesViewController(preferences: main.services.preferences)
        _ = presentInWindow(page)
        XCTAssertTrue(pump(until: { page.confirmSwitch.containsFocus }), "the first control has the focus")
        return page
    }

    @MainActor
    func testCountByAndTabPositionApplyAtOnceAndAreRestored() async throws {
        let (main, tabs) = try open(.countingTabs, as: CountingTabBarController.self)
        let page = try openPreferences(over: main)
        XCTAssertEqual(page.stepStepper.value, 1, "the seed counts by one")
        XCTAssertEqual(page.positionControl.selectedSegmentIndex, 0, "Bottom")
        for _ in 0..<2 { gtk_spin_button_spin(OpaquePointer(page.stepStepper.widget), GTK_SPIN_STEP_FORWARD, 0) }
        let top = try XCTUnwrap(WidgetTree.toggleButton(labelled: "Top", under: page.positionControl.widget))
        gtkkit_signal_emit_simple(UnsafeMutableRawPointer(top), "clicked")

        try XCTUnwrap(tabs.viewControllers?.first as? CountingSceneViewController).countButton.click()
        XCTAssertEqual(tabs.logic.firstCount, 3, "Count by 3, at once")
        XCTAssertEqual(tabs.placement, .top)
        let tabBox = try XCTUnwrap(gtk_widget_get_parent(tabs.switcher.widget))
        let first = try XCTUnwrap(gtk_widget_get_first_child(tabBox))
        XCTAssertTrue(Bool(gboolean: gtkkit_is_a(first, gtk_stack_switcher_get_type())), "the tabs moved above the scenes")

        main.window.close()
        let (_, again) = try open(.countingTabs, as: CountingTabBarController.self)
        XCTAssertEqual(again.placement, .top, "restored at the next launch")
        XCTAssertEqual(again.logic.step, 3)
    }

    @MainActor
    func testResetWithoutConfirmationResetsAtOnceAndUndoes() async throws {
        let (main, tabs) = try open(.countingTabs, as: CountingTabBarController.self)
        try XCTUnwrap(tabs.viewControllers?.first as? CountingSceneViewController).countButton.click()
        pump() // the count is its own undo step
        let page = try openPreferences(over: main)
        gtk_widget_activate(page.confirmSwitch.widget) // what Space does
        XCTAssertFalse(main.services.preferences.confirmsReset)
        tabs.resetButton.click()
        XCTAssertEqual(tabs.logic.firstCount, 0, "no question asked")
        XCTAssertNil(tabs.presentedViewController)
        pump()
        main.window.undo()
        XCTAssertEqual(tabs.logic.firstCount, 1, "Reset is still undoable")
    }

    @MainActor
    func testThumbnailSizeRedrawsHomepwnersRows() async throws {
        let (main, list) = try open(.homepwner, as: HomepwnerViewController.self)
        let before = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? HomepwnerItemCell)
        XCTAssertEqual(before.thumbnailDrawnSide, 40)
        let page = try openPreferences(over: main)
        XCTAssertEqual(page.sizeSlider.value, 40)
        for _ in 0..<3 {
            gtkkit_signal_emit_scroll(UnsafeMutableRawPointer(page.sizeSlider.widget), "move-slider", GTK_SCROLL_PAGE_FORWARD)
        }
        XCTAssertTrue(pump(until: { main.services.preferences.thumbnailSize > 40 }), "kept once the knob rests")
        let size = main.services.preferences.thumbnailSize
        XCTAssertTrue(
            pump(until: {
                (list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? HomepwnerItemCell)?.thumbnailDrawnSide == size
            }), "the rows drawn again at \(size)")
    }
}
