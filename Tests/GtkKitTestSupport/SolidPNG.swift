import CGtk

/// Real pictures for tests of decoding: a PNG of one colour, written by GdkPixbuf.
public enum SolidPNG {
    /// Writes a `width` × `height` PNG of one blue (#336699) to `path`; false if it could not.
    public static func write(to path: String, width: Int32, height: Int32) -> Bool {
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x3366_99FF)
        return gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, nil) != 0
    }
}
