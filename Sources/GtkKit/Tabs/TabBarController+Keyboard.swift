internal import CGtk

/// The tab bar's keys: Ctrl+Page Down / Ctrl+Page Up and Alt+1…9, and what a screen reader hears
/// when they switch tabs.
extension TabBarController {
    /// Ctrl+Page Down / Ctrl+Page Up cycle tabs and Alt+1…9 pick one, while the tabs are shown,
    /// wherever the focus is in the window.
    func installTabShortcuts(on box: Box) {
        // Before the focused widget: GtkListBox and GtkTextView bind Ctrl+Page Down to their own
        // page moves, so with the focus in a list the keys never reached the tabs. GNOME's
        // convention wins (AdwTabView takes them first too); UIKit has no such keys.
        let shortcuts = ShortcutController(global: true, beforeFocus: true)
        shortcuts.add("<Control>Page_Down") { [weak self] in self?.keySelect { ($0 + 1) % $1 } ?? false }
        shortcuts.add("<Control>Page_Up") { [weak self] in self?.keySelect { ($0 + $1 - 1) % $1 } ?? false }
        for number in 1...9 {
            shortcuts.add("<Alt>\(number)") { [weak self] in self?.keySelect { _, _ in number - 1 } ?? false }
        }
        box.addController(shortcuts)
    }

    private func keySelect(_ target: (_ current: Int, _ count: Int) -> Int) -> Bool {
        guard view.isDrawable, !tabControllers.isEmpty else { return false }
        let index = target(selectedIndex, tabControllers.count)
        guard tabControllers.indices.contains(index) else { return false }
        let controller = tabControllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return true }
        if index != selectedIndex {
            let focusWasOnTabs = switcher.containsFocus
            // With the focus on the tabs, it follows to the new tab's button — after the switch,
            // and with no focus during it: a focused button whose state changes is read again,
            // the old tab ("Second page tab" on the way to Third) or the new one twice.
            if focusWasOnTabs {
                markSelected(index) // so the button is read as the selected one when focused
                focusTabButton(index)
            }
            switchTab(to: index)
            delegate?.tabBarController(self, didSelect: controller)
            if !focusWasOnTabs && AccessibilityRepair.announceTabSwitch.isNeeded { announceTab(index) }
        }
        return true
    }

    /// A tab switched from the keyboard is heard: with the focus on the tabs, the focus follows
    /// to the new tab's button (a screen reader then reads it); with the focus in the page,
    /// GtkStack has moved it into the new page, and the tab's name is announced there (GTK 4.8;
    /// GTK 4.10+ reports the selection, and the tab is read as such).
    func markSelected(_ index: Int) {
        guard badges.selectedIndex != index else { return }
        badges.selectedIndex = index
        badges.refresh()
    }

    private func focusTabButton(_ index: Int) {
        if let button = WidgetChildren.child(at: index, of: switcher.widget) {
            if AccessibilityRepair.pressTabBeforeFocus.isNeeded { gtkkit_accessible_set_pressed(UnsafeMutableRawPointer(button), 1) }
            gtk_widget_grab_focus(button)
        }
    }

    private func announceTab(_ index: Int) {
        WindowAccessibility.announce(
            gettextString(
                format: "%1$@ tab, %2$@ of %3$@", tabControllers[index].tabBarItem.title, String(index + 1),
                String(tabControllers.count)), near: view)
    }
}
