import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A page holding a label and the bar under it, as an editable list's page does.
@MainActor
private final class BarPage: ViewController {
    let bar = UndoBar(actionTitle: "_Retry")
    override func loadView() {
        let page = Box(.vertical)
        page.append(Label("Above the bar"))
        page.append(bar)
        view = page
    }
}

/// A bar's message fits the window it is in, however long; a window never opens past the screen.
final class UndoBarTests: GtkTestCase {
    @MainActor
    func testALongMessageWrapsInsteadOfWideningTheWindow() async {
        let window = Window(application: nil)
        window.setDefaultSize(width: 480, height: 400)
        let page = BarPage()
        window.rootViewController = page
        let bar = page.bar
        window.present()
        pump()
        let path = "/home/someone/" + String(repeating: "a-very-long-folder-name/", count: 25) + "segue.sqlite3"
        bar.show("Your edit is kept but not saved yet: Segue cannot write its database “\(path)”: disk I/O error", action: {})
        XCTAssertTrue(pump(until: { gtk_widget_get_height(bar.widget) > 60 }), "the message wraps onto several lines")
        XCTAssertLessThanOrEqual(gtk_widget_get_width(window.widget), 480, "the window keeps its width")
        XCTAssertEqual(window.defaultSize.width, 480, "and remembers no other")
        window.close()
    }

    @MainActor
    func testARememberedSizeLargerThanTheScreenIsClampedToIt() async {
        let window = Window(application: nil)
        window.setDefaultSize(width: 5000, height: 4000)
        // `make test` runs under Xvfb with one 1280 × 1024 screen.
        XCTAssertEqual(window.defaultSize.width, 1280)
        XCTAssertEqual(window.defaultSize.height, 1024)
        window.setDefaultSize(width: 700, height: 500)
        XCTAssertEqual(window.defaultSize.width, 700, "a size that fits is kept")
        window.close()
    }
}
