internal import CGtk

/// The accessible description of any widget, including ones GTK made itself and GtkKit never
/// wrapped (a tab switcher's buttons, the text inside an entry).
///
/// GTK 4.8 has no call to read an accessible property back, so every description GtkKit sets is
/// also kept on the widget itself (object data): an announcement written into the focused
/// widget's description on GTK 4.8 can then put back what was there, whichever widget has the focus.
@MainActor
enum AccessibleDescription {
    private static let key = "gtkkit-accessible-description"

    /// The description GtkKit last set on `widget`, or nil.
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), key)
            .map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// Sets (or, with nil, takes away) `widget`'s description.
    static func set(_ description: String?, on widget: UnsafeMutablePointer<GtkWidget>) {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        if let description {
            gtkkit_accessible_set_string(UnsafeMutableRawPointer(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description)
            g_object_set_data_full(object, key, g_strdup(description), g_free)
        } else {
            gtk_accessible_reset_property(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
            g_object_set_data(object, key, nil)
        }
    }
}
