internal import CGtk

/// The one style provider behind views' colours, corners and borders (UIKit's per-view
/// properties, which GTK draws from CSS): each distinct declaration gets a class of its own,
/// written once into a single provider on the display, and a view wears the class. A thousand
/// red labels share one rule, and no widget carries a provider of its own.
@MainActor
enum ViewStyle {
    /// The class written for each declaration.
    private static var classes: [String: String] = [:]
    /// Every rule written so far, in order.
    private static var rules: [String] = []
    /// The provider, once a display exists.
    private static var provider: UnsafeMutablePointer<GtkCssProvider>?

    /// Above the app's own style sheets (a view's own colour is the more specific wish) and below
    /// the user's (`~/.config/gtk-4.0/gtk.css`, which an accessibility need may have written).
    private static let priority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 100

    /// The class to wear for `declaration` ("background: @theme_bg_color"), its rule written
    /// first if it is new.
    static func className(for declaration: String) -> String {
        if let name = classes[declaration] { return name }
        let name = "gtkkit-style-\(classes.count + 1)"
        classes[declaration] = name
        rules.append(".\(name) { \(declaration); }")
        if declaration.hasPrefix("color:") {
            // On a selected row's accent background a text or icon colour would barely show:
            // the selection's own text colour wins there, as UIKit's highlighted text colour does.
            rules.append("row:selected .\(name) { color: @theme_selected_fg_color; }")
        }
        reload()
        return name
    }

    private static func reload() {
        if provider == nil, let display = gdk_display_get_default() {
            provider = gtk_css_provider_new()
            gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority)
        }
        guard let provider else { return }
        gtkkit_css_provider_load_string(provider, rules.joined(separator: "\n"))
    }
}
