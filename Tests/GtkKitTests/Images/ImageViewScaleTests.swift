import CGtk
import GtkKitTestSupport
import XCTest

@testable import GtkKit

/// An image view shows a HiDPI asset at its size in logical pixels, as UIKit's does.
final class ImageViewScaleTests: GtkTestCase {
    @MainActor
    func testA2xPictureAsksForItsLogicalSize() async throws {
        let badge = try XCTUnwrap(Bitmap(named: "badge", in: .module)) // the 1x file: 8 × 4 pixels
        XCTAssertEqual(naturalSize(of: ImageView(image: badge)), [8, 4])
        // The same pixels made for a display of scale 2 (an @2x file), as a HiDPI display picks.
        g_object_ref(UnsafeMutableRawPointer(badge.texture))
        let double = Bitmap(texture: badge.texture, width: badge.width, height: badge.height, scale: 2, assetName: "badge")
        let view = ImageView(image: double)
        XCTAssertEqual(naturalSize(of: view), [4, 2], "its logical size, not its pixels (GtkPicture knows no scale)")
        XCTAssertTrue(view.image === double, "the bitmap given is the one read back")
        view.image = badge
        XCTAssertEqual(naturalSize(of: view), [8, 4])
    }

    /// GTK's natural width, then height, of `view`.
    @MainActor
    private func naturalSize(of view: View) -> [Int32] {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_measure(view.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
        gtk_widget_measure(view.widget, GTK_ORIENTATION_VERTICAL, -1, nil, &height, nil, nil)
        return [width, height]
    }
}
