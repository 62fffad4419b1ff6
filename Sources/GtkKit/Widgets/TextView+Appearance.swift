internal import CGtk

/// UIKit's text appearance on a text view: font, colour and alignment.
extension TextView {
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

    /// How the paragraphs line up (UIKit's `textAlignment`).
    public var textAlignment: TextAlignment {
        get {
            let justification = Label.Justification(gtk_text_view_get_justification(pointer()))
            let drawn = TextAlignment(xAlign: justification == .right ? 1 : 0, justification: justification, rightToLeft: isRightToLeft)
            guard let assigned = assignedTextAlignment, TextAlignment.drawAlike(assigned, drawn, rightToLeft: isRightToLeft) else {
                return drawn
            }
            return assigned
        }
        set {
            assignedTextAlignment = newValue
            gtk_text_view_set_justification(pointer(), newValue.gtkAlignment(rightToLeft: isRightToLeft).justification.gtkValue)
        }
    }
}
