internal import CGtk

/// A header-bar menu button (`open-menu-symbolic`) showing a menu of detailed action names,
/// GNOME's primary menu.
@MainActor
public final class MenuButton: View {
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

    /// The view `init(accessibilityLabel: "", items: [])` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init(accessibilityLabel: "", items: [])
    }

    /// Creates the button; `items` are (label, detailed action such as "app.about") in order.
    public init(accessibilityLabel: String, items: [(label: String, action: String)]) {
        menu = g_menu_new()
        self.items = items
        View.adopt(untyped(gtk_menu_button_new()), ownership: .full)
        super.init(frame: .zero)
        gtk_menu_button_set_icon_name(opaque, "open-menu-symbolic")
        for item in items { g_menu_append(menu, item.label, item.action) }
        gtk_menu_button_set_menu_model(opaque, UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
        gtk_menu_button_set_primary(opaque, 1) // F10 opens it
        self.accessibilityLabel = accessibilityLabel
        tooltip = accessibilityLabel
        nameMenu(accessibilityLabel)
    }

    /// The actions of a button made from a ``Menu``, in their group on the button.
    private var menuActions: Object?
    /// The ``Menu`` itself: its ``Action``s hold the handlers their GActions run, and an app
    /// that writes `Action(title:) { … }` inline keeps no reference of its own (UIKit's bar
    /// button item keeps its menu too).
    private var keptMenu: Menu?

    /// A button showing `menu` (UIKit's bar button item with a `menu`): labelled `title` (`_`
    /// before a letter marks its mnemonic), or
    /// showing the icon `iconName` (with `title`, or else the menu's title, as its accessible
    /// name), or both missing, the menu's title. Its actions are put in a group of the button's
    /// own, so they need no window or application.
    init(title: String?, iconName: String?, menu: Menu) {
        let group = Object(untyped(g_simple_action_group_new()), ownership: .full)
        for action in menu.allActions { g_action_map_add_action(OpaquePointer(group.raw), OpaquePointer(action.raw)) }
        self.menu = menu.makeModel(prefix: "menu")
        items = []
        View.adopt(untyped(gtk_menu_button_new()), ownership: .full)
        super.init(frame: .zero)
        menuActions = group
        keptMenu = menu
        gtk_widget_insert_action_group(widget, "menu", OpaquePointer(group.raw))
        // Put in a new parent (a header bar gives a covered page's items back), GTK 4.8's menu
        // items lose track of the group: they are dimmed and run nothing until it is inserted
        // again (AccessibilityRepair is for speech; this is PlatformRepair.reinsertMenuActions).
        connect("notify::parent", pointer: { [weak self] _ in self?.reinsertMenuActions() })
        let label = title ?? (menu.title.isEmpty ? nil : menu.title)
        // A title's `_` marks its mnemonic, as on every GtkKit button; the name is the text drawn.
        let name = label?.removingMnemonic
        if let iconName {
            gtk_menu_button_set_icon_name(opaque, iconName)
        } else {
            gtk_menu_button_set_label(opaque, label ?? "")
            gtk_menu_button_set_use_underline(opaque, 1)
        }
        gtk_menu_button_set_menu_model(opaque, UnsafeMutableRawPointer(self.menu).assumingMemoryBound(to: GMenuModel.self))
        if let name {
            accessibilityLabel = name
            if iconName != nil { tooltip = name }
            nameMenu(name)
        } else {
            logProgrammingError("BarButtonItem(menu:): an icon-only menu button needs a title (its accessible name)")
        }
    }

    /// Inserts the menu's action group again, so the items find their actions from where the
    /// button now is.
    private func reinsertMenuActions() {
        guard PlatformRepair.reinsertMenuActions.isNeeded, let menuActions, gtk_widget_get_parent(widget) != nil else { return }
        gtk_widget_insert_action_group(widget, "menu", nil)
        gtk_widget_insert_action_group(widget, "menu", OpaquePointer(menuActions.raw))
    }

    /// Names the popover menu and the pages of its internal stack after the button
    /// (`AccessibilityRepair.nameMenuPopover`).
    private func nameMenu(_ name: String) {
        guard AccessibilityRepair.nameMenuPopover.isNeeded, let popover = gtk_menu_button_get_popover(opaque) else { return }
        gtkkit_accessible_set_string(UnsafeMutableRawPointer(popover), GTK_ACCESSIBLE_PROPERTY_LABEL, name)
        Stack.nameInternalPages(under: UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self), name)
    }
}
