import CGtk
import Foundation
import GtkKit
import XCTest

/// A picture saved as PNG or JPEG bytes (UIKit's `pngData()` and `jpegData(compressionQuality:)`),
/// and read from a path (`UIImage(contentsOfFile:)`).
final class BitmapEncodingTests: XCTestCase {
    /// A 64 × 48 PNG: a gradient of half-transparent red to blue, which JPEG's quality shows in size.
    private func gradientPNG() throws -> Data {
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 64, 48))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let pixels = try XCTUnwrap(gdk_pixbuf_get_pixels(pixbuf))
        for row in 0..<48 {
            for column in 0..<64 {
                let at = row * stride + column * 4
                pixels[at] = UInt8(255 - column * 4)
                pixels[at + 1] = UInt8((row * 37 + column * 11) % 256)
                pixels[at + 2] = UInt8(column * 4)
                pixels[at + 3] = column < 8 ? 128 : 255
            }
        }
        var buffer: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        XCTAssertNotEqual(gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &length, "png", nil, nil, nil), 0)
        defer { g_free(buffer) }
        return Data(bytes: try XCTUnwrap(buffer), count: Int(length))
    }

    /// The red, green, blue and alpha of pixel (`x`, `y`) of the picture in `data`.
    private func pixel(_ data: Data, x: Int, y: Int) throws -> [Int] {
        let loader = try XCTUnwrap(gdk_pixbuf_loader_new())
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        _ = data.withUnsafeBytes { gdk_pixbuf_loader_write(loader, $0.bindMemory(to: UInt8.self).baseAddress, gsize($0.count), nil) }
        gdk_pixbuf_loader_close(loader, nil)
        let pixbuf = try XCTUnwrap(gdk_pixbuf_loader_get_pixbuf(loader))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let at = y * Int(gdk_pixbuf_get_rowstride(pixbuf)) + x * channels
        let pixels = try XCTUnwrap(gdk_pixbuf_get_pixels(pixbuf))
        return (0..<channels).map { Int(pixels[at + $0]) } + (channels == 3 ? [255] : [])
    }

    func testAPictureSavedAsPNGOrJPEGReadsBackAndQualityTradesSize() throws {
        let picture = try XCTUnwrap(Bitmap(data: try gradientPNG()))
        let png = try XCTUnwrap(picture.pngData())
        let again = try XCTUnwrap(Bitmap(data: png))
        XCTAssertEqual([again.width, again.height], [64, 48])
        XCTAssertEqual(try pixel(png, x: 20, y: 10), try pixel(try gradientPNG(), x: 20, y: 10), "PNG keeps every pixel")
        XCTAssertEqual(try pixel(png, x: 2, y: 2)[3], 128, "and its transparency")

        let best = try XCTUnwrap(picture.jpegData(compressionQuality: 1))
        XCTAssertEqual(Array(best.prefix(3)), [0xFF, 0xD8, 0xFF], "a JPEG file")
        let decoded = try XCTUnwrap(Bitmap(data: best))
        XCTAssertEqual([decoded.width, decoded.height], [64, 48])
        let laid = try pixel(best, x: 2, y: 24)
        // Half-transparent (255 - 8, g, 8) on white: about (251, 128 + g/2, 131).
        XCTAssertEqual(laid[0], 251, accuracy: 12, "transparency laid on white: \(laid)")
        XCTAssertEqual(laid[2], 131, accuracy: 12, "\(laid)")
        let smallest = try XCTUnwrap(picture.jpegData(compressionQuality: 0))
        XCTAssertLessThan(smallest.count, best.count, "lower quality, fewer bytes")
        XCTAssertEqual(picture.jpegData(compressionQuality: 7), best, "a quality past 1 is 1")
    }

    func testAPictureFileIsReadByPathAndAnythingElseIsNil() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bitmap-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("gradient.png")
        try gradientPNG().write(to: file)
        XCTAssertEqual(Bitmap(contentsOfFile: file.path)?.width, 64)
        XCTAssertNil(Bitmap(contentsOfFile: folder.appendingPathComponent("missing.png").path), "no file")
        let text = folder.appendingPathComponent("notes.png")
        try Data("not a picture".utf8).write(to: text)
        XCTAssertNil(Bitmap(contentsOfFile: text.path), "not a picture, whatever its name says")
    }
}
