internal import CGtk

/// The pixels a view's `draw(_:)` is rasterised into, at the display's scale, then handed to
/// GTK's render tree as one texture — as UIKit backs a drawing view with a bitmap. Cairo's image
/// backend rasterises there; GTK's own cairo node would record the drawing and replay it onto
/// the window's surface, which on X11 is an XRender one that takes each stroke as a request of
/// its own. A view too large for a picture (over ``maximumPixelCount``) is drawn through the
/// recording instead, which GTK clips to what is shown.
final class ViewCanvas {
    /// Views with more pixels than this are drawn through GTK's recording (a 4K screen's worth).
    static let maximumPixelCount = 3840 * 2160

    /// The context drawing into the picture.
    let cairo: OpaquePointer
    private let surface: OpaquePointer
    private var bounds: graphene_rect_t
    private let width: Int
    private let height: Int

    /// A transparent picture of `bounds` at `scale`; nil when it would be over the limit or
    /// cairo cannot make it.
    init?(bounds: graphene_rect_t, scale: Double) {
        width = max(1, Int((Double(bounds.size.width) * scale).rounded(.up)))
        height = max(1, Int((Double(bounds.size.height) * scale).rounded(.up)))
        guard width * height <= Self.maximumPixelCount,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.surface = surface
        self.bounds = bounds
        cairo = cairo_create(surface)
        cairo_scale(cairo, scale, scale)
    }

    /// Ends the drawing and adds the picture to `snapshot`, over the view's bounds. The texture
    /// takes the surface's pixels without a copy and lets the surface go with it.
    func finish(into snapshot: OpaquePointer) {
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bytes = g_bytes_new_with_free_func(
            cairo_image_surface_get_data(surface), gsize(stride * height),
            { cairo_surface_destroy(OpaquePointer($0)) }, UnsafeMutableRawPointer(surface))
        defer { g_bytes_unref(bytes) }
        // Cairo's ARGB32 is premultiplied, in native byte order: B, G, R, A on little-endian.
        guard let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
        else { return }
        gtk_snapshot_append_texture(snapshot, texture, &bounds)
        g_object_unref(UnsafeMutableRawPointer(texture))
    }
}
