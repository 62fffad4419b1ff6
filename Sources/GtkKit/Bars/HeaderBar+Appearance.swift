internal import CGtk
import Foundation

extension HeaderBar {
    /// The look of every navigation bar in the app (UIKit's `UINavigationBar.appearance()`),
    /// set once at start-up: GNOME's counterpart of an appearance proxy is a style sheet, so each
    /// value set here becomes a rule of one app-wide style sheet for GTK's header bars — what a
    /// GNOME app writes in its CSS. A value set on one bar wins over it.
    public static func appearance() -> HeaderBarAppearance { HeaderBarAppearance.shared }
}

/// What ``HeaderBar/appearance()`` sets for every header bar: UIKit's navigation bar appearance
/// values, as rules of one style sheet.
@MainActor
public final class HeaderBarAppearance {
    static let shared = HeaderBarAppearance()
    private var provider: UnsafeMutablePointer<GtkCssProvider>?

    private init() {}

    /// Every bar's background (UIKit's `barTintColor`).
    public var barTintColor: Color? { didSet { update() } }
    /// The colour of every bar's buttons (UIKit's `tintColor`).
    public var tintColor: Color? { didSet { update() } }
    /// Every bar's title font and colour (UIKit's `titleTextAttributes`: `.font` and
    /// `.foregroundColor` apply).
    public var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { update() } }
    /// Read by UIKit code with large titles; GNOME's titles have one size (see ``HeaderBar``).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Whether bars asked for large titles; see ``HeaderBar``.
    public var prefersLargeTitles = false
    /// Every bar's look (UIKit's `UINavigationBar.appearance().standardAppearance`), copied as
    /// UIKit copies it: its background, separator and title become rules of the style sheet.
    public var standardAppearance: NavigationBarAppearance? {
        didSet {
            standardAppearance = standardAppearance?.copy()
            update()
        }
    }
    /// Every bar's look at the scroll edge (UIKit's `scrollEdgeAppearance`): drawn only when no
    /// standard one is set, as on one bar (see ``HeaderBar/standardAppearance``).
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            update()
        }
    }
    /// Every bar's look in a compact height (UIKit's `compactAppearance`); kept, not drawn.
    public var compactAppearance: NavigationBarAppearance?

    /// The style sheet the values make.
    var css: String {
        var rules: [String] = []
        if let barTintColor { rules.append("headerbar { background: \(barTintColor.css); }") }
        if let tintColor { rules.append("headerbar button { color: \(tintColor.css); }") }
        var title: [String] = []
        if let color = titleTextAttributes?[.foregroundColor] as? Color { title.append("color: \(color.css)") }
        if let font = titleTextAttributes?[.font] as? Font { title.append(font.css(scaled: true)) }
        if !title.isEmpty { rules.append("headerbar .title { \(title.joined(separator: "; ")); }") }
        if let look = standardAppearance ?? scrollEdgeAppearance {
            if !look.barDeclarations.isEmpty { rules.append("headerbar { \(look.barDeclarations.joined(separator: "; ")); }") }
            var lookTitle: [String] = []
            if let color = look.titleTextAttributes[.foregroundColor] as? Color { lookTitle.append("color: \(color.css)") }
            if let font = look.titleTextAttributes[.font] as? Font { lookTitle.append(font.css(scaled: true)) }
            if !lookTitle.isEmpty { rules.append("headerbar .title { \(lookTitle.joined(separator: "; ")); }") }
        }
        return rules.joined(separator: "\n")
    }

    /// Loads the style sheet again, installing it on the display the first time, just above
    /// GtkKit's own classes and below a bar's own values.
    private func update() {
        guard let display = gdk_display_get_default() else { return }
        if provider == nil {
            provider = gtk_css_provider_new()
            gtk_style_context_add_provider_for_display(
                display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) - 1)
        }
        gtkkit_css_provider_load_string(provider, css)
    }
}
