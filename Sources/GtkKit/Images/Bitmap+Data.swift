internal import CGtk
import FoundationEssentials

/// Pictures from bytes in memory: downloaded, pasted or read from a database (UIKit's
/// `UIImage(data:)`).
extension Bitmap {
    /// Decodes `data` (PNG, JPEG, GIF, WebP where installed… what gdk-pixbuf reads), or nil
    /// when it is not a picture, is damaged, or has more than ``maximumPixelCount`` pixels
    /// (UIKit's `UIImage(data:)`; ``decode(_:name:)`` says which). A picture cut short after its
    /// size decodes to what arrived, the rest blank, as UIKit's decoders show it. Decodes on the calling thread,
    /// as UIKit does: for big pictures, call it from a task off the main actor.
    public convenience init?(data: Data) {
        guard let pixbuf = try? Self.decodePixbuf(data, name: "") else { return nil }
        self.init(taking: pixbuf)
    }

    /// Decodes `data` like ``init(data:)``, throwing the reason it cannot: `name` is what the
    /// error calls the picture ("the pasted picture", a file name).
    public static func decode(_ data: Data, name: String) throws(BitmapError) -> Bitmap {
        Bitmap(taking: try decodePixbuf(data, name: name))
    }

    /// The decoded pixbuf, upright; the pixel limit is checked from the header, before the
    /// pixels are decoded.
    private static func decodePixbuf(_ data: Data, name: String) throws(BitmapError) -> OpaquePointer {
        guard !data.isEmpty else { throw .notAPicture(path: name) }
        var size = GtkKitPictureSize(width: 0, height: 0, limit: gint64(maximumPixelCount))
        var error: UnsafeMutablePointer<GError>?
        let pixbuf = data.withUnsafeBytes { bytes in
            gtkkit_pixbuf_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &size, &error)
        }
        if size.width == 0 {
            g_clear_error(&error)
            if let pixbuf { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            throw .notAPicture(path: name)
        }
        if Int(size.width) * Int(size.height) > maximumPixelCount {
            g_clear_error(&error)
            if let pixbuf { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            throw .tooLarge(path: name, width: Int(size.width), height: Int(size.height))
        }
        return try upright(pixbuf, path: name, error: &error)
    }
}
