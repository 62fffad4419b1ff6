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
    /// The colours that follow the desktop's style, by name: CSS for light and for dark.
    private static var styledColors: [(name: String, light: String, dark: String)] = []
    /// Whether the style written is the dark one.
    private static var writtenDark = false
    /// The provider, once a display exists.
    private static var provider: UnsafeMutablePointer<GtkCssProvider>?

    /// Above the app's own style sheets (a view's own colour is the more specific wish) and below
    /// the user's (`~/.config/gtk-4.0/gtk.css`, which an accessibility need may have written).
    private static let priority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 100

    /// The class to wear for `declaration` ("background: @theme_bg_color"), its rule written
    /// first if it is new.
    static func className(for declaration: String, when pseudoClass: String? = nil) -> String {
        let key = pseudoClass.map { "\($0) \(declaration)" } ?? declaration
        if let name = classes[key] { return name }
        let name = "gtkkit-style-\(classes.count + 1)"
        classes[key] = name
        rules.append(".\(name)\(pseudoClass.map { ":" + $0 } ?? "") { \(declaration); }")
        if declaration.hasPrefix("color:") {
            // On a selected row's accent background a text or icon colour would barely show:
            // the selection's own text colour wins there, as UIKit's highlighted text colour does.
            rules.append("row:selected .\(name) { color: @theme_selected_fg_color; }")
        }
        reload()
        return name
    }

    /// A colour name (for `@name` in CSS) that is `light` under a light desktop style and `dark`
    /// under a dark one, rewritten when the style changes (an asset catalog's colour with a dark
    /// variant, which UIKit resolves per trait collection).
    static func colorName(light: String, dark: String) -> String {
        if let known = styledColors.first(where: { $0.light == light && $0.dark == dark }) { return known.name }
        let name = "gtkkit_color_\(styledColors.count + 1)"
        styledColors.append((name, light, dark))
        if styledColors.count == 1 { DesktopStyle.whenChanged { if (DesktopStyle.current.style == .dark) != writtenDark { reload() } } }
        reload()
        return name
    }

    private static func reload() {
        if provider == nil, let display = gdk_display_get_default() {
            provider = gtk_css_provider_new()
            gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority)
        }
        guard let provider else { return }
        writtenDark = DesktopStyle.current.style == .dark
        let colors = styledColors.map { "@define-color \($0.name) \(writtenDark ? $0.dark : $0.light);" }
        gtkkit_css_provider_load_string(provider, (colors + rules).joined(separator: "\n"))
    }
}
