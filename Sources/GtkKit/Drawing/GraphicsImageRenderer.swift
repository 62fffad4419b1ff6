internal import CGtk
import FoundationEssentials

/// Draws a picture in code (UIKit's `UIGraphicsImageRenderer`): the actions draw into a context
/// of the given size, and the result is a ``Bitmap`` — for an icon made at run time, a
/// thumbnail, or a picture to encode with ``Bitmap/pngData()``.
///
/// ```swift
/// let renderer = GraphicsImageRenderer(size: Size(width: 32, height: 32))
/// let dot = renderer.image { context in
///     Color.systemGreen.setFill()
///     context.cgContext.fillEllipse(in: Rect(x: 4, y: 4, width: 24, height: 24))
/// }
/// ```
@MainActor
public final class GraphicsImageRenderer {
    /// What the actions are given (UIKit's `UIGraphicsImageRendererContext`).
    @MainActor
    public final class Context {
        /// The context to draw into (UIKit's `cgContext`).
        public let cgContext: GraphicsContext
        init(_ context: GraphicsContext) { cgContext = context }
        /// Fills `rect` with the current fill colour (UIKit's `fill(_:)`).
        public func fill(_ rect: Rect) { cgContext.fill(rect) }
        /// Strokes `rect` with the current stroke colour (UIKit's `stroke(_:)`).
        public func stroke(_ rect: Rect) { cgContext.stroke(rect) }
    }

    /// The picture's size in logical pixels.
    public let size: Size
    /// Pixels per logical pixel (UIKit's format `scale`; 1 by default).
    public let scale: Double

    /// A renderer of pictures `size` big (UIKit's `init(size:)`), `scale` pixels to a logical pixel.
    public init(size: Size, scale: Double = 1) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.scale = max(0.1, scale)
    }

    /// Runs `actions` in a new transparent picture and returns it (UIKit's `image(actions:)`).
    /// A picture over ``Bitmap/maximumPixelCount`` pixels is refused as a programming error,
    /// logged, and comes back empty (1 × 1, transparent).
    public func image(actions: (Context) -> Void) -> Bitmap {
        var width = max(1, Int((size.width * scale).rounded(.up)))
        var height = max(1, Int((size.height * scale).rounded(.up)))
        let refused = width * height > Bitmap.maximumPixelCount
        if refused {
            logProgrammingError("GraphicsImageRenderer: \(width) × \(height) pixels is over the limit of \(Bitmap.maximumPixelCount)")
            (width, height) = (1, 1)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        if !refused {
            let context = GraphicsContext(surface: surface)
            context.drawing {
                context.scaleBy(x: scale, y: scale)
                actions(Context(context))
            }
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bytes = g_bytes_new(cairo_image_surface_get_data(surface), gsize(stride * height))
        defer { g_bytes_unref(bytes) }
        // Cairo's ARGB32 is premultiplied, in native byte order: B, G, R, A on little-endian.
        let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))!
        return Bitmap(texture: texture, width: width, height: height, scale: scale, assetName: nil)
    }

    /// The picture as PNG (UIKit's `pngData(actions:)`).
    public func pngData(actions: (Context) -> Void) -> Data? { image(actions: actions).pngData() }
}
