internal import CGtk
import FoundationEssentials

/// Pictures as file bytes (UIKit's `pngData()` and `jpegData(compressionQuality:)`), and read
/// from a path (UIKit's `UIImage(contentsOfFile:)`): to store a chosen picture, send it, or put
/// it on the clipboard, without copying the file it came from.
extension Bitmap {
    /// The picture read from the file at `path` (UIKit's `init?(contentsOfFile:)`), or nil when
    /// it cannot be read or is not a picture ``init(data:)`` decodes. On the calling thread, as
    /// in UIKit: for big pictures, from a task off the main actor.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The picture as PNG (UIKit's `pngData()`), lossless and with its transparency; nil if it
    /// could not be encoded.
    public func pngData() -> Data? {
        guard let bytes = gdk_texture_save_to_png_bytes(texture) else { return nil }
        defer { g_bytes_unref(bytes) }
        return Data(copying: bytes)
    }

    /// The picture as JPEG at `compressionQuality` from 0 (smallest) to 1 (best), held to that
    /// range (UIKit's `jpegData(compressionQuality:)`); nil if it could not be encoded. JPEG has
    /// no transparency: transparent parts are laid on white, as a photo viewer shows them.
    public func jpegData(compressionQuality: Double) -> Data? {
        let quality = Int((min(max(compressionQuality, 0), 1) * 100).rounded())
        guard width > 0, height > 0, let pixbuf = rgbPixbufOnWhite() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var buffer: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        let saved = "quality".withCString { key in
            String(max(quality, 1)).withCString { value in
                var keys: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: key), nil]
                var values: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: value), nil]
                return gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &length, "jpeg", &keys, &values, &error)
            }
        }
        g_clear_error(&error)
        guard saved != 0, let buffer else { return nil }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(length))
    }

    /// The picture's pixels as an RGB pixbuf, transparency laid on white: GTK's texture
    /// download (premultiplied ARGB in native order), composited pixel by pixel.
    private func rgbPixbufOnWhite() -> OpaquePointer? {
        let stride = width * 4
        var argb = [UInt8](repeating: 0, count: stride * height)
        argb.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(stride)) }
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)) else { return nil }
        let rowStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard let pixels = gdk_pixbuf_get_pixels(pixbuf) else {
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
            return nil
        }
        for row in 0..<height {
            for column in 0..<width {
                let source = row * stride + column * 4
                // Cairo's ARGB32: a 32-bit word per pixel, blue first in memory on little-endian.
                let (blue, green, red, alpha) = (Int(argb[source]), Int(argb[source + 1]), Int(argb[source + 2]), Int(argb[source + 3]))
                let target = row * rowStride + column * 3
                // Premultiplied over white: colour + white × (1 − alpha).
                pixels[target] = UInt8(min(255, red + (255 - alpha)))
                pixels[target + 1] = UInt8(min(255, green + (255 - alpha)))
                pixels[target + 2] = UInt8(min(255, blue + (255 - alpha)))
            }
        }
        return pixbuf
    }
}
