import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's blur materials as GNOME draws them: see-through fills in the theme's colours, the
/// content on top filling the view.
final class VisualEffectViewTests: GtkTestCase {
    @MainActor
    func testMaterialsAreSeeThroughFillsAndTheContentFillsTheView() async {
        let dark = VisualEffectView(effect: BlurEffect(style: .dark))
        let light = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
        let plain = VisualEffectView(effect: nil)
        let label = Label("On the material")
        dark.contentView.addSubview(label)
        let window = presentSwatches([dark, light, plain], width: 300, height: 60)
        defer { window.close() }
        XCTAssertTrue(pump(until: { dark.contentView.bounds.size == dark.bounds.size }), "\(dark.contentView.bounds) in \(dark.bounds)")

        let darkPixel = pixel(of: dark, x: 90, y: 50)
        XCTAssertLessThan(darkPixel[0], 10, "a dark material: \(darkPixel)")
        XCTAssertTrue((150...200).contains(darkPixel[3]), "see-through: \(darkPixel)")
        let lightPixel = pixel(of: light, x: 50, y: 50)
        XCTAssertGreaterThan(lightPixel[0], 200, "the light style's background: \(lightPixel)")
        XCTAssertTrue((200...250).contains(lightPixel[3]), "see-through: \(lightPixel)")
        XCTAssertEqual(pixel(of: plain, x: 50, y: 50)[3], 0, "no effect, no fill")

        setDarkStyle(true)
        defer { setDarkStyle(false) }
        XCTAssertTrue(pump(until: { self.pixel(of: light, x: 50, y: 50)[0] < 100 }), "the system material follows the dark style")

        light.effect = VibrancyEffect(blurEffect: BlurEffect(style: .systemMaterial))
        XCTAssertTrue(pump(until: { self.pixel(of: light, x: 50, y: 50)[3] == 0 }), "vibrancy alone draws no material")
    }
}
