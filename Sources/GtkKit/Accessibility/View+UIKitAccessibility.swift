internal import CGtk

/// UIKit's accessibility properties on every view, on GTK's accessible roles, properties and
/// states (ARIA's, which Orca speaks). See ``AccessibilityTraits`` for the table.
extension View {
    /// The element's current value, when its label does not say it (UIKit's
    /// `accessibilityValue`: "50%" of a slider): GTK's value text. Screen readers read it for
    /// an element whose role has a value — a slider (``AccessibilityTraits/adjustable``), a
    /// progress bar, a spin button.
    public var accessibilityValue: String? {
        get { assignedAccessibilityValue }
        set {
            assignedAccessibilityValue = newValue
            if let newValue {
                gtkkit_accessible_set_string(raw, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, newValue)
            } else {
                gtk_accessible_reset_property(OpaquePointer(raw), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT)
            }
        }
    }

    /// What the element is and its state (UIKit's `accessibilityTraits`): a role for the
    /// first role trait set, and the `selected` and `disabled` states.
    public var accessibilityTraits: AccessibilityTraits {
        get { assignedTraits }
        set {
            let old = assignedTraits
            assignedTraits = newValue
            if let role = Self.role(for: newValue), Self.role(for: old) != role { setAccessibleRole(role) }
            if newValue.contains(.selected) != old.contains(.selected) {
                gtkkit_accessible_set_selected(raw, newValue.contains(.selected) ? 1 : -1)
            }
            if newValue.contains(.notEnabled) != old.contains(.notEnabled) {
                gtkkit_accessible_set_disabled(raw, newValue.contains(.notEnabled).gboolean)
            }
            if newValue.contains(.header), !old.contains(.header) { gtkkit_accessible_set_level(raw, 2) }
        }
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
