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
    }
}
