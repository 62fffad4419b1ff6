internal import CGtk

/// Puts badge pills on a `GtkStackSwitcher`'s buttons, and puts them back after the switcher
/// rebuilds a button's content (GTK 4.8 replaces the child whenever a page's title or icon changes).
///
/// Each button's content is wrapped in a `GtkOverlay` whose overlay is the badge label; the badge
/// text also becomes the button's accessible description ("3 new"), and its title the accessible
/// name, so it is announced and not only drawn. The selected tab's description begins with
/// "Selected" on GTK 4.8 (`AccessibilityRepair.describeSelectedTab`): a screen reader says a page tab's name and role but not its state, and the
/// switcher's buttons take the focus without being selected, so a user arrowing across them could
/// not tell which page is showing. The widgets belong to the switcher: nothing here
/// holds them past a refresh.
@MainActor
final class TabBadges {
    private let switcher: View
    private var items: [TabBarItem] = []
    /// The selected tab, said in its description.
    var selectedIndex = 0

    init(switcher: View) { self.switcher = switcher }

    /// Re-applies the badges of `items` (in tab order).
    func refresh(items: [TabBarItem]) {
        self.items = items
        refresh()
    }

    /// Re-applies the last known badges (after the switcher rebuilt something).
    func refresh() {
        for (index, button) in zip(items.indices, WidgetChildren(of: switcher.widget)) {
            apply(items[index], selected: index == selectedIndex, to: button)
            AccessibleRegistration.register(button) // its first focus says it once
        }
    }

    /// The badge label on the tab at `index`, if shown (for tests and screenshots).
    func badgeText(at index: Int) -> String? {
        guard let button = WidgetChildren.child(at: index, of: switcher.widget),
            let badge = badgeLabel(in: button), Bool(gboolean: gtk_widget_get_visible(badge))
        else { return nil }
        return String(cString: gtk_label_get_text(OpaquePointer(badge)))
    }

    private func apply(_ item: TabBarItem, selected: Bool, to button: UnsafeMutablePointer<GtkWidget>) {
        let badge = badgeLabel(in: button) ?? wrap(button, showing: item)
        let value = item.badgeValue ?? ""
        gtk_label_set_text(OpaquePointer(badge), value)
        gtk_widget_set_visible(badge, (!value.isEmpty).gboolean)
        gtkkit_accessible_set_string(button, GTK_ACCESSIBLE_PROPERTY_LABEL, item.title)
        let parts = [
            selected && AccessibilityRepair.describeSelectedTab.isNeeded ? gettextString("Selected") : nil,
            value.isEmpty ? nil : gettextString(format: "%1$@ new", value),
        ]
        let description = parts.compactMap { $0 }.joined(separator: ", ")
        AccessibleDescription.set(description.isEmpty ? nil : description, on: button)
    }

    /// The badge label inside a button already wrapped by us.
    private func badgeLabel(in button: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let child = gtk_button_get_child(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self)),
            Bool(gboolean: gtk_widget_has_css_class(child, "gtkkit-tab-content"))
        else { return nil }
        return gtk_widget_get_last_child(child)
    }

    /// The tab's icon: its themed icon, or its picture at its logical size; nil for neither.
    private static func icon(of item: TabBarItem) -> UnsafeMutablePointer<GtkWidget>? {
        if let iconName = item.iconName { return gtk_image_new_from_icon_name(iconName) }
        guard let image = item.image else { return nil }
        let picture = gtk_image_new_from_paintable(image.texture)!
        gtk_image_set_pixel_size(OpaquePointer(picture), Int32(max(image.size.width, image.size.height).rounded()))
        return picture
    }

    /// Wraps the switcher's content of `button` in an overlay with a badge; returns the badge.
    /// A tab with an icon shows its title under it too, as UIKit's tab bar does (the switcher
    /// alone shows the icon only, with the title as a tooltip).
    private func wrap(_ button: UnsafeMutablePointer<GtkWidget>, showing item: TabBarItem) -> UnsafeMutablePointer<GtkWidget> {
        let gtkButton = UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self)
        let overlay = gtk_overlay_new()!
        gtk_widget_add_css_class(overlay, "gtkkit-tab-content")
        if let icon = Self.icon(of: item) {
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
            let box = UnsafeMutableRawPointer(column).assumingMemoryBound(to: GtkBox.self)
            gtk_box_append(box, icon)
            let title = gtk_label_new(item.title)!
            gtk_widget_add_css_class(title, "caption")
            gtk_box_append(box, title)
            gtk_button_set_child(gtkButton, nil)
            gtk_overlay_set_child(OpaquePointer(overlay), column)
        } else if let content = gtk_button_get_child(gtkButton) {
            g_object_ref(content)
            gtk_button_set_child(gtkButton, nil)
            gtk_overlay_set_child(OpaquePointer(overlay), content)
            g_object_unref(content)
        }
        let badge = gtk_label_new(nil)!
        gtk_widget_add_css_class(badge, "badge")
        gtk_widget_set_halign(badge, GTK_ALIGN_END)
        gtk_widget_set_valign(badge, GTK_ALIGN_START)
        gtk_widget_set_can_target(badge, 0)
        gtk_overlay_add_overlay(OpaquePointer(overlay), badge)
        gtk_button_set_child(gtkButton, overlay)
        return badge
    }
}
