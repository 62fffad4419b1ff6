internal import CGtk

/// Naming a control by the text beside it, GNOME's way (ARIA's `labelledby`).
extension View {
    /// Names this widget for screen readers by `label`'s text, and tells them the label belongs
    /// to it. Where GNOME's convention wins over UIKit's: a UIKit app copies the text into
    /// `accessibilityLabel`, which names the control but leaves the label on screen unrelated,
    /// and Orca 48 reads such labels as the window's own text when a dialog opens. The name
    /// follows the label when its text changes.
    public func setAccessibleLabelledBy(_ label: View) {
        gtk_accessible_reset_property(OpaquePointer(raw), GTK_ACCESSIBLE_PROPERTY_LABEL)
        gtkkit_accessible_set_relation(raw, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label.raw)
    }
}
