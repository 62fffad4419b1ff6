internal import CGtk

/// UIKit's text alignment on a text field (its font and colour: ``ContentSizeCategoryAdjusting``).
extension TextField {
    /// Where the text sits in the field (UIKit's `textAlignment`); a field has one line, so
    /// ``TextAlignment/justified`` is ``TextAlignment/natural``.
    public var textAlignment: TextAlignment {
        get {
            let xAlign = gtk_editable_get_alignment(editable)
            let justification: Label.Justification = xAlign >= 0.75 ? .right : xAlign >= 0.25 ? .center : .left
            let drawn = TextAlignment(xAlign: xAlign, justification: justification, rightToLeft: isRightToLeft)
            guard let assigned = wornStyle.textAlignment, assigned != .justified,
                TextAlignment.drawAlike(assigned, drawn, rightToLeft: isRightToLeft)
            else { return drawn }
            return assigned
        }
        set {
            wornStyle.align(newValue)
            gtk_editable_set_alignment(editable, newValue.gtkAlignment(rightToLeft: isRightToLeft).xAlign)
        }
    }

    private var editable: OpaquePointer { OpaquePointer(widget) }
}
