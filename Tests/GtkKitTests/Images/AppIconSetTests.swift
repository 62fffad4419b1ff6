import CGtk
import GtkKitTestSupport
import XCTest

@testable import GtkKit

/// An asset catalog's app icon set offered to GTK as the app's icon.
final class AppIconSetTests: GtkTestCase {
    @MainActor
    func testTheLargestImageOfTheSetBecomesEveryWindowsIcon() async throws {
        let set = try XCTUnwrap(AssetCatalog.set(named: "AppIcon", kind: "appiconset", in: .module))
        XCTAssertEqual(
            AppIconSet.largestImage(in: set).map { ($0 as NSString).lastPathComponent }, "icon-120.png",
            "60 pt at 2x beats 64 pt at 1x and 20 pt at 2x; the empty marketing slot has no file")
        let id = "io.github.gtkkit.AppIconSetTests"
        XCTAssertTrue(AppIconSet.install(in: .module, id: id))
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
        XCTAssertTrue(Bool(gboolean: gtk_icon_theme_has_icon(theme, id)), "the theme finds the app's icon by its ID")
        XCTAssertEqual(gtk_window_get_default_icon_name().map { String(cString: $0) }, id)
        XCTAssertFalse(AppIconSet.install(named: "Nothing", in: .module, id: id), "no such set: nothing offered")
    }
}
