import Foundation

/// One run of attributed text with the attributes GtkKit draws, read from UIKit's keys once, for
/// both Pango markup (``Label``) and GTK's text tags (``TextView``).
struct TextAttributes {
    var font: Font?
    var foreground: Color?
    var background: Color?
    var underline: UnderlineStyle = []
    var underlineColor: Color?
    var strikethrough = false
    var strikethroughColor: Color?
    /// Points between characters.
    var kern = 0.0
    /// Points above the baseline.
    var baselineOffset = 0.0
    var oblique = false
    var link: String?
    var paragraph: ParagraphStyle?

    /// The attributes GtkKit knows in `dictionary`; values of another type are left out.
    init(_ dictionary: [NSAttributedString.Key: Any]) {
        font = dictionary[.font] as? Font
        foreground = dictionary[.foregroundColor] as? Color
        background = dictionary[.backgroundColor] as? Color
        underline = Self.style(dictionary[.underlineStyle])
        underlineColor = dictionary[.underlineColor] as? Color
        strikethrough = !Self.style(dictionary[.strikethroughStyle]).isEmpty
        strikethroughColor = dictionary[.strikethroughColor] as? Color
        kern = Self.number(dictionary[.kern]) ?? 0
        baselineOffset = Self.number(dictionary[.baselineOffset]) ?? 0
        oblique = (Self.number(dictionary[.obliqueness]) ?? 0) != 0
        if let url = dictionary[.link] as? URL {
            link = url.absoluteString
        } else {
            link = dictionary[.link] as? String
        }
        paragraph = dictionary[.paragraphStyle] as? ParagraphStyle
    }

    private static func style(_ value: Any?) -> UnderlineStyle {
        if let style = value as? UnderlineStyle { return style }
        return UnderlineStyle(rawValue: Int(number(value) ?? 0))
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: value
        case let value as Int: Double(value)
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// A UIKit point as Pango units (1024ths of a typographic point): UIKit's points are
    /// GNOME's pixels, 0.75 pt at 96 dpi.
    static func pangoUnits(points: Double) -> Int { Int((points * 0.75 * 1024).rounded()) }

    /// The font's size in typographic points, on the scale ``Font`` sets its CSS with.
    static func typographicPoints(_ font: Font) -> Double { font.pointSize / Font.labelFontSize * Font.gnomeBodyPoints }

    /// Whether a colour is the theme's (and so changes with the desktop's style).
    var usesThemeColors: Bool {
        [foreground, background, underlineColor, strikethroughColor].contains { $0?.css.contains("@") == true } || link != nil
    }
}

/// An attributed string as runs: each stretch of text with one set of attributes.
struct AttributedRuns {
    struct Run {
        let text: String
        let attributes: TextAttributes
        /// The attributes as given, kept for reading the text back.
        let dictionary: [NSAttributedString.Key: Any]
    }

    let runs: [Run]

    init(_ string: NSAttributedString) {
        var runs: [Run] = []
        let whole = string.string as NSString
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { dictionary, range, _ in
            runs.append(Run(text: whole.substring(with: range), attributes: TextAttributes(dictionary), dictionary: dictionary))
        }
        self.runs = runs
    }

    /// The first paragraph style given, which a label (one layout) takes for all its text.
    var firstParagraphStyle: ParagraphStyle? { runs.lazy.compactMap(\.attributes.paragraph).first }

    var usesThemeColors: Bool { runs.contains { $0.attributes.usesThemeColors } }
}
