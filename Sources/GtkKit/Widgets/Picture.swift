internal import CGtk

/// Shows a ``Bitmap`` (a `GtkPicture`), after UIKit's `UIImageView`. (GtkKit's ``Image`` shows
/// themed icons.)
@MainActor
public final class Picture: Widget {
    /// How the picture fills the widget's space (GTK 4.8's `GtkContentFit`; UIKit's `contentMode`).
    public enum ContentFit: Sendable, CaseIterable {
        /// Stretched to the widget's size (`scaleToFill`).
        case fill
        /// All of it shown, aspect kept, letterboxed (`scaleAspectFit`).
        case contain
        /// The widget covered, aspect kept, edges cropped (`scaleAspectFill`).
        case cover
        /// Like ``contain``, but never larger than the picture's own size.
        case scaleDown

        var gtkValue: GtkContentFit {
            switch self {
            case .fill: GTK_CONTENT_FIT_FILL
            case .contain: GTK_CONTENT_FIT_CONTAIN
            case .cover: GTK_CONTENT_FIT_COVER
            case .scaleDown: GTK_CONTENT_FIT_SCALE_DOWN
            }
        }
    }

    /// An empty picture.
    public init() {
        super.init(untyped(gtk_picture_new()), ownership: .full)
        gtk_picture_set_can_shrink(opaque, 1)
    }

    /// The picture shown, or nil for none.
    public var bitmap: Bitmap? {
        didSet { gtk_picture_set_paintable(opaque, bitmap?.texture) }
    }

    /// How the picture fills the widget.
    public var contentFit: ContentFit = .contain {
        didSet { gtk_picture_set_content_fit(opaque, contentFit.gtkValue) }
    }

    /// A description of the picture for screen readers ("Image of Shiny Mac").
    public var alternativeText: String? {
        get { gtk_picture_get_alternative_text(opaque).map { String(cString: $0) } }
        set { gtk_picture_set_alternative_text(opaque, newValue) }
    }
}
