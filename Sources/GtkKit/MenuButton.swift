import CGtk

/// A header-bar menu button (`open-menu-symbolic`) showing a menu of detailed action names,
/// GNOME's primary menu.
@MainActor
public final class MenuButton: Widget {
    /// Creates the button; `items` are (label, detailed action such as "app.about") in order.
    public init(accessibleLabel: String, items: [(label: String, action: String)]) {
        super.init(untyped(gtk_menu_button_new()), ownership: .full)
        gtk_menu_button_set_icon_name(opaque, "open-menu-symbolic")
        let menu = g_menu_new()
        for item in items { g_menu_append(menu, item.label, item.action) }
        gtk_menu_button_set_menu_model(opaque, UnsafeMutableRawPointer(menu!).assumingMemoryBound(to: GMenuModel.self))
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_menu_button_set_primary(opaque, 1) // F10 opens it
        self.accessibleLabel = accessibleLabel
        tooltip = accessibleLabel
        nameMenu(accessibleLabel)
    }

    /// Names the popover menu and the pages of its internal stack after the button, so Orca says
    /// "Main Menu menu" where GTK 4.8 says "GtkPopoverMenu menu" and "GtkStackPage panel".
    private func nameMenu(_ name: String) {
        guard let popover = gtk_menu_button_get_popover(opaque) else { return }
        segue_accessible_set_string(UnsafeMutableRawPointer(popover), GTK_ACCESSIBLE_PROPERTY_LABEL, name)
        Stack.nameInternalPages(under: UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self), name)
    }
}
