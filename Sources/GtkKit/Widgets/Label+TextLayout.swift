internal import CGtk

/// UIKit's text layout on a label: its lines, how it breaks them and how they line up (its font
/// and colour: ``ContentSizeCategoryAdjusting``).
extension Label {
    /// The most lines the text takes (UIKit's `numberOfLines`): 1 keeps it on one line, 0 lets
    /// it wrap onto as many as it needs, and a larger number wraps onto at most that many.
    ///
    /// Where GtkKit differs: GTK limits a label's lines only with an ellipsis, so a limit of two
    /// or more ends the last line with "…" (UIKit's default ``LineBreakMode/byTruncatingTail``)
    /// unless another truncation is set; and a one-line label asks for room for all its text
    /// unless ``lineBreakMode`` truncates it (GTK lays out; it does not squeeze).
    public var numberOfLines: Int {
        get {
            guard wraps else { return 1 }
            let lines = Int(gtk_label_get_lines(opaque))
            return lines > 0 ? lines : 0
        }
        set {
            let lines = max(0, newValue)
            let mode = lineBreakMode
            gtk_label_set_wrap(opaque, (lines != 1).gboolean)
            gtk_label_set_lines(opaque, lines > 1 ? Int32(lines) : -1)
            if lines > 1, gtk_label_get_ellipsize(opaque) == PANGO_ELLIPSIZE_NONE {
                gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END)
            }
            if lines != 1 { gtk_label_set_wrap_mode(opaque, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR) }
        }
    }

    /// What happens to text longer than its room (UIKit's `lineBreakMode`): a truncation puts
    /// "…" in place of the start, middle or end; a wrapping mode says where lines break when the
    /// label has more than one (``numberOfLines``).
    public var lineBreakMode: LineBreakMode {
        get {
            switch gtk_label_get_ellipsize(opaque) {
            case PANGO_ELLIPSIZE_START: return .byTruncatingHead
            case PANGO_ELLIPSIZE_MIDDLE: return .byTruncatingMiddle
            case PANGO_ELLIPSIZE_END: return .byTruncatingTail
            default:
                guard wraps else { return .byClipping }
                return gtk_label_get_wrap_mode(opaque) == PANGO_WRAP_CHAR ? .byCharWrapping : .byWordWrapping
            }
        }
        set {
            switch newValue {
            case .byTruncatingHead: gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_START)
            case .byTruncatingMiddle: gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_MIDDLE)
            case .byTruncatingTail: gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END)
            case .byClipping, .byWordWrapping, .byCharWrapping:
                // A line limit needs its ellipsis in GTK (see numberOfLines).
                if gtk_label_get_lines(opaque) <= 0 { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_NONE) }
                gtk_label_set_wrap_mode(opaque, newValue == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            }
        }
    }

    /// Whether the text is drawn cut short with "…" at its present size (a label's
    /// `isTruncated`, which UIKit apps compute by measuring).
    public var isTruncated: Bool {
        guard let layout = gtk_label_get_layout(opaque) else { return false }
        return Bool(gboolean: pango_layout_is_ellipsized(layout))
    }

    /// How the text lines up (UIKit's `textAlignment`): it sets both where the text sits in the
    /// label (``xAlign``) and how wrapped lines line up (``justification``).
    public var textAlignment: TextAlignment {
        get {
            let drawn = TextAlignment(xAlign: xAlign, justification: justification, rightToLeft: isRightToLeft)
            guard let assigned = wornStyle.textAlignment, TextAlignment.drawAlike(assigned, drawn, rightToLeft: isRightToLeft) else {
                return drawn
            }
            return assigned
        }
        set {
            wornStyle.align(newValue)
            let gtk = newValue.gtkAlignment(rightToLeft: isRightToLeft)
            xAlign = gtk.xAlign
            justification = gtk.justification
        }
    }
}
