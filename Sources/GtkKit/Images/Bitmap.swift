internal import CGtk
import FoundationEssentials
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
    /// Device pixels per logical pixel the picture was made for (UIKit's `scale`): 2 for an
    /// asset catalog's `@2x` file, 1 for a picture from a file or bytes.
    public let scale: Double
    /// The asset catalog set it came from, for ``init(named:in:)``; a button showing it alone is
    /// named by it for screen readers, as UIKit's VoiceOver names one.
    public let assetName: String?
    /// How views draw it (UIKit's `renderingMode`): a template is drawn in the view's
    /// ``View/tintColor`` (its alpha only counts), an original in its own colours.
    public let renderingMode: RenderingMode
    /// The icon behind an image made by ``init(systemName:withConfiguration:)``, or nil.
    let symbol: Symbol?

    /// Its size in logical pixels (UIKit's `size`, in points): pixels over ``scale``.
    public var size: Size { Size(width: Double(width) / scale, height: Double(height) / scale) }

    /// Pictures with more pixels than this are refused before decoding: a larger photo's decoded
    /// pixels would cost hundreds of megabytes, most often for a list of small thumbnails.
    public static let maximumPixelCount = 36_000_000

    /// Vector pictures (SVG) larger than this many bytes are refused before parsing. Their pixel
    /// size says nothing of their cost: a huge SVG of many shapes takes seconds and gigabytes to
    /// render even as a small thumbnail. Real icons and drawings are far smaller.
    public static let maximumVectorFileSize = 4 * 1024 * 1024

    init(taking pixbuf: OpaquePointer, scale: Double = 1, assetName: String? = nil) {
        texture = gdk_texture_new_for_pixbuf(pixbuf)
        width = Int(gdk_pixbuf_get_width(pixbuf))
        height = Int(gdk_pixbuf_get_height(pixbuf))
        self.scale = scale
        self.assetName = assetName
        renderingMode = .automatic
        symbol = nil
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
    }

    /// A bitmap owning one reference to `texture`.
    init(
        texture: OpaquePointer, width: Int, height: Int, scale: Double, assetName: String?,
        renderingMode: RenderingMode = .automatic, symbol: Symbol? = nil
    ) {
        self.texture = texture
        self.width = width
        self.height = height
        self.scale = scale
        self.assetName = assetName
        self.renderingMode = renderingMode
        self.symbol = symbol
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
    /// not a regular file (a FIFO would block the read forever), what is not a picture, a vector
    /// picture over ``maximumVectorFileSize`` bytes, and what is over ``maximumPixelCount``.
    public static func dimensions(of path: String) throws(BitmapError) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        var status = stat()
        guard stat(path, &status) == 0, access(path, R_OK) == 0 else { throw .unreadable(path: path) }
        guard status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else { throw .notAPicture(path: path) }
        if Int(status.st_size) > maximumVectorFileSize, isVector(path) { throw .tooComplex(path: path) }
        guard gdk_pixbuf_get_file_info(path, &width, &height) != nil, width > 0, height > 0 else {
            throw .notAPicture(path: path)
        }
        guard Int(width) * Int(height) <= maximumPixelCount else {
            throw .tooLarge(path: path, width: Int(width), height: Int(height))
        }
        if isCutShort(path, size: Int(status.st_size)) {
            throw .damaged(path: path, reason: gettextString("the file ends early, so part of the picture is missing"))
        }
        return (Int(width), Int(height))
    }

    /// Whether a JPEG or PNG file lacks its end marker (JPEG's EOI, PNG's IEND chunk) near its
    /// end: a download or copy cut short. GdkPixbuf decodes such a file without a word and fills
    /// the missing part grey, so the check is made here, from the file's last bytes.
    private static func isCutShort(_ path: String, size: Int) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        var head = [UInt8](repeating: 0, count: 8)
        guard fread(&head, 1, head.count, file) == head.count else { return false }
        let marker: [UInt8]
        if head.starts(with: [0xFF, 0xD8]) {
            marker = [0xFF, 0xD9]
        } else if head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            marker = Array("IEND".utf8)
        } else {
            return false
        }
        // Cameras and editors may append data after the end marker: it is looked for, not
        // expected last.
        let tailLength = min(size, 64 * 1024)
        var tail = [UInt8](repeating: 0, count: tailLength)
        guard fseek(file, -tailLength, SEEK_END) == 0, fread(&tail, 1, tailLength, file) == tailLength else { return false }
        return !tail.indices.dropLast(marker.count - 1).contains { tail[$0..<$0 + marker.count].elementsEqual(marker) }
    }

    /// The size of PNG bytes (pasted pixels), from their header, without decoding them; refuses
    /// what is not a PNG and what is over ``maximumPixelCount``. `name` is what errors call it.
    public static func dimensions(ofPNG data: Data, name: String) throws(BitmapError) -> (width: Int, height: Int) {
        // The 8-byte signature, then the IHDR chunk: length, "IHDR", width and height (big-endian).
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw .notAPicture(path: name)
        }
        let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (number(16), number(20))
        guard width > 0, height > 0 else { throw .damaged(path: name, reason: "IHDR") }
        guard width * height <= maximumPixelCount else { throw .tooLarge(path: name, width: width, height: height) }
        return (width, height)
    }

    /// Whether the file starts like SVG (XML text naming `<svg`) or is gzip-compressed (SVGZ,
    /// the only compressed format gdk-pixbuf reads).
    private static func isVector(_ path: String) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        var head = [UInt8](repeating: 0, count: 1024)
        let count = fread(&head, 1, head.count, file)
        if count >= 2, head[0] == 0x1F, head[1] == 0x8B { return true }
        let text = String(decoding: head.prefix(count), as: UTF8.self).lowercased()
        return text.contains("<svg") || text.hasPrefix("<?xml")
    }

    /// Why decoding failed, in words: librsvg's own ("Error displaying image") says nothing a user
    /// can act on.
    private static func reason(for error: UnsafeMutablePointer<GError>) -> String {
        if g_quark_to_string(error.pointee.domain).map({ String(cString: $0) }) == "rsvg-error-quark" {
            return gettextString("the drawing cannot be drawn: it refers to itself, or is too complex")
        }
        return String(cString: error.pointee.message)
    }

    /// The decoded pixbuf turned upright (EXIF orientation), or the decoding error.
    static func upright(
        _ pixbuf: OpaquePointer?, path: String, error: inout UnsafeMutablePointer<GError>?
    ) throws(BitmapError) -> OpaquePointer {
        guard let pixbuf else {
            let reason = error.map(reason(for:)) ?? ""
            g_clear_error(&error)
            throw .damaged(path: path, reason: reason)
        }
        // Decoded with a warning (an animation with more frames than GdkPixbuf loads): the
        // picture is there, and the error must not be passed to the next call already set.
        g_clear_error(&error)
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return gdk_pixbuf_apply_embedded_orientation(pixbuf)
    }
}
