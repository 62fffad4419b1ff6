internal import CGtk

/// UIKit's text alignment on a text view (its font and colour: ``ContentSizeCategoryAdjusting``).
extension TextView {
    /// How the paragraphs line up (UIKit's `textAlignment`).
    public var textAlignment: TextAlignment {
        get {
            let justification = Label.Justification(gtk_text_view_get_justification(pointer()))
            let drawn = TextAlignment(xAlign: justification == .right ? 1 : 0, justification: justification, rightToLeft: isRightToLeft)
            guard let assigned = wornStyle.textAlignment, TextAlignment.drawAlike(assigned, drawn, rightToLeft: isRightToLeft) else {
                return drawn
            }
            return assigned
        }
        set {
            wornStyle.align(newValue)
            gtk_text_view_set_justification(pointer(), newValue.gtkAlignment(rightToLeft: isRightToLeft).justification.gtkValue)
        }
    }
}
