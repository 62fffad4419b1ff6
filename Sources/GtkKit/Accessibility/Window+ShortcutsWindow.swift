internal import CGtk

extension Window {
    /// Makes a loaded `GtkShortcutsWindow` usable with the keyboard and a screen reader, which
    /// GTK 4.8's is not: its entries cannot take focus (Tab skips the whole list, so Orca cannot
    /// read it) and its search field has no name. Each entry becomes focusable, named by its title
    /// and keys ("Quit, Ctrl+Q"); the search field is named, and the window's internal pages after
    /// its title. (Give the window `accessible-role` `dialog` in its UI file: GTK 4.8 makes it a
    /// "filler", which Orca does not announce.) Any other window is unchanged.
    func makeShortcutsWindowAccessible() {
        guard Bool(gboolean: gtkkit_is_a(raw, gtk_shortcuts_window_get_type())) else { return }
        Stack.nameInternalPages(under: widget, title)
        nameSectionPages()
        var pending: [UnsafeMutablePointer<GtkWidget>] = [widget]
        while let current = pending.popLast() {
            if Bool(gboolean: gtkkit_is_a(current, gtk_shortcuts_shortcut_get_type())) {
                mirrorNavigationKeys(of: current)
                gtk_widget_set_focusable(current, 1)
                let name = [Self.stringProperty(current, "title"), Self.keysLabel(Self.stringProperty(current, "accelerator"))]
                    .filter { !$0.isEmpty }.joined(separator: ", ")
                gtkkit_accessible_set_string(current, GTK_ACCESSIBLE_PROPERTY_LABEL, name)
                // Its name says it all; its parts would be read as "GtkShortcutLabel", "Ctrl", "+", "Q".
                for part in WidgetChildren(of: current) { gtkkit_accessible_set_hidden(part, 1) }
                continue
            }
            if Bool(gboolean: gtkkit_is_a(current, gtk_search_entry_get_type())) {
                gtkkit_accessible_set_string(current, GTK_ACCESSIBLE_PROPERTY_LABEL, gettextString("Search Shortcuts"))
            }
            // The section switcher (shown when there are several sections) and its inner button,
            // otherwise named after its icon: "GtkImage".
            if Bool(gboolean: gtkkit_is_a(current, gtk_menu_button_get_type()))
                || Bool(gboolean: gtkkit_is_a(current, gtk_toggle_button_get_type()))
            {
                gtkkit_accessible_set_string(current, GTK_ACCESSIBLE_PROPERTY_LABEL, gettextString("Shortcut Sections"))
            }
            pending.append(contentsOf: WidgetChildren(of: current))
        }
    }

    /// In a right-to-left layout Back is Alt+Right and Forward Alt+Left (GNOME's convention, which
    /// ``NavigationController`` follows): an entry written for left to right says so. GTK's
    /// shortcuts window shows accelerators as written.
    private func mirrorNavigationKeys(of entry: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL else { return }
        let accelerator = Self.stringProperty(entry, "accelerator")
        let mirrored = Self.mirroringAltArrows(accelerator)
        guard mirrored != accelerator else { return }
        gtkkit_object_set_string(entry, "accelerator", mirrored)
    }

    /// `accelerator` with `<Alt>Left` and `<Alt>Right` swapped (each space-separated key alone).
    static func mirroringAltArrows(_ accelerator: String) -> String {
        accelerator.split(separator: " ", omittingEmptySubsequences: false).map { key in
            switch key {
            case "<Alt>Left": "<Alt>Right"
            case "<Alt>Right": "<Alt>Left"
            default: String(key)
            }
        }.joined(separator: " ")
    }

    /// Each section keeps its groups in pages of a stack of its own, which the line above named
    /// after the window too ("Keyboard Shortcuts panel" twice); those pages are named after the
    /// groups they show instead ("General, Navigation, Tasks").
    private func nameSectionPages() {
        var pending: [UnsafeMutablePointer<GtkWidget>] = [widget]
        while let current = pending.popLast() {
            pending.append(contentsOf: WidgetChildren(of: current))
            guard Bool(gboolean: gtkkit_is_a(current, gtk_shortcuts_section_get_type())) else { continue }
            for child in WidgetChildren(of: current) where Bool(gboolean: gtkkit_is_a(child, gtk_stack_get_type())) {
                for page in WidgetChildren(of: child) {
                    let groups = Self.groupTitles(under: page)
                    guard !groups.isEmpty, let stackPage = gtk_stack_get_page(OpaquePointer(child), page) else { continue }
                    gtkkit_accessible_set_string(
                        UnsafeMutableRawPointer(stackPage), GTK_ACCESSIBLE_PROPERTY_LABEL, groups.joined(separator: ", "))
                }
            }
        }
    }

    private static func groupTitles(under root: UnsafeMutablePointer<GtkWidget>) -> [String] {
        if Bool(gboolean: gtkkit_is_a(root, gtk_shortcuts_group_get_type())) {
            return [stringProperty(root, "title")].filter { !$0.isEmpty }
        }
        return WidgetChildren(of: root).flatMap { groupTitles(under: $0) }
    }

    private static func stringProperty(_ object: UnsafeMutablePointer<GtkWidget>, _ name: String) -> String {
        var value: UnsafeMutablePointer<CChar>?
        gtkkit_object_get_string(object, name, &value)
        defer { g_free(value) }
        return value.map { String(cString: $0) } ?? ""
    }

    /// "<Alt>Left Escape" → "Alt+Left / Escape"; a range "<Alt>1...9" → "Alt+1…9". Key names are
    /// GTK's own, translated with it.
    static func keysLabel(_ accelerators: String) -> String {
        accelerators.split(separator: " ").map { token -> String in
            let parts = token.components(separatedBy: "...")
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            guard Bool(gboolean: gtk_accelerator_parse(parts[0], &key, &modifiers)), let label = gtk_accelerator_get_label(key, modifiers)
            else { return String(token) }
            defer { g_free(label) }
            return String(cString: label) + (parts.count > 1 ? "…" + parts[1] : "")
        }.joined(separator: " / ")
    }
}
