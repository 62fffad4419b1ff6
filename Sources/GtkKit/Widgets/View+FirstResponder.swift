internal import CGtk

/// UIKit's responder chain, on GTK's keyboard focus: the first responder is the widget that has
/// the focus in its window.
///
/// GNOME differs in one way worth knowing: a desktop has no on-screen keyboard to slide away, so
/// resigning the first responder only takes the focus out of the widget (the window keeps it, and
/// Tab starts again from the top); nothing else on screen changes.
extension View {
    /// Whether this widget, or a part of it (a text field's text), has the keyboard focus in its
    /// window (UIKit's `isFirstResponder`).
    public var isFirstResponder: Bool { containsFocus }

    /// Whether the widget can take the keyboard focus now — itself or, for a text field, its text —
    /// being enabled and shown (UIKit's `canBecomeFirstResponder`).
    public var canBecomeFirstResponder: Bool {
        guard isEnabled, Bool(gboolean: gtk_widget_is_drawable(widget)), Bool(gboolean: gtk_widget_get_can_focus(widget)) else {
            return false
        }
        // A GtkEntry is not focusable itself: its text part is.
        return isFocusable || Bool(gboolean: gtkkit_is_a(widget, gtk_editable_get_type()))
    }

    /// Takes the keyboard focus, as UIKit's `becomeFirstResponder()` does; returns whether it did.
    /// A widget that is not in a window, hidden or disabled cannot.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard gtk_widget_get_root(widget) != nil else { return false }
        return grabFocus()
    }

    /// Gives up the keyboard focus if this widget (or a part of it) has it, as UIKit's
    /// `resignFirstResponder()` does; the window keeps the keyboard with no widget focused.
    /// Returns whether the widget no longer has the focus.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard containsFocus, let root = gtk_widget_get_root(widget) else { return !containsFocus }
        gtk_root_set_focus(root, nil)
        return true
    }

    /// Makes whatever widget inside this one has the focus give it up (UIKit's
    /// `endEditing(_:)`); returns whether one did. `force` is accepted for UIKit's signature: a
    /// GTK widget cannot refuse.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard containsFocus else { return false }
        return resignFirstResponder()
    }
}
