import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's `UIImage(data:)` and `UIImageView.contentMode`, checked on what GTK paints.
final class ImageViewTests: GtkTestCase {
    /// A 200 × 100 red PNG, as bytes (a picture downloaded or read from a database).
    private func redPNG() throws -> Data {
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 200, 100))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0xFF00_00FF)
        var buffer: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        XCTAssertNotEqual(gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &length, "png", nil, nil, nil), 0)
        defer { g_free(buffer) }
        return Data(bytes: try XCTUnwrap(buffer), count: Int(length))
    }

    @MainActor
    func testPicturesDecodeFromBytesAndBadBytesSayWhy() async throws {
        let bitmap = try XCTUnwrap(Bitmap(data: try redPNG()))
        XCTAssertEqual([bitmap.width, bitmap.height], [200, 100])
        XCTAssertNil(Bitmap(data: Data("not a picture".utf8)))
        XCTAssertNil(Bitmap(data: Data()))
        XCTAssertThrowsError(try Bitmap.decode(Data("not a picture".utf8), name: "the pasted text")) { error in
            XCTAssertEqual(error as? BitmapError, .notAPicture(path: "the pasted text"))
        }
        XCTAssertThrowsError(try Bitmap.decode(PNGBytes.oversized, name: "huge.png")) { error in
            XCTAssertEqual(error as? BitmapError, .tooLarge(path: "huge.png", width: 8000, height: 5000), "refused from its header")
        }
        XCTAssertThrowsError(try Bitmap.decode(try redPNG().prefix(20), name: "cut.png"), "cut before its size") { error in
            XCTAssertEqual(error as? BitmapError, .notAPicture(path: "cut.png"))
        }
        let partial = try Bitmap.decode(try redPNG().prefix(60), name: "cut.png")
        XCTAssertEqual([partial.width, partial.height], [200, 100], "cut in its pixels: what arrived, as UIKit's decoders show it")
    }

    @MainActor
    func testContentModeDecidesWhatAWidePictureCoversInASquareView() async throws {
        let image = try XCTUnwrap(Bitmap(data: try redPNG()))
        let expectations: [(View.ContentMode, bandIsRed: Bool)] = [
            (.scaleToFill, true), (.scaleAspectFit, false), (.scaleAspectFill, true), (.center, false),
        ]
        for (mode, bandIsRed) in expectations {
            let view = ImageView(image: image)
            view.contentMode = mode
            XCTAssertEqual(view.contentMode, mode)
            let window = show(view, width: 200, height: 200)
            let middle = pixel(of: view, x: 100, y: 100)
            let band = pixel(of: view, x: 100, y: 20)
            XCTAssertEqual(middle, [255, 0, 0, 255], "\(mode): the middle is the picture")
            XCTAssertEqual(band == [255, 0, 0, 255], bandIsRed, "\(mode): the band above a wide picture is \(band)")
            window.close()
        }
        XCTAssertEqual(ImageView(image: nil).contentMode, .scaleToFill, "UIKit's default for an image view")
    }
}
