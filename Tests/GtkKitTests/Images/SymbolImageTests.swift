import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's SF Symbols pictures, symbol configurations and rendering modes, checked on what GTK
/// paints and what the accessibility bus says: templates drawn in the tint colour, originals in
/// their own, pictures on tabs and bar buttons.
final class SymbolImageTests: GtkTestCase {
    /// A `side`-pixel square filled with `color`, drawn in code.
    @MainActor
    private func square(_ color: Color, side: Double = 40) -> Bitmap {
        GraphicsImageRenderer(size: Size(width: side, height: side)).image { context in
            color.setFill()
            context.fill(Rect(x: 0, y: 0, width: side, height: side))
        }
    }

    @MainActor
    func testASymbolIsATemplateDrawnAtItsConfiguredSize() async throws {
        let star = try XCTUnwrap(Bitmap(systemName: "star.fill"))
        XCTAssertTrue(star.isSymbolImage)
        XCTAssertTrue(star.isTemplate, "a symbol is a template unless made otherwise")
        XCTAssertEqual(star.systemName, "star.fill")
        XCTAssertEqual(star.size, Size(width: 16, height: 16), "body text's 17 points: GNOME's 16-pixel icon")
        XCTAssertNil(Bitmap(systemName: "no.such.symbol"), "nil for a symbol not there, as UIKit's")

        let big = try XCTUnwrap(Bitmap(systemName: "star.fill", withConfiguration: .init(pointSize: 34, weight: .bold)))
        XCTAssertEqual(big.size, Size(width: 32, height: 32))
        XCTAssertEqual(big.symbolConfiguration?.weight, .bold)
        let large = star.withConfiguration(.init(scale: .large))
        XCTAssertEqual(large.size, Size(width: 21, height: 21), "UIKit's large scale, about a third larger")
        let merged = try XCTUnwrap(big.applyingSymbolConfiguration(.init(scale: .small)))
        XCTAssertEqual(merged.symbolConfiguration?.pointSize, 34, "the point size kept")
        XCTAssertEqual(merged.symbolConfiguration?.scale, .small)

        let original = star.withRenderingMode(.alwaysOriginal)
        XCTAssertFalse(original.isTemplate)
        XCTAssertEqual(original.size, star.size)
        let photo = square(Color(red: 0, green: 1, blue: 0))
        XCTAssertFalse(photo.isTemplate, "a picture is drawn as it is by default")
        XCTAssertTrue(photo.withRenderingMode(.alwaysTemplate).isTemplate)
        XCTAssertNil(photo.applyingSymbolConfiguration(.init(pointSize: 20)), "no symbol, nil, as UIKit's")
    }

    @MainActor
    func testAnImageViewDrawsATemplateInItsTintAndAnOriginalInItsOwnColours() async throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let symbol = ImageView(image: Bitmap(systemName: "stop.fill"))
        symbol.tintColor = red
        let template = ImageView(image: square(Color(red: 0, green: 1, blue: 0)).withRenderingMode(.alwaysTemplate))
        template.tintColor = red
        let original = ImageView(image: square(Color(red: 0, green: 1, blue: 0)))
        original.tintColor = red
        let tinted = ImageView(image: square(Color(red: 0, green: 1, blue: 0)).withTintColor(Color(red: 0, green: 0, blue: 1)))
        let window = presentSwatches([symbol, template, original, tinted], width: 400, height: 100)
        defer { window.close() }
        XCTAssertTrue(
            pump(until: { self.pixel(of: symbol, x: 50, y: 50) == [255, 0, 0, 255] }), "the symbol: \(pixel(of: symbol, x: 50, y: 50))")
        XCTAssertEqual(pixel(of: template, x: 50, y: 50), [255, 0, 0, 255], "a template picture: its shape in the tint")
        XCTAssertEqual(pixel(of: original, x: 50, y: 50), [0, 255, 0, 255], "an original: its own colour")
        XCTAssertEqual(pixel(of: tinted, x: 50, y: 50), [0, 0, 255, 255], "withTintColor: that colour, whatever the tint")

        symbol.tintColor = Color(red: 0, green: 0, blue: 1)
        XCTAssertTrue(
            pump(until: { self.pixel(of: symbol, x: 50, y: 50) == [0, 0, 255, 255] }), "a new tint: \(pixel(of: symbol, x: 50, y: 50))")
        template.tintColor = nil
        XCTAssertTrue(pump(until: { self.pixel(of: template, x: 50, y: 50)[0] < 128 }), "no tint: the light theme's dark text colour")
        setDarkStyle(true)
        defer { setDarkStyle(false) }
        XCTAssertTrue(
            pump(until: { self.pixel(of: template, x: 50, y: 50)[0] > 128 }),
            "under a dark style, its light text colour: \(pixel(of: template, x: 50, y: 50))")
    }

    @MainActor
    func testATintSetAroundAnImageViewReachesItsTemplate() async throws {
        let symbol = ImageView(image: Bitmap(systemName: "stop.fill"))
        let around = StackView(arrangedSubviews: [symbol])
        let window = presentSwatches([around], width: 100, height: 100)
        defer { window.close() }
        XCTAssertTrue(pump(until: { self.pixel(of: symbol, x: 50, y: 50)[3] == 255 }), "drawn: \(pixel(of: symbol, x: 50, y: 50))")
        around.tintColor = Color(red: 0, green: 0.5, blue: 0)
        XCTAssertTrue(pump(until: { self.pixel(of: symbol, x: 50, y: 50) == [0, 128, 0, 255] }), "\(pixel(of: symbol, x: 50, y: 50))")
    }

    @MainActor
    func testTabsAndBarButtonsShowSymbolsAndAreNamedByTheirTitles() async throws {
        let favourites = ViewController()
        favourites.tabBarItem = TabBarItem(tabBarSystemItem: .favorites, tag: 7)
        let photos = ViewController()
        let album = NavigationController(rootViewController: photos)
        album.tabBarItem = TabBarItem(title: "Photos", image: Bitmap(systemName: "photo"), tag: 2)
        var added = 0
        photos.navigationItem.rightBarButtonItem = BarButtonItem(
            image: Bitmap(systemName: "plus"), primaryAction: Action(title: "Add Photo") { _ in added += 1 })
        let tabs = TabBarController()
        tabs.setViewControllers([favourites, album])
        let window = presentInWindow(tabs)
        XCTAssertEqual(favourites.tabBarItem.title, "Favorites")
        XCTAssertEqual(favourites.tabBarItem.iconName, "starred-symbolic")
        XCTAssertEqual(favourites.tabBarItem.tag, 7)
        XCTAssertEqual(album.tabBarItem.iconName, "image-x-generic-symbolic", "a symbol on a tab is its icon")
        XCTAssertTrue(pump(until: { tabs.view.bounds.width > 0 }))
        tabs.selectedIndex = 1
        XCTAssertTrue(pump(until: { photos.view.bounds.width > 0 }))
        let title = String(cString: gtk_window_get_title(window.pointer()))
        let names = try AccessibilityBus.describe(windowTitled: title).map(\.name)
        XCTAssertTrue(names.contains { $0.hasPrefix("Favorites") }, "\(names)")
        XCTAssertTrue(names.contains { $0.hasPrefix("Photos") }, "\(names)")
        XCTAssertTrue(names.contains("Add Photo"), "a bar button showing a symbol, named by its action: \(names)")
        let add = try XCTUnwrap(photos.navigationItem.rightBarButtonItem?.view)
        try XKeyboard.click(on: add, inWindowTitled: title)
        XCTAssertTrue(pump(until: { added == 1 }), "the click runs the action")
        window.close()
    }
}
