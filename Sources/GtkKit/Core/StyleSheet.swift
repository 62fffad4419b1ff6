internal import CGtk

/// GtkKit's own style classes, installed once per display.
///
/// Plain GTK 4.8 has no libadwaita classes such as `boxed-list`; GtkKit defines the few it uses
/// with the theme's named colours only (`@borders`, `@theme_bg_color`, …), so they follow the
/// dark and high-contrast variants.
@MainActor
public enum StyleSheet {
    private static var installed = false

    static let css = """
        list.boxed-list { border: 1px solid @borders; border-radius: 8px; }
        list.boxed-list > row { border-bottom: 1px solid alpha(@borders, 0.6); }
        list.boxed-list > row:last-child { border-bottom: none; border-radius: 0 0 8px 8px; }
        list.boxed-list > row:first-child { border-radius: 8px 8px 0 0; }
        list.boxed-list > row:only-child { border-radius: 8px; }
        .heading { font-weight: bold; }
        .title-1 { font-size: 1.6em; font-weight: 800; }
        .title-2 { font-size: 1.3em; font-weight: 800; }
        .dim-label { opacity: 0.55; }
        .caption { font-size: 0.8em; }
        .gtkkit-status-icon { opacity: 0.5; }
        .gtkkit-tab-content { padding: 0 14px; }
        .gtkkit-swiped-page { background-color: @theme_bg_color; box-shadow: 0 0 8px alpha(black, 0.25); }
        stackswitcher.gtkkit-compact > button { min-width: 0; }
        label.badge { background: @theme_selected_bg_color; color: @theme_selected_fg_color; border-radius: 9px;
                      min-width: 12px; padding: 0 4px; font-size: 0.75em; font-weight: bold; margin: -4px -12px 0 0; }
        .gtkkit-collection-cell { border-radius: 12px; padding: 6px; }
        .gtkkit-collection-cell:hover { background-color: alpha(currentColor, 0.06); }
        .gtkkit-collection-cell:selected { background-color: alpha(@theme_selected_bg_color, 0.3); }
        .gtkkit-collection-cell:focus-visible { outline: 2px solid alpha(@theme_selected_bg_color, 0.7); outline-offset: -2px; }
        .gtkkit-undo-bar { background: @theme_bg_color; border-top: 1px solid @borders; }
        progressbar.osd.horizontal > trough > progress { margin: 0; }
        progressbar.osd.vertical > trough > progress { margin: 0; }
        .gtkkit-material-light { background-color: alpha(@theme_bg_color, 0.92); color: @theme_fg_color; }
        .gtkkit-material-dark { background-color: rgba(0, 0, 0, 0.7); color: white; }
        .gtkkit-vibrant { opacity: 0.75; }
        button.gtkkit-transparent, button.gtkkit-transparent:hover, button.gtkkit-transparent:active {
            background: none; box-shadow: none; border-color: transparent; padding: 0; min-width: 0; min-height: 0; }
        """

    /// Installs GtkKit's classes plus `extraCSS` on the default display (idempotent for GtkKit's).
    public static func install(extraCSS: String? = nil) {
        guard let display = gdk_display_get_default() else { return }
        if !installed {
            add(css, to: display, priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) - 1)
            installed = true
        }
        if let extraCSS { add(extraCSS, to: display, priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)) }
    }

    /// Installs GtkKit's classes plus a style sheet from a registered GResource path.
    public static func install(resource path: String) {
        install()
        guard let display = gdk_display_get_default() else { return }
        add(to: display, priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)) { gtk_css_provider_load_from_resource($0, path) }
    }

    private static func add(_ css: String, to display: OpaquePointer, priority: UInt32) {
        add(to: display, priority: priority) { gtkkit_css_provider_load_string($0, css) }
    }

    /// Makes a provider, lets `load` fill it, and adds it to `display` (which keeps it).
    private static func add(to display: OpaquePointer, priority: UInt32, load: (UnsafeMutablePointer<GtkCssProvider>?) -> Void) {
        let provider = gtk_css_provider_new()
        load(provider)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority)
        g_object_unref(provider)
    }
}
