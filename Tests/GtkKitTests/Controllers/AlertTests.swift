import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

final class AlertTests: GtkTestCase {
    @MainActor
    func testAlertShowsItsTextsTakesFocusAndReturnsIt() async throws {
        try skipUnlessWindowsBecomeActive()
        let window = Window(application: nil)
        let button = Button(label: "Origin")
        gtk_window_set_child(window.pointer(), button.widget)
        window.present()
        pump()
        XCTAssertTrue(button.grabFocus())

        var dismissed = false
        let alert = Alert(title: "Title", message: "Message", cancelButtonTitle: "OK")
        alert.present(over: button) { dismissed = true }
        pump()
        XCTAssertTrue(window.hasModalDialog)
        XCTAssertTrue(Alert.visible.contains { $0 === alert })
        XCTAssertFalse(button.hasFocus)

        alert.clickButton()
        pump()
        XCTAssertTrue(dismissed)
        XCTAssertFalse(alert.isVisible)
        XCTAssertFalse(window.hasModalDialog)
        XCTAssertEqual(button.focusInRoot, button.widget, "focus returns to the widget that had it")
    }

    @MainActor
    func testAnAlertDestroyedWithItsWindowIsForgotten() async {
        let window = Window(application: nil)
        let button = Button(label: "Origin")
        gtk_window_set_child(window.pointer(), button.widget)
        window.present()
        pump()
        let alert = Alert(title: "Title", message: "Message", cancelButtonTitle: "OK")
        alert.present(over: button)
        pump()
        XCTAssertTrue(alert.isVisible)
        gtk_window_destroy(window.pointer())
        pump()
        XCTAssertFalse(alert.isVisible, "the alert goes with its parent window")
        XCTAssertFalse(Alert.visible.contains { $0 === alert })
    }
}
