internal import CGtk

/// UIKit's accessibility properties on every view, on GTK's accessible roles, properties and
/// states (ARIA's, which Orca speaks). See ``AccessibilityTraits`` for the table.
extension View {
    /// Tells GTK the accessible value text set in ``accessibilityValue``.
    func applyAccessibilityValue() {
        if let accessibilityValue {
            gtkkit_accessible_set_string(raw, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, accessibilityValue)
        } else {
            gtk_accessible_reset_property(OpaquePointer(raw), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT)
        }
    }

    /// Tells GTK what changed from the traits `old` to ``accessibilityTraits``: the role (for the
    /// first role trait) and the selected, disabled and heading states.
    func applyAccessibilityTraits(from old: AccessibilityTraits) {
        let new = accessibilityTraits
        if let role = Self.role(for: new), Self.role(for: old) != role { setAccessibleRole(role) }
        if new.contains(.selected) != old.contains(.selected) {
            gtkkit_accessible_set_selected(raw, new.contains(.selected) ? 1 : -1)
        }
        if new.contains(.notEnabled) != old.contains(.notEnabled) {
            gtkkit_accessible_set_disabled(raw, new.contains(.notEnabled).gboolean)
        }
        if new.contains(.header), !old.contains(.header) { gtkkit_accessible_set_level(raw, 2) }
    }

    /// Whether assistive technologies see the element (UIKit's `isAccessibilityElement`).
    /// False hides it and everything inside it (GTK's `hidden` state): in GTK every widget with
    /// a role is an element already, so the one use left is hiding a decorative one.
    public var isAccessibilityElement: Bool {
        get { !isHiddenFromAccessibility }
        set { isHiddenFromAccessibility = !newValue }
    }

    /// Whether the elements inside this view are hidden from assistive technologies (UIKit's
    /// `accessibilityElementsHidden`): GTK's `hidden` state on the view, which hides them all.
    public var accessibilityElementsHidden: Bool {
        get { isHiddenFromAccessibility }
        set { isHiddenFromAccessibility = newValue }
    }

    /// The role the first role trait of `traits` gives, if any.
    static func role(for traits: AccessibilityTraits) -> GtkAccessibleRole? {
        let roles: [(AccessibilityTraits, GtkAccessibleRole)] = [
            (.header, GTK_ACCESSIBLE_ROLE_HEADING), (.link, GTK_ACCESSIBLE_ROLE_LINK), (.button, GTK_ACCESSIBLE_ROLE_BUTTON),
            (.keyboardKey, GTK_ACCESSIBLE_ROLE_BUTTON), (.searchField, GTK_ACCESSIBLE_ROLE_SEARCH_BOX),
            (.adjustable, GTK_ACCESSIBLE_ROLE_SLIDER), (.image, GTK_ACCESSIBLE_ROLE_IMG), (.tabBar, GTK_ACCESSIBLE_ROLE_TAB_LIST),
            (.summaryElement, GTK_ACCESSIBLE_ROLE_STATUS), (.staticText, GTK_ACCESSIBLE_ROLE_LABEL),
        ]
        return roles.first { traits.contains($0.0) }?.1
    }

    /// Gives the widget `role` while GTK still takes one: before the widget is in a window (its
    /// accessible object goes on the bus there, and GTK keeps the role it exported).
    private func setAccessibleRole(_ role: GtkAccessibleRole) {
        guard gtk_widget_get_root(widget) == nil else {
            logProgrammingError(
                "accessibilityTraits: a role trait was set on a \(type(of: self)) already in a window; GTK keeps its role "
                    + "(set role traits in init or viewDidLoad)")
            return
        }
        gtkkit_widget_set_accessible_role(raw, role)
    }
}
