import CGtk

/// A `GtkImage` showing a themed icon.
@MainActor
public final class Image: Widget {
    /// Creates an image of the named icon (use symbolic icons in rows and buttons).
    public init(iconName: String) {
        super.init(untyped(gtk_image_new_from_icon_name(iconName)), ownership: .full)
    }

    /// Sets the icon's pixel size.
    public var pixelSize: Int32 {
        get { gtk_image_get_pixel_size(opaque) }
        set { gtk_image_set_pixel_size(opaque, newValue) }
    }
}
