internal import CGtk
import GtkKit

extension WebView {
    /// Alt+Left (Alt+Right right to left) goes back in the page's history, as in GNOME Web; with
    /// no page to go back to, it is the app's back: the navigation controller around the view
    /// pops, as the same keys do anywhere else in the window. WebKit takes the keys for itself
    /// otherwise, and the window never heard them inside a page.
    func installBackKeys() {
        let keys = ShortcutController(global: false, beforeFocus: true)
        keys.add("<Alt>Left") { [weak self] in self?.goBack(rightToLeft: false) ?? false }
        keys.add("<Alt>Right") { [weak self] in self?.goBack(rightToLeft: true) ?? false }
        addController(keys)
    }

    /// Goes back for the key meaning back in `rightToLeft` layouts; false for the other one.
    private func goBack(rightToLeft: Bool) -> Bool {
        guard (gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL) == rightToLeft else { return false }
        if canGoBack { return goBack() != nil }
        return Bool(gboolean: gtk_widget_activate_action_variant(widget, "navigation.pop", nil))
    }
}
