/// A font (UIKit's `UIFont`): one of UIKit's text styles, set in GNOME's type scale, or the
/// system font at a size and weight.
///
/// ```swift
/// titleLabel.font = .preferredFont(forTextStyle: .title1)   // GNOME's "title-1"
/// priceLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
/// ```
///
/// Where GtkKit differs, and why GNOME's convention wins:
/// - A text style is the GTK theme's class for it (`.title-1`, `.heading`, `.caption`), so it
///   looks as it does in every GNOME app and follows the theme; see ``TextStyle`` for the table.
/// - Sizes are UIKit's points, read against UIKit's body size: `systemFont(ofSize: 17)` is
///   GNOME's body size (11 pt), 34 is twice that. A screen ported from UIKit keeps its
///   proportions in the desktop's font.
/// - Every font follows the desktop's text scaling (GNOME's Large Text, UIKit's Dynamic Type)
///   unless a label opts out (``ContentSizeCategoryAdjusting/adjustsFontForContentSizeCategory``): in GNOME all text
///   scales, where UIKit scales only the text that asks to.
/// - The family is the desktop's interface font; a font by family name (`UIFont(name:size:)`)
///   is not offered: GNOME apps use the user's font.
public struct Font: Hashable, Sendable {
    /// UIKit's text styles (`UIFont.TextStyle`), each set as GNOME's type scale sets the text
    /// that plays its role.
    public enum TextStyle: CaseIterable, Sendable {
        /// A page's big title: GNOME's `large-title`.
        case largeTitle
        /// GNOME's `title-1`.
        case title1
        /// GNOME's `title-2`.
        case title2
        /// GNOME's `title-3`.
        case title3
        /// A heading in body text: GNOME's `heading` (bold, at body size).
        case headline
        /// Text under a heading: between body and caption (GNOME's scale has no step there).
        case subheadline
        /// Running text: GNOME's `body`.
        case body
        /// Text set off from the body: GNOME's `body` (no smaller step in GNOME's scale).
        case callout
        /// A footnote: GNOME's `caption`.
        case footnote
        /// GNOME's `caption`.
        case caption1
        /// GNOME's `caption` (its smallest size).
        case caption2

        /// The GTK theme class that sets it, if the theme has one.
        var themeClass: String? {
            switch self {
            case .largeTitle: "large-title"
            case .title1: "title-1"
            case .title2: "title-2"
            case .title3: "title-3"
            case .headline: "heading"
            case .subheadline: nil
            case .body, .callout: "body"
            case .footnote, .caption1, .caption2: "caption"
            }
        }

        /// UIKit's size for the style at its default content size, in points.
        var uiKitSize: Double {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }

        /// The weight GNOME's scale gives it.
        var weight: Weight {
            switch self {
            case .largeTitle: .light
            case .title1, .title2: .heavy
            case .title3, .headline: .bold
            default: .regular
            }
        }
    }

    /// A font weight (UIKit's `UIFont.Weight`), as CSS numbers it (100 thin … 900 black).
    public struct Weight: Hashable, Sendable, Comparable {
        /// The CSS weight, 100…900.
        public let value: Int
        /// A weight from its CSS number, clamped to 100…900.
        public init(_ value: Int) { self.value = min(max(value, 100), 900) }
        /// 100.
        public static let ultraLight = Weight(100)
        /// 200.
        public static let thin = Weight(200)
        /// 300.
        public static let light = Weight(300)
        /// 400.
        public static let regular = Weight(400)
        /// 500.
        public static let medium = Weight(500)
        /// 600.
        public static let semibold = Weight(600)
        /// 700.
        public static let bold = Weight(700)
        /// 800.
        public static let heavy = Weight(800)
        /// 900.
        public static let black = Weight(900)
        /// Lighter weights first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }

    /// The text style the font was made for, if any.
    public let textStyle: TextStyle?
    /// The size in UIKit's points (17 is the body size).
    public let pointSize: Double
    /// The weight.
    public let weight: Weight
    /// Whether digits all have one width (UIKit's `monospacedDigitSystemFont`; GNOME's `numeric`).
    public let hasMonospacedDigits: Bool
    /// Whether every character has one width (UIKit's `monospacedSystemFont`; GNOME's `monospace`).
    public let isMonospaced: Bool

    private init(textStyle: TextStyle?, pointSize: Double, weight: Weight, monospacedDigits: Bool = false, monospaced: Bool = false) {
        self.textStyle = textStyle
        self.pointSize = max(1, pointSize)
        self.weight = weight
        hasMonospacedDigits = monospacedDigits
        isMonospaced = monospaced
    }

    /// The font for `style` (UIKit's `preferredFont(forTextStyle:)`).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(textStyle: style, pointSize: style.uiKitSize, weight: style.weight)
    }

    /// The interface font at `size` UIKit points and `weight` (UIKit's `systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(textStyle: nil, pointSize: size, weight: weight)
    }

    /// The bold interface font at `size` (UIKit's `boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> Font { systemFont(ofSize: size, weight: .bold) }

    /// The interface font with digits of one width, for figures that change in place: counters,
    /// prices, times (UIKit's `monospacedDigitSystemFont(ofSize:weight:)`).
    public static func monospacedDigitSystemFont(ofSize size: Double, weight: Weight) -> Font {
        Font(textStyle: nil, pointSize: size, weight: weight, monospacedDigits: true)
    }

    /// The desktop's monospace font (UIKit's `monospacedSystemFont(ofSize:weight:)`).
    public static func monospacedSystemFont(ofSize size: Double, weight: Weight) -> Font {
        Font(textStyle: nil, pointSize: size, weight: weight, monospaced: true)
    }

    /// UIKit's label font size (17 points, the body size).
    public static let labelFontSize = 17.0
    /// UIKit's system font size (14 points).
    public static let systemFontSize = 14.0

    /// The same font at `size` (UIKit's `withSize(_:)`); no longer a text style.
    public func withSize(_ size: Double) -> Font {
        Font(textStyle: nil, pointSize: size, weight: weight, monospacedDigits: hasMonospacedDigits, monospaced: isMonospaced)
    }

    /// The same font at `weight` (UIKit reaches it through a font descriptor's traits); no
    /// longer a text style unless the weight is the style's own.
    public func withWeight(_ weight: Weight) -> Font {
        if let textStyle, weight == textStyle.weight { return self }
        return Font(textStyle: nil, pointSize: pointSize, weight: weight, monospacedDigits: hasMonospacedDigits, monospaced: isMonospaced)
    }

    /// GNOME's body size in GTK points, which UIKit's 17 maps to.
    static let gnomeBodyPoints = 11.0

    /// The theme class that sets the font, for a text style the theme has (nil otherwise).
    func themeClass(scaled: Bool) -> String? {
        guard scaled, !hasMonospacedDigits, !isMonospaced else { return nil }
        return textStyle?.themeClass
    }

    /// The CSS that sets the font: its size in points (which GTK scales with the desktop's text
    /// scaling) or, `scaled` false, in pixels (which it does not), its weight and its figures.
    func css(scaled: Bool) -> String {
        let points = pointSize / Self.labelFontSize * Self.gnomeBodyPoints
        let size = scaled ? "\(Self.format(points))pt" : "\(Self.format(points * 96 / 72))px"
        var declarations = ["font-size: \(size)", "font-weight: \(weight.value)"]
        if hasMonospacedDigits { declarations.append("font-feature-settings: \"tnum\"") }
        if isMonospaced { declarations.append("font-family: monospace") }
        return declarations.joined(separator: "; ")
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
