import XCTest

@testable import GtkKit

/// Which file of an image set a display of each scale gets, and which variants a desktop shows:
/// the choice UIKit makes, checked without a HiDPI display.
final class AssetCatalogPickingTests: XCTestCase {
    private func variant(_ file: String?, scale: String?, idiom: String = "universal", dark: Bool = false) -> AssetCatalog.Variant {
        var entry: [String: Any] = ["idiom": idiom]
        entry["filename"] = file
        entry["scale"] = scale
        if dark { entry["appearances"] = [["appearance": "luminosity", "value": "dark"]] }
        return AssetCatalog.Variant(entry: entry)
    }

    @MainActor
    func testTheSmallestScaleAtOrAboveTheDisplaysElseTheLargest() async {
        let set = [variant("a.png", scale: "1x"), variant("a@2x.png", scale: "2x"), variant(nil, scale: "3x")]
        XCTAssertEqual(AssetCatalog.imageFile(in: "S", variants: set, scale: 1)?.path, "S/a.png")
        XCTAssertEqual(AssetCatalog.imageFile(in: "S", variants: set, scale: 2)?.scale, 2)
        XCTAssertEqual(AssetCatalog.imageFile(in: "S", variants: set, scale: 3)?.path, "S/a@2x.png", "no 3x file: the largest")
        let onlyLarge = [variant("b@3x.png", scale: "3x")]
        XCTAssertEqual(AssetCatalog.imageFile(in: "S", variants: onlyLarge, scale: 1)?.scale, 3, "shown at a third of its pixels")
        XCTAssertNil(AssetCatalog.imageFile(in: "S", variants: [variant(nil, scale: "1x")], scale: 1), "an empty slot is no file")
    }

    @MainActor
    func testTheUniversalIdiomAndTheDesktopsAppearanceArePicked() async {
        let set = [
            variant("watch.png", scale: "2x", idiom: "watch"), variant("phone.png", scale: "1x", idiom: "iphone"),
            variant("any.png", scale: "1x"), variant("night.png", scale: "1x", dark: true),
        ]
        XCTAssertEqual(AssetCatalog.forDesktop(set, dark: false).map { $0.entry["filename"] as? String }, ["any.png"])
        XCTAssertEqual(AssetCatalog.forDesktop(set, dark: true).map { $0.entry["filename"] as? String }, ["night.png"])
        let phoneOnly = [variant("watch.png", scale: "2x", idiom: "watch"), variant("phone.png", scale: "1x", idiom: "iphone")]
        XCTAssertEqual(AssetCatalog.forDesktop(phoneOnly, dark: true).map { $0.entry["filename"] as? String }, ["phone.png"])
        XCTAssertTrue(AssetCatalog.forDesktop([variant("w.png", scale: "2x", idiom: "watch")], dark: false).isEmpty)
    }
}
