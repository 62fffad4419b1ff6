internal import CGtk

/// A `GtkImage` showing a themed icon.
@MainActor
public final class Image: View {
    /// The view `init(iconName: "image-missing-symbolic")` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init(iconName: "image-missing-symbolic")
    }

    /// Creates an image of the named icon (use symbolic icons in rows and buttons).
    public init(iconName: String) {
        View.adopt(untyped(gtk_image_new_from_icon_name(iconName)), ownership: .full)
        super.init(frame: .zero)
    }

    /// An image of the picture at `resourcePath` in a registered GResource bundle.
    init(resourcePath: String) {
        View.adopt(untyped(gtk_image_new_from_resource(resourcePath)), ownership: .full)
        super.init(frame: .zero)
    }

    /// The icon's size in logical pixels (-1: the theme's size for its context).
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(opaque)) }
        set { gtk_image_set_pixel_size(opaque, Int32(newValue)) }
    }
}
