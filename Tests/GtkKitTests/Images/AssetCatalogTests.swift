import GtkKit
import GtkKitTestSupport
import XCTest

/// Asset catalogs as Xcode keeps them (Tests/GtkKitTests/Storyboards/Assets.xcassets): image sets
/// picked for the display's scale and the desktop's style, colour sets that follow the style.
final class AssetCatalogTests: GtkTestCase {
    @MainActor
    func testAnImageSetGivesTheFileForTheDisplaysScaleAndStyle() async throws {
        // The test display's scale is 1: the 1x file (8 × 4), not the 2x one (16 × 8).
        let badge = try XCTUnwrap(Bitmap(named: "badge", in: .module))
        XCTAssertEqual([badge.width, badge.height], [8, 4])
        XCTAssertEqual(badge.scale, 1)
        XCTAssertEqual(badge.size, Size(width: 8, height: 4))
        XCTAssertEqual(badge.assetName, "badge")
        // A set in a folder that provides a namespace, by its full name; one file with no scale.
        let star = try XCTUnwrap(Bitmap(named: "Icons/star", in: .module))
        XCTAssertEqual([star.width, star.height, Int(star.scale)], [20, 10, 1])
        XCTAssertNil(Bitmap(named: "no such picture", in: .module), "nil, as UIKit answers")

        setDarkStyle(true)
        defer { setDarkStyle(false) }
        let dark = try XCTUnwrap(Bitmap(named: "badge", in: .module))
        XCTAssertEqual([dark.width, dark.height], [12, 6], "the dark appearance's file under a dark style")
        XCTAssertEqual(try XCTUnwrap(Bitmap(named: "Icons/star", in: .module)).width, 20, "a set with no dark file keeps its own")
    }

    @MainActor
    func testAButtonShowingAnImageAloneTakesItsSize() async throws {
        let button = Button(type: .custom)
        let star = try XCTUnwrap(Bitmap(named: "Icons/star", in: .module))
        button.setImage(star, for: .normal)
        XCTAssertTrue(button.currentImage === star)
        XCTAssertTrue(button.image(for: .highlighted) === star, "the normal image stands for other states")
        let page = ContentPage(button)
        button.horizontalAlignment = .start
        button.verticalAlignment = .start
        let window = presentInWindow(page)
        defer { window.close() }
        XCTAssertTrue(pump(until: { button.bounds.width > 0 }))
        // The picture's 20 × 10 and the button's padding: not collapsed, not a text button's size.
        XCTAssertGreaterThanOrEqual(button.bounds.width, 20)
        XCTAssertLessThan(button.bounds.width, 20 + 30)
        XCTAssertEqual(pixel(of: button, x: Int(button.bounds.width) / 2, y: Int(button.bounds.height) / 2), [0, 255, 0, 255])
        // Its name on the bus (the asset's) is checked by Tests/a11y/test_storyboard_port.py.

        button.setTitle("Favourite", for: .normal)
        XCTAssertEqual(button.currentTitle, "Favourite")
        XCTAssertTrue(pump(until: { button.bounds.width > 60 }), "the title beside the picture: \(button.bounds.width)")
        button.setImage(nil, for: .normal)
        XCTAssertEqual(button.label, "Favourite", "without the picture, the title alone")
    }

    @MainActor
    func testColourSetsFollowTheDesktopsStyle() async throws {
        let brand = View()
        brand.backgroundColor = try XCTUnwrap(Color(named: "Brand", in: .module))
        let plain = View()
        plain.backgroundColor = try XCTUnwrap(Color(named: "Plain", in: .module))
        XCTAssertEqual(Color(named: "Alarm", in: .module), .systemRed, "a set referring to a system colour is that colour")
        XCTAssertNil(Color(named: "no such colour", in: .module))
        let window = presentSwatches([brand, plain], width: 100, height: 20)
        defer {
            setDarkStyle(false)
            window.close()
        }
        XCTAssertEqual(pixel(of: brand, x: 5, y: 5), [0x33, 0x66, 0x99, 255], "the light variant's hexadecimal components")
        XCTAssertEqual(pixel(of: plain, x: 5, y: 5), [255, 128, 0, 255], "8-bit components")
        setDarkStyle(true)
        XCTAssertTrue(pump(until: { self.pixel(of: brand, x: 5, y: 5) == [255, 204, 102, 255] }), "dark: \(pixel(of: brand, x: 5, y: 5))")
        XCTAssertEqual(pixel(of: plain, x: 5, y: 5), [255, 128, 0, 255], "a set with one variant keeps it")
        setDarkStyle(false)
        XCTAssertTrue(pump(until: { self.pixel(of: brand, x: 5, y: 5) == [0x33, 0x66, 0x99, 255] }), "light again")
    }
}
