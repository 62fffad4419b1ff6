import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

/// The Counting Tabs demo through the real main window, against a private data folder.
final class CountingTabsFlowTests: DemoFlowTestCase {
    @MainActor
    private func scene(_ index: Int, of tabs: CountingTabBarController) throws -> CountingSceneViewController {
        try XCTUnwrap((tabs.viewControllers ?? [])[index] as? CountingSceneViewController)
    }

    private static let expected = "First: 2\nSecond: 0\nThird: 1"

    @MainActor
    func testCountTwiceInFirstOnceInThirdUpdatesEveryLabelAndBadgeAndSurvivesARestart() async throws {
        let (main, tabs) = try open(.countingTabs, as: CountingTabBarController.self)
        XCTAssertEqual(main.window.title, "Counting Tabs")
        XCTAssertEqual((tabs.viewControllers ?? []).map { $0.title ?? "" }, ["First", "Second", "Third"])
        XCTAssertEqual(try scene(0, of: tabs).outputLabel.text, "First: 0\nSecond: 0\nThird: 0")

        try XKeyboard.press("alt+c", inWindowTitled: "Counting Tabs") // the Count button's mnemonic
        XCTAssertTrue(pump(until: { tabs.logic.firstCount == 1 }))
        try scene(0, of: tabs).countButton.click()
        try XKeyboard.press("alt+3", inWindowTitled: "Counting Tabs")
        XCTAssertTrue(pump(until: { tabs.selectedIndex == 2 }))
        try XKeyboard.press("alt+c", inWindowTitled: "Counting Tabs")
        XCTAssertTrue(pump(until: { tabs.logic.thirdCount == 1 }))

        for index in 0..<3 {
            tabs.select(index: index)
            XCTAssertEqual(try scene(index, of: tabs).outputLabel.text, Self.expected, "scene \(index)")
            XCTAssertTrue(try scene(index, of: tabs).outputLabel.isDrawable)
        }
        XCTAssertEqual(tabs.badgeText(at: 0), "2")
        XCTAssertNil(tabs.badgeText(at: 1))
        XCTAssertEqual(tabs.badgeText(at: 2), "1")

        main.window.close()
        pump()
        let (_, relaunched) = try open(.countingTabs, as: CountingTabBarController.self)
        XCTAssertEqual(try scene(0, of: relaunched).outputLabel.text, Self.expected)
        XCTAssertEqual(relaunched.badgeText(at: 0), "2")
        XCTAssertEqual(relaunched.badgeText(at: 2), "1")
    }

    /// The seed's lesson: a scene works out its own badge from its own tab item (string → integer
    /// → + 1 → string, `intValue`-style) and reaches the counts through its tab bar controller.
    @MainActor
    func testASceneIncrementsItsOwnBadgeFromItsTabItem() async throws {
        let (main, tabs) = try open(.countingTabs, as: CountingTabBarController.self)
        let second = try scene(1, of: tabs)
        second.tabBarItem.badgeValue = "41 new" // whatever the item shows; intValue reads 41
        second.countButton.click()
        XCTAssertEqual(second.tabBarItem.badgeValue, "42")
        XCTAssertEqual(tabs.badgeText(at: 1), "42", "the tab shows the scene's item")
        XCTAssertEqual(tabs.secondCount, 1, "the counter lives in the tab bar controller")
        XCTAssertEqual(second.outputLabel.text, "First: 0\nSecond: 1\nThird: 0")
        main.window.close()
        pump()
        let (_, relaunched) = try open(.countingTabs, as: CountingTabBarController.self)
        XCTAssertEqual(relaunched.badgeText(at: 1), "42", "the badge is kept with the count")
    }

    @MainActor
    func testResetAsksFirstAtItsButtonThenClearsCountsAndBadges() async throws {
        try skipUnlessPopoversShow()
        let (main, tabs) = try open(.countingTabs, as: CountingTabBarController.self)
        try scene(1, of: tabs).countButton.click()
        XCTAssertEqual(tabs.badgeText(at: 1), "1")
        tabs.resetButton.click()
        let sheet = try XCTUnwrap(tabs.presentedViewController as? AlertController)
        XCTAssertTrue(pump(until: { sheet.view.isDrawable }))
        XCTAssertEqual(sheet.title, "Reset all counts?")
        XCTAssertFalse(main.window.hasModalDialog, "an action sheet at the button: a popover, not a dialog")
        // Closed without a choice (Escape, a click outside): the counts stay.
        let popover = try XCTUnwrap(gtk_widget_get_ancestor(sheet.view.widget, gtk_popover_get_type()))
        gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
        XCTAssertTrue(pump(until: { tabs.presentedViewController == nil }))
        XCTAssertEqual(tabs.logic.secondCount, 1, "closing the sheet keeps the counts")

        tabs.resetButton.click()
        let again = try XCTUnwrap(tabs.presentedViewController as? AlertController)
        XCTAssertTrue(pump(until: { again.view.isDrawable }))
        let reset = try XCTUnwrap(again.actions.first { $0.title == "Reset" }?.button, "the sheet's Reset button")
        XCTAssertTrue(reset.hasFocus, "the focus is on Reset, so Enter or Space resets")
        reset.click()
        XCTAssertTrue(pump(until: { tabs.logic.secondCount == 0 }))
        XCTAssertEqual(try scene(0, of: tabs).outputLabel.text, "First: 0\nSecond: 0\nThird: 0")
        XCTAssertNil(tabs.badgeText(at: 1))
        XCTAssertTrue(tabs.resetButton.hasFocus, "the focus goes back to Reset")
    }

    /// A count the store refuses still counts on screen; the bar under the tabs says it is not
    /// saved yet (no dialog to dismiss between presses), and Retry writes it.
    @MainActor
    func testARefusedCountStillCountsAndIsSavedOnRetry() async throws {
        let (main, tabs) = try open(.countingTabs, as: CountingTabBarController.self)
        let database = main.services.store().0.database
        try database.execute("PRAGMA query_only = 1")
        try scene(0, of: tabs).countButton.click()
        try scene(0, of: tabs).countButton.click()
        XCTAssertEqual(try scene(0, of: tabs).outputLabel.text, "First: 2\nSecond: 0\nThird: 0")
        XCTAssertEqual(tabs.badgeText(at: 0), "2")
        XCTAssertTrue(AlertController.visible.isEmpty, "\(AlertController.visible.map { $0.title ?? "" })")
        XCTAssertTrue(tabs.unsavedEdits.isShowing)

        try database.execute("PRAGMA query_only = 0")
        tabs.unsavedEdits.retry()
        XCTAssertFalse(tabs.unsavedEdits.isShowing)
        let stored = try CountingLogic(repository: CountingRepository(database: database))
        XCTAssertEqual(stored.firstCount, 2)
    }
}
