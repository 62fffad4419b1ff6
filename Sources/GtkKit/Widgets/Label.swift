internal import CGtk

/// A `GtkLabel`: text the user reads (UIKit's `UILabel`).
@MainActor
public final class Label: View {
    /// The view `init("")` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init("")
    }

    /// An empty label at `frame` (UIKit's `init(frame:)`; `.zero` sets no frame, and
    /// the view takes its natural size until one is set or constraints place it).
    public override convenience init(frame: Rect) {
        self.init("")
        if frame != .zero { self.frame = frame }
    }

    /// Creates a label showing `text`.
    public init(_ text: String = "") {
        View.adopt(untyped(gtk_label_new(text)), ownership: .full)
        super.init(frame: .zero)
    }

    /// Creates a label that is only drawn, never read by screen readers, for text that the
    /// accessible name or description of a widget around it already says (an alert's message is
    /// its description). Its accessible role is GTK's "presentation", fixed when it is made:
    /// hiding a label from accessibility does not last, as GTK shows it again to screen readers
    /// whenever the label is mapped. (UIKit: `isAccessibilityElement = false`.)
    public init(decorative text: String) {
        View.adopt(gtkkit_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_PRESENTATION)!, ownership: .full)
        super.init(frame: .zero)
        self.text = text
    }

    /// The shown text.
    public var text: String {
        get { String(cString: gtk_label_get_text(opaque)) }
        set { gtk_label_set_text(opaque, newValue) }
    }

    /// Shows `markup` (Pango markup: `<b>`, `<span size="smaller">` …). Escape any text that
    /// comes from data with ``escapingMarkup(_:)``, or a "<" in it breaks the label.
    public func setMarkup(_ markup: String) { gtk_label_set_markup(opaque, markup) }

    /// `text` with the characters markup gives meaning to (`<`, `>`, `&`, quotes) escaped.
    public static func escapingMarkup(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// Wraps long text onto several lines (word boundaries first).
    public var wraps: Bool {
        get { Bool(gboolean: gtk_label_get_wrap(opaque)) }
        set {
            gtk_label_set_wrap(opaque, newValue.gboolean)
            gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
        }
    }

    /// Horizontal alignment of the text inside the label, 0 (start) … 1 (end).
    public var xAlign: Float {
        get { gtk_label_get_xalign(opaque) }
        set { gtk_label_set_xalign(opaque, newValue) }
    }

    /// Justification of wrapped lines.
    public var justification: Justification {
        get { Justification(gtk_label_get_justify(opaque)) }
        set { gtk_label_set_justify(opaque, newValue.gtkValue) }
    }

    /// Ellipsizes text that does not fit, at the end.
    public func ellipsizeAtEnd() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END) }

    /// Lets the user select (and copy) the text.
    public var isSelectable: Bool {
        get { Bool(gboolean: gtk_label_get_selectable(opaque)) }
        set { gtk_label_set_selectable(opaque, newValue.gboolean) }
    }
}
