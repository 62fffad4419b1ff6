/// A colour (UIKit's `UIColor`): fixed, from red, green, blue and alpha, or one of UIKit's
/// semantic colours, which GtkKit takes from the GTK theme's named colours so they change with
/// the theme — light, dark and high contrast — while the app runs.
///
/// ```swift
/// urgentLabel.textColor = .systemRed          // the theme's error colour
/// badge.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 1).withAlphaComponent(0.5)
/// ```
///
/// Where GtkKit differs: a semantic colour is a reference to the theme, not a value, so it has
/// no components to read; and the semantic colours GNOME's theme has no name for (purple, pink,
/// teal, indigo, brown) are GNOME's palette's fixed colours.
public struct Color: Hashable, Sendable {
    /// The colour as GTK's CSS writes it: `rgba(…)`, a theme colour (`@theme_fg_color`) or a
    /// blend of one (`alpha(@theme_fg_color, 0.55)`).
    let css: String

    init(css: String) { self.css = css }

    /// A fixed colour from components in 0…1 (UIKit's `init(red:green:blue:alpha:)`).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        css = "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(Self.format(alpha)))"
    }

    /// A grey: 0 is black, 1 white (UIKit's `init(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A fixed colour from `#RRGGBB` or `#RRGGBBAA` (the `#` optional); nil for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let rgba = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(
            red: Double(rgba >> 24 & 0xFF) / 255, green: Double(rgba >> 16 & 0xFF) / 255, blue: Double(rgba >> 8 & 0xFF) / 255,
            alpha: Double(rgba & 0xFF) / 255)
    }

    /// The same colour with its opacity multiplied by `alpha` (UIKit's
    /// `withAlphaComponent(_:)` sets it; GTK's CSS can only scale a theme colour's).
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(css: "alpha(\(css), \(Self.format(min(max(alpha, 0), 1))))")
    }

    private static func format(_ value: Double) -> String {
        let thousandths = Int((min(max(value, 0), 1) * 1000).rounded())
        return thousandths == 1000 ? "1" : "0.\(String(repeating: "0", count: 3 - String(thousandths).count))\(thousandths)"
    }

    private static func theme(_ name: String) -> Color { Color(css: "@\(name)") }

    /// Text (UIKit's `label`): the theme's foreground.
    public static let label = theme("theme_fg_color")
    /// Secondary text (UIKit's `secondaryLabel`): the foreground at GNOME's dim-label opacity.
    public static let secondaryLabel = Color(css: "alpha(@theme_fg_color, 0.55)")
    /// Tertiary text (UIKit's `tertiaryLabel`).
    public static let tertiaryLabel = Color(css: "alpha(@theme_fg_color, 0.35)")
    /// Text that cannot be used now (UIKit's `placeholderText`; GTK's insensitive foreground).
    public static let placeholderText = theme("insensitive_fg_color")
    /// A content area's background (UIKit's `systemBackground`; a list's or a text view's).
    public static let systemBackground = theme("theme_base_color")
    /// The window's background (UIKit's `secondarySystemBackground`).
    public static let secondarySystemBackground = theme("theme_bg_color")
    /// Grouped content's background (UIKit's `systemGroupedBackground`): the window's.
    public static let systemGroupedBackground = theme("theme_bg_color")
    /// Lines between content (UIKit's `separator`; the theme's borders).
    public static let separator = theme("borders")
    /// Links (UIKit's `link`): the theme's accent.
    public static let link = theme("theme_selected_bg_color")
    /// The accent (UIKit's default `tintColor` and `systemBlue`): the theme's selection colour.
    public static let systemBlue = theme("theme_selected_bg_color")
    /// Errors and destructive actions (UIKit's `systemRed`): the theme's error colour, pulled
    /// a third towards the text colour. UIKit's red lightens in dark mode; GTK's own Adwaita keeps
    /// #cc0000 in its dark variant, barely legible on its dark grey, and the pull makes it a
    /// lighter red there and a deeper one on light backgrounds.
    public static let systemRed = Color(css: "mix(@error_color, @theme_fg_color, 0.3)")
    /// Success (UIKit's `systemGreen`): the theme's success colour.
    public static let systemGreen = theme("success_color")
    /// Warnings (UIKit's `systemOrange`): the theme's warning colour.
    public static let systemOrange = theme("warning_color")
    /// UIKit's `systemYellow`: GNOME's palette yellow.
    public static let systemYellow = Color(css: "#f6d32d")
    /// UIKit's `systemPurple`: GNOME's palette purple.
    public static let systemPurple = Color(css: "#9141ac")
    /// UIKit's `systemPink`: GNOME's palette pink.
    public static let systemPink = Color(css: "#dc8add")
    /// UIKit's `systemTeal`: GNOME's palette teal.
    public static let systemTeal = Color(css: "#2190a4")
    /// UIKit's `systemIndigo`: GNOME's palette dark blue.
    public static let systemIndigo = Color(css: "#1a5fb4")
    /// UIKit's `systemBrown`: GNOME's palette brown.
    public static let systemBrown = Color(css: "#986a44")
    /// UIKit's `systemGray`: the foreground, dimmed.
    public static let systemGray = Color(css: "alpha(@theme_fg_color, 0.45)")
    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Nothing drawn (UIKit's `clear`).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
