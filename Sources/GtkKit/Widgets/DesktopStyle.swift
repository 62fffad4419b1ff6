internal import CGtk

/// The desktop's light or dark style, as it asks GTK — `gtk-application-prefer-dark-theme`, a
/// theme whose name ends in "-dark" (Adwaita-dark, and HighContrastInverse), or a `GTK_THEME`
/// with the ":dark" variant — kept from one read to the next and read again when GTK's settings
/// notify a change, since windows ask for it after every layout.
@MainActor
enum DesktopStyle {
    private static var cached: TraitCollection.UserInterfaceStyle?
    private static var watch: Object?

    /// The style now.
    static var current: TraitCollection.UserInterfaceStyle {
        if let cached { return cached }
        guard let settings = gtk_settings_get_default() else { return .unspecified }
        if watch == nil {
            let object = Object(UnsafeMutableRawPointer(settings), ownership: .none)
            object.connect("notify::gtk-application-prefer-dark-theme", pointer: { _ in cached = nil })
            object.connect("notify::gtk-theme-name", pointer: { _ in cached = nil })
            watch = object
        }
        let style = read(settings)
        cached = style
        return style
    }

    private static func read(_ settings: OpaquePointer) -> TraitCollection.UserInterfaceStyle {
        if Bool(gboolean: gtkkit_object_get_bool(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme")) { return .dark }
        if let forced = getenv("GTK_THEME").map({ String(cString: $0) }), forced.hasSuffix(":dark") { return .dark }
        var name: UnsafeMutablePointer<CChar>?
        gtkkit_object_get_string(UnsafeMutableRawPointer(settings), "gtk-theme-name", &name)
        defer { g_free(name) }
        let theme = name.map { String(cString: $0) } ?? ""
        return theme.hasSuffix("-dark") || theme == "HighContrastInverse" ? .dark : .light
    }
}
