internal import CGtk

/// A header-bar menu button (`open-menu-symbolic`) showing a menu of detailed action names,
/// GNOME's primary menu.
@MainActor
public final class MenuButton: Widget {
    /// The menu model, owned by this wrapper (the button holds a reference of its own).
    private let menu: OpaquePointer
    private var items: [(label: String, action: String)]

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(menu)) }

    /// Changes the label of the item at `index` ("Undo Delete Task"), keeping its action.
    public func setLabel(_ label: String, forItemAt index: Int) {
        guard items.indices.contains(index), items[index].label != label else { return }
        items[index].label = label
        g_menu_remove(menu, Int32(index))
        g_menu_insert(menu, Int32(index), label, items[index].action)
    }

    /// Creates the button; `items` are (label, detailed action such as "app.about") in order.
    public init(accessibleLabel: String, items: [(label: String, action: String)]) {
        menu = g_menu_new()
        self.items = items
        super.init(untyped(gtk_menu_button_new()), ownership: .full)
        gtk_menu_button_set_icon_name(opaque, "open-menu-symbolic")
        for item in items { g_menu_append(menu, item.label, item.action) }
        gtk_menu_button_set_menu_model(opaque, UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
        gtk_menu_button_set_primary(opaque, 1) // F10 opens it
        self.accessibleLabel = accessibleLabel
        tooltip = accessibleLabel
        nameMenu(accessibleLabel)
    }

    /// The actions of a button made from a ``Menu``, in their group on the button.
    private var menuActions: Object?

    /// A button showing `menu` (UIKit's bar button item with a `menu`): labelled `title`, or
    /// showing the icon `iconName` (with `title`, or else the menu's title, as its accessible
    /// name), or both missing, the menu's title. Its actions are put in a group of the button's
    /// own, so they need no window or application.
    init(title: String?, iconName: String?, menu: Menu) {
        let group = Object(untyped(g_simple_action_group_new()), ownership: .full)
        for action in menu.allActions { g_action_map_add_action(OpaquePointer(group.raw), OpaquePointer(action.raw)) }
        self.menu = menu.makeModel(prefix: "menu")
        items = []
        super.init(untyped(gtk_menu_button_new()), ownership: .full)
        menuActions = group
        gtk_widget_insert_action_group(widget, "menu", OpaquePointer(group.raw))
        let name = title ?? (menu.title.isEmpty ? nil : menu.title)
        if let iconName {
            gtk_menu_button_set_icon_name(opaque, iconName)
        } else {
            gtk_menu_button_set_label(opaque, name ?? "")
        }
        gtk_menu_button_set_menu_model(opaque, UnsafeMutableRawPointer(self.menu).assumingMemoryBound(to: GMenuModel.self))
        if let name {
            accessibleLabel = name
            if iconName != nil { tooltip = name }
            nameMenu(name)
        } else {
            logProgrammingError("BarButtonItem(menu:): an icon-only menu button needs a title (its accessible name)")
        }
    }

    /// Names the popover menu and the pages of its internal stack after the button
    /// (`AccessibilityRepair.nameMenuPopover`).
    private func nameMenu(_ name: String) {
        guard AccessibilityRepair.nameMenuPopover.isNeeded, let popover = gtk_menu_button_get_popover(opaque) else { return }
        gtkkit_accessible_set_string(UnsafeMutableRawPointer(popover), GTK_ACCESSIBLE_PROPERTY_LABEL, name)
        Stack.nameInternalPages(under: UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self), name)
    }
}
