internal import CGtk

/// The desktop's style as it asks GTK, kept from one read to the next and read again when GTK's
/// settings notify a change, since windows ask for it after every layout: light or dark
/// (`gtk-application-prefer-dark-theme`, a theme whose name ends in "-dark" — Adwaita-dark,
/// HighContrastInverse — or a `GTK_THEME` with the ":dark" variant), the text scaling factor
/// (`gtk-xft-dpi` against 96 dpi: GNOME's Large Text sets 1.25) and high contrast (the
/// HighContrast themes).
@MainActor
enum DesktopStyle {
    /// What the desktop asks for.
    struct Values: Equatable {
        var style: TraitCollection.UserInterfaceStyle
        var contentSize: ContentSizeCategory
        var contrast: TraitCollection.AccessibilityContrast
    }

    private static var cached: Values?
    private static var watch: Object?
    /// One party told after the desktop's settings change; for as long as its owner lives, when
    /// it has one.
    private struct Observer {
        weak var owner: AnyObject?
        let owned: Bool
        let handler: @MainActor () -> Void
    }

    /// Told after the desktop's settings change.
    private static var observers: [Observer] = []

    /// Calls `handler` whenever the desktop's style may have changed (GTK's settings notified),
    /// for the process's life.
    static func whenChanged(_ handler: @escaping @MainActor () -> Void) {
        _ = current
        observers.append(Observer(owner: nil, owned: false, handler: handler))
    }

    /// Calls `handler` whenever the desktop's style may have changed while `owner` lives: a view
    /// that follows the style is forgotten with it.
    static func whenChanged(for owner: AnyObject, _ handler: @escaping @MainActor () -> Void) {
        _ = current
        observers.append(Observer(owner: owner, owned: true, handler: handler))
    }

    private static func settingsChanged() {
        cached = nil
        observers.removeAll { $0.owned && $0.owner == nil }
        for observer in observers { observer.handler() }
    }

    /// The style now.
    static var current: Values {
        if let cached { return cached }
        guard let settings = gtk_settings_get_default() else {
            return Values(style: .unspecified, contentSize: .unspecified, contrast: .unspecified)
        }
        if watch == nil {
            let object = Object(UnsafeMutableRawPointer(settings), ownership: .none)
            object.connect("notify::gtk-application-prefer-dark-theme", pointer: { _ in settingsChanged() })
            object.connect("notify::gtk-theme-name", pointer: { _ in settingsChanged() })
            object.connect("notify::gtk-xft-dpi", pointer: { _ in settingsChanged() })
            watch = object
        }
        let raw = UnsafeMutableRawPointer(settings)
        var name: UnsafeMutablePointer<CChar>?
        gtkkit_object_get_string(raw, "gtk-theme-name", &name)
        let theme = name.map { String(cString: $0) } ?? ""
        g_free(name)
        let forced = getenv("GTK_THEME").map { String(cString: $0) } ?? ""
        let dpi = gtkkit_object_get_int(raw, "gtk-xft-dpi")
        let values = Values(
            style: style(settings, theme: theme),
            contentSize: ContentSizeCategory(textScale: dpi > 0 ? Double(dpi) / (96 * 1024) : 1),
            contrast: theme.hasPrefix("HighContrast") || forced.hasPrefix("HighContrast") ? .high : .normal)
        cached = values
        return values
    }

    private static func style(_ settings: OpaquePointer, theme: String) -> TraitCollection.UserInterfaceStyle {
        if Bool(gboolean: gtkkit_object_get_bool(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme")) { return .dark }
        if let forced = getenv("GTK_THEME").map({ String(cString: $0) }), forced.hasSuffix(":dark") { return .dark }
        return theme.hasSuffix("-dark") || theme == "HighContrastInverse" ? .dark : .light
    }
}
