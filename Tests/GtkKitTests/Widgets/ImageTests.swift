import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's ways to name an image: SF Symbols names on GNOME's symbolic icons, and images named
/// by resource path or icon name.
final class ImageTests: GtkTestCase {
    @MainActor
    func testEverySystemNameIsAnIconTheThemeHas() async throws {
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
        let missing = Image.systemNameIcons.filter { !Bool(gboolean: gtk_icon_theme_has_icon(theme, $0.value)) }
        XCTAssertEqual(missing, [:], "the icon theme lacks these")
        XCTAssertGreaterThanOrEqual(Image.systemNameIcons.count, 60)
    }

    @MainActor
    func testSystemNamesFilledVariantsAndUnknownNames() async throws {
        XCTAssertNotNil(Image(systemName: "trash"))
        XCTAssertEqual(Image.iconName(forSystemName: "trash"), "user-trash-symbolic")
        XCTAssertEqual(Image.iconName(forSystemName: "star.fill"), "starred-symbolic", "a filled form of its own")
        XCTAssertEqual(Image.iconName(forSystemName: "trash.fill"), "user-trash-symbolic", "no filled form: the plain icon")
        XCTAssertNil(Image(systemName: "no.such.symbol"), "nil, as UIKit answers for a symbol it does not have")
        let image = try XCTUnwrap(Image(systemName: "magnifyingglass"))
        XCTAssertEqual(String(cString: gtk_image_get_icon_name(OpaquePointer(image.widget))), "system-search-symbolic")
    }

    @MainActor
    func testNamedImagesComeFromResourcesOrTheIconTheme() async throws {
        XCTAssertNotNil(Image(named: "user-trash-symbolic"), "an icon the theme has")
        XCTAssertNil(Image(named: "no-such-icon-anywhere"))
        let path = "/org/gtk/libgtk/icons/scalable/status/process-working-symbolic.svg"
        let resource = try XCTUnwrap(Image(named: path), "GTK's own bundle is registered in every GTK app")
        XCTAssertEqual(gtk_image_get_storage_type(OpaquePointer(resource.widget)), GTK_IMAGE_PAINTABLE, "loaded from the bundle")
        XCTAssertNil(Image(named: "/org/example/no/such.png"))
    }
}
