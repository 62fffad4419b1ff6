internal import CGtk
import Glibc

/// A decoded picture in memory (a `GdkTexture`), after UIKit's `UIImage`.
///
/// Pictures are decoded off the main thread — ``load(contentsOf:fittingIn:)`` and
/// ``writeThumbnail(of:to:side:)`` run on the concurrent executor — so a big or slow file never
/// freezes the window. A texture is immutable once made (GTK documents texture creation from
/// files as thread-safe), which is why a `Bitmap` may cross from that thread to the main one.
public final class Bitmap: @unchecked Sendable {
    /// The texture; owned (one reference, dropped in `deinit`).
    package let texture: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// Pictures with more pixels than this are refused before decoding (a 40-megapixel photo
    /// would need 160 MB to decode, for a list that shows 80 × 80 thumbnails).
    public static let maximumPixelCount = 36_000_000

    private init(taking pixbuf: OpaquePointer) {
        texture = gdk_texture_new_for_pixbuf(pixbuf)
        width = Int(gdk_pixbuf_get_width(pixbuf))
        height = Int(gdk_pixbuf_get_height(pixbuf))
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(texture)) }

    /// Decodes the picture at `path`, scaled down (never up) to fit in `maximumSize` with its
    /// aspect ratio kept, and turned upright when its EXIF data says so. Runs off the main thread.
    @concurrent
    public static func load(contentsOf path: String, fittingIn maximumSize: (width: Int, height: Int)? = nil)
        async throws(BitmapError) -> Bitmap
    {
        let (width, height) = try dimensions(of: path)
        var error: UnsafeMutablePointer<GError>?
        let pixbuf: OpaquePointer?
        if let maximumSize, width > maximumSize.width || height > maximumSize.height {
            let scale = min(Double(maximumSize.width) / Double(width), Double(maximumSize.height) / Double(height))
            let target = (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
            pixbuf = gdk_pixbuf_new_from_file_at_scale(path, Int32(target.0), Int32(target.1), 1, &error)
        } else {
            pixbuf = gdk_pixbuf_new_from_file(path, &error)
        }
        return Bitmap(taking: try upright(pixbuf, path: path, error: &error))
    }

    /// Writes a square PNG thumbnail of the picture at `source` to `destination`: scaled so its
    /// shorter side is `side` pixels and cropped to the centre (UIKit's aspect-fill). Written to a
    /// temporary file and renamed, so a crash never leaves half a thumbnail. Runs off the main thread.
    @concurrent
    public static func writeThumbnail(of source: String, to destination: String, side: Int) async throws(BitmapError) {
        let (width, height) = try dimensions(of: source)
        let scale = Double(side) / Double(min(width, height))
        let scaled = (max(side, Int((Double(width) * scale).rounded())), max(side, Int((Double(height) * scale).rounded())))
        var error: UnsafeMutablePointer<GError>?
        let loaded = gdk_pixbuf_new_from_file_at_scale(source, Int32(scaled.0), Int32(scaled.1), 0, &error)
        let pixbuf = try upright(loaded, path: source, error: &error)
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let fullWidth = Int(gdk_pixbuf_get_width(pixbuf))
        let fullHeight = Int(gdk_pixbuf_get_height(pixbuf))
        let cropSide = min(side, fullWidth, fullHeight)
        let crop = gdk_pixbuf_new_subpixbuf(
            pixbuf, Int32((fullWidth - cropSide) / 2), Int32((fullHeight - cropSide) / 2), Int32(cropSide), Int32(cropSide))!
        defer { g_object_unref(UnsafeMutableRawPointer(crop)) }
        let temporary = destination + ".part"
        guard Bool(gboolean: gdk_pixbuf_savev(crop, temporary, "png", nil, nil, &error)), rename(temporary, destination) == 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? String(cString: strerror(errno))
            g_clear_error(&error)
            unlink(temporary)
            throw .cannotWrite(path: destination, reason: reason)
        }
    }

    /// The picture's size in pixels, read from its header without decoding it; refuses what is
    /// not a picture and what is over ``maximumPixelCount``.
    public static func dimensions(of path: String) throws(BitmapError) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        guard access(path, R_OK) == 0 else { throw .unreadable(path: path) }
        guard gdk_pixbuf_get_file_info(path, &width, &height) != nil, width > 0, height > 0 else {
            throw .notAPicture(path: path)
        }
        guard Int(width) * Int(height) <= maximumPixelCount else {
            throw .tooLarge(path: path, width: Int(width), height: Int(height))
        }
        return (Int(width), Int(height))
    }

    /// The decoded pixbuf turned upright (EXIF orientation), or the decoding error.
    private static func upright(
        _ pixbuf: OpaquePointer?, path: String, error: inout UnsafeMutablePointer<GError>?
    ) throws(BitmapError) -> OpaquePointer {
        guard let pixbuf else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? ""
            g_clear_error(&error)
            throw .damaged(path: path, reason: reason)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return gdk_pixbuf_apply_embedded_orientation(pixbuf)
    }
}
