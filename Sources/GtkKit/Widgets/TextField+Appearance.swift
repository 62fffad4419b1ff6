internal import CGtk

/// UIKit's text appearance on a text field: font, colour and alignment.
extension TextField {
    /// The font (UIKit's `font`); the body font unless set. It follows the desktop's text
    /// scaling unless ``adjustsFontForContentSizeCategory`` is false.
    public var font: Font {
        get { drawnFont }
        set { setFont(newValue, followsTextScaling: fontFollowsTextScaling) }
    }

    /// Whether the font follows the desktop's text scaling (GNOME's Large Text); true by
    /// default, unlike UIKit (see ``Label/adjustsFontForContentSizeCategory``).
    public var adjustsFontForContentSizeCategory: Bool {
        get { fontFollowsTextScaling }
        set { setFont(assignedFont, followsTextScaling: newValue) }
    }

    /// The text's colour (UIKit's `textColor`); nil is the theme's.
    public var textColor: Color? {
        get { styleValues["color"] }
        set { setStyle("color", newValue, declaration: newValue.map { "color: \($0.css)" }) }
    }

    /// Where the text sits in the field (UIKit's `textAlignment`); a field has one line, so
    /// ``TextAlignment/justified`` is ``TextAlignment/natural``.
    public var textAlignment: TextAlignment {
        get {
            let xAlign = gtk_editable_get_alignment(editable)
            let justification: Label.Justification = xAlign >= 0.75 ? .right : xAlign >= 0.25 ? .center : .left
            let drawn = TextAlignment(xAlign: xAlign, justification: justification, rightToLeft: isRightToLeft)
            guard let assigned = assignedTextAlignment, assigned != .justified,
                TextAlignment.drawAlike(assigned, drawn, rightToLeft: isRightToLeft)
            else { return drawn }
            return assigned
        }
        set {
            assignedTextAlignment = newValue
            gtk_editable_set_alignment(editable, newValue.gtkAlignment(rightToLeft: isRightToLeft).xAlign)
        }
    }

    private var editable: OpaquePointer { OpaquePointer(widget) }
}
