internal import CGtk

/// The GType of table rows: a `GtkListBoxRow` subclass with an "activate" widget action.
///
/// GTK 4.8 gives a plain GtkListBoxRow no accessible action, so a screen reader could not
/// activate it. GTK's AT-SPI layer lists a widget's own installed actions, so the subclass installs
/// one, "activate", that does exactly what Enter does: it emits the row's `activate` signal, which
/// the list box turns into `row-activated`.
@MainActor
enum TableRowType {
    static let type: GType = {
        let parent = gtk_list_box_row_get_type()
        var query = GTypeQuery()
        g_type_query(parent, &query)
        return g_type_register_static_simple(
            parent, "GtkKitTableRow", query.class_size,
            { klass, _ in
                gtk_widget_class_install_action(gtkkit_widget_class(klass), "activate", nil) { widget, _, _ in
                    gtk_widget_activate(widget)
                }
            },
            query.instance_size, nil, GTypeFlags(rawValue: 0))
    }()

    /// A new, floating row instance.
    static func make() -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!)
    }
}
