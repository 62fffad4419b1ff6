internal import CGtk

/// Shows a ``Bitmap`` (UIKit's `UIImageView` showing a `UIImage`; GTK's `GtkPicture`). A themed
/// or SF Symbols icon is an ``Image`` instead (GTK's `GtkImage`), recoloured with the text as a
/// template image is.
///
/// ```swift
/// let photo = ImageView(image: Bitmap(data: downloaded))
/// photo.contentMode = .scaleAspectFill
/// photo.clipsToBounds = true
/// ```
@MainActor
public final class ImageView: View {
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

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// An image view with no image at `frame` (UIKit's `init(frame:)`; `.zero` sets no frame, and
    /// the view takes its natural size until one is set or constraints place it).
    public override convenience init(frame: Rect) {
        self.init()
        if frame != .zero { self.frame = frame }
    }

    /// An empty picture.
    public init() {
        View.adopt(untyped(gtk_picture_new()), ownership: .full)
        super.init(frame: .zero)
        gtk_picture_set_can_shrink(opaque, 1)
    }

    /// A view showing `image` (UIKit's `UIImageView(image:)`), scaled to fill it as UIKit's
    /// image view is by default.
    public convenience init(image: Bitmap?) {
        self.init()
        self.image = image
        contentMode = .scaleToFill
    }

    /// The picture shown, or nil for none. A template (``Bitmap/isTemplate``: a symbol, or a
    /// picture made ``Bitmap/RenderingMode/alwaysTemplate``) is drawn in ``View/tintColor``, or the
    /// theme's text colour, and again when either changes.
    public var bitmap: Bitmap? {
        didSet {
            followStyleIfTemplate()
            show()
        }
    }

    /// The configuration a symbol is drawn at here, over its own (UIKit's
    /// `preferredSymbolConfiguration`); nil draws it at its own.
    public var preferredSymbolConfiguration: Bitmap.SymbolConfiguration? {
        didSet { show() }
    }

    /// Whether the view redraws its template when mapped or the desktop's style changes.
    private var followsStyle = false
    /// The drawing again after a style change, pending.
    private var restyle: MainLoop.Timer?

    /// Sets GtkPicture's paintable for ``bitmap``: the texture, or a paintable of its logical size
    /// drawing it (GtkPicture sizes a picture by its pixels; a 2x asset is drawn at its logical
    /// size from all of its pixels), tinted if it is a template.
    private func show() {
        guard var shown = bitmap else { return gtk_picture_set_paintable(opaque, nil) }
        if let preferredSymbolConfiguration, let configured = shown.applyingSymbolConfiguration(preferredSymbolConfiguration) {
            shown = configured
        }
        // A symbol is drawn at its configuration's size, centred, never scaled up into blur:
        // UIKit draws one as a vector at any size, GtkKit as the icon it was drawn as.
        gtk_picture_set_content_fit(opaque, shown.isSymbolImage ? GTK_CONTENT_FIT_SCALE_DOWN : contentFit.gtkValue)
        guard shown.scale != 1 || shown.isTemplate else { return gtk_picture_set_paintable(opaque, shown.texture) }
        var color: GdkRGBA?
        if shown.isTemplate {
            var rgba = GdkRGBA()
            gtkkit_widget_get_color(widget, &rgba)
            color = rgba
        }
        let paintable = shown.paintable(tintedWith: color)
        gtk_picture_set_paintable(opaque, paintable)
        if let paintable { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    }

    /// A template's colour is read from the widget's style: drawn again once the view is in a
    /// window (where it inherits its colour) and after the desktop's style changes.
    private func followStyleIfTemplate() {
        guard bitmap?.isTemplate == true, !followsStyle else { return }
        followsStyle = true
        _ = connect("map") { [weak self] in self?.show() }
        DesktopStyle.whenChanged(for: self) { [weak self] in
            // GTK restyles after the settings' notification: read the colour once it has.
            self?.restyle = MainLoop.after(milliseconds: 0) { [weak self] in self?.show() }
        }
    }

    /// Draws a template again in the new colour.
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        if bitmap?.isTemplate == true { show() }
    }

    /// The picture shown, or nil for none (UIKit's name for ``bitmap``).
    public var image: Bitmap? {
        get { bitmap }
        set { bitmap = newValue }
    }

    /// How the picture fills the widget.
    public var contentFit: ContentFit = .contain {
        didSet {
            gtk_picture_set_content_fit(opaque, bitmap?.isSymbolImage == true ? GTK_CONTENT_FIT_SCALE_DOWN : contentFit.gtkValue)
            if assignedContentMode?.contentFit != contentFit { assignedContentMode = nil }
        }
    }

    /// The content mode last set, for the getter (several modes draw alike in GTK).
    private var assignedContentMode: View.ContentMode?

    /// How the picture fills the view, in UIKit's terms (UIKit's `contentMode`): set on GTK's
    /// ``contentFit``. A picture made with ``init()`` is ``View/ContentMode/scaleAspectFit``
    /// (GTK's default); one made with ``init(image:)`` is UIKit's `scaleToFill`.
    public var contentMode: View.ContentMode {
        get {
            if let assignedContentMode { return assignedContentMode }
            switch contentFit {
            case .fill: return .scaleToFill
            case .contain: return .scaleAspectFit
            case .cover: return .scaleAspectFill
            case .scaleDown: return .center
            }
        }
        set {
            contentFit = newValue.contentFit
            assignedContentMode = newValue
        }
    }

    /// A description of the picture for screen readers ("Image of Shiny Mac").
    public var alternativeText: String? {
        get { gtk_picture_get_alternative_text(opaque).map { String(cString: $0) } }
        set { gtk_picture_set_alternative_text(opaque, newValue) }
    }
}
