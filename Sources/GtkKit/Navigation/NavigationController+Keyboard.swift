internal import CGtk

extension NavigationController {
    /// Alt+Left and Escape pop from anywhere in the window, and so does the mouse's back button
    /// (button 8) over the page or the header bar — GNOME's conventions for "go back". In a
    /// right-to-left layout (Hebrew, Arabic) back points right, and Alt+Right goes back instead of
    /// Alt+Left, as in GNOME's own apps (UIKit has no such key; its back is a swipe). Escape is
    /// only consumed when there is something to pop, so it still reaches whatever else wants it;
    /// popups and dialogs are separate surfaces and get their own Escape first.
    func installKeyboardAndPointerBack() {
        let shortcuts = ShortcutController(global: true)
        shortcuts.add("<Alt>Left") { [weak self] in self?.isRightToLeft == false && self?.popIfPossible() == true }
        shortcuts.add("<Alt>Right") { [weak self] in self?.isRightToLeft == true && self?.popIfPossible() == true }
        shortcuts.add("Escape") { [weak self] in self?.popIfPossible() ?? false }
        stack.addController(shortcuts)
        for target in [stack, headerBar] as [View] {
            target.addController(GestureClick(button: 8, onReleased: { [weak self] _, _ in _ = self?.popIfPossible() }))
        }
        // "navigation.pop", GNOME's way for a widget inside to ask for the same back: a web view
        // that takes Alt+Left for its own history hands it on through it when it has none.
        let group = OpaquePointer(g_simple_action_group_new())
        g_action_map_add_action(group, OpaquePointer(popAction.raw))
        gtk_widget_insert_action_group(stack.widget, "navigation", group)
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    /// Whether the stack is laid out right to left (GTK's direction for the user's language).
    var isRightToLeft: Bool { gtk_widget_get_direction(stack.widget) == GTK_TEXT_DIR_RTL }

    /// Pops the top controller if there is one above the root; returns whether it did. Only a
    /// stack on screen pops: with a navigation controller in each tab, the keys belong to the
    /// selected tab's.
    func popIfPossible() -> Bool {
        guard viewControllers.count > 1, stack.isDrawable else { return false }
        popViewController(animated: true)
        return true
    }
}
