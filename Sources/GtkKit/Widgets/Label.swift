internal import CGtk
import Foundation

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

    /// The shown text. Setting it drops any ``attributedText``.
    public var text: String {
        get { String(cString: gtk_label_get_text(opaque)) }
        set {
            attributedStorage = nil
            gtk_label_set_text(opaque, newValue)
        }
    }

    /// The shown text with its attributes (UIKit's `attributedText`): fonts, colours, underlines,
    /// spacing and links per run, drawn by Pango, and the first paragraph's alignment and line
    /// height for the whole label (see ``ParagraphStyle``). The label's own font and colour apply
    /// where a run sets none. Screen readers read the text, and its attributes as text
    /// attributes (weight, colour, underline). Setting ``text`` drops the attributes; nil shows
    /// no text.
    ///
    /// A link is a GNOME link: Tab reaches it, Return or a click opens it in the desktop's
    /// handler for its address. A theme colour is resolved again when the desktop's style changes.
    public var attributedText: NSAttributedString? {
        get { attributedStorage ?? (text.isEmpty ? nil : NSAttributedString(string: text)) }
        set {
            guard let newValue else {
                text = ""
                return
            }
            let runs = AttributedRuns(newValue)
            attributedStorage = newValue.copy() as? NSAttributedString
            gtk_label_set_markup(opaque, AttributedMarkup.markup(for: runs))
            if let alignment = runs.firstParagraphStyle?.alignment { textAlignment = alignment }
            if runs.usesThemeColors, !followsDesktopStyle {
                followsDesktopStyle = true
                DesktopStyle.whenChanged(for: self) { [weak self] in
                    guard let self, let attributed = attributedStorage else { return }
                    gtk_label_set_markup(opaque, AttributedMarkup.markup(for: AttributedRuns(attributed)))
                }
            }
        }
    }
    /// The attributed text last set, until ``text`` replaces it.
    private var attributedStorage: NSAttributedString?
    /// Whether the label redraws its attributed text when the desktop's style changes.
    private var followsDesktopStyle = false

    /// Shows `markup` (Pango markup: `<b>`, `<span size="smaller">` …). Escape any text that
    /// comes from data with ``escapingMarkup(_:)``, or a "<" in it breaks the label.
    public func setMarkup(_ markup: String) {
        attributedStorage = nil
        gtk_label_set_markup(opaque, markup)
    }

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
