import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// `navigationItem` and its bar button items, as the header shows them.
final class NavigationItemTests: GtkTestCase {
    @MainActor
    func testSystemItemsAreDrawnAndNamedAsGNOMEAppsDoAndChangesShowAtOnce() async {
        let log = EventLog()
        let form = RecordingViewController("Form", log: log)
        let navigation = NavigationController(rootViewController: form)
        let window = presentInWindow(navigation)
        var cancelled = 0
        let cancel = BarButtonItem(systemItem: .cancel) { cancelled += 1 }
        let done = BarButtonItem(systemItem: .done) {}
        let add = BarButtonItem(systemItem: .add) {}
        form.navigationItem.leftBarButtonItem = cancel
        form.navigationItem.rightBarButtonItems = [done, add] // UIKit's order: the first is outermost
        XCTAssertTrue(cancel.view.isDrawable && done.view.isDrawable && add.view.isDrawable, "shown at once")
        XCTAssertEqual(cancel.button?.label, "_Cancel")
        XCTAssertTrue(done.view.hasCSSClass("suggested-action"), "Done is the suggested action")
        XCTAssertEqual(add.view.accessibilityLabel, "Add", "an icon-only item has a name")
        // Left to right in the header's end box: Add, then Done at the outer edge.
        XCTAssertEqual(gtk_widget_get_next_sibling(add.view.widget), done.view.widget, "the first right item is the outermost")
        cancel.button?.click()
        XCTAssertEqual(cancelled, 1)
        done.isEnabled = false
        XCTAssertFalse(done.view.isEnabled)

        form.navigationItem.title = "New Form"
        XCTAssertEqual(window.title, "New Form", "the item's title wins over the controller's")
        form.navigationItem.rightBarButtonItems = []
        XCTAssertFalse(done.view.isDrawable, "removed at once")

        form.navigationItem.backButtonTitle = "Forms"
        navigation.pushViewController(RecordingViewController("Detail", log: log), animated: false)
        XCTAssertEqual(navigation.backButton.label, "Forms", "the page below names the way back")
        XCTAssertEqual(navigation.backButton.accessibilityLabel, "Back")
        navigation.popViewController(animated: false)
    }
}
