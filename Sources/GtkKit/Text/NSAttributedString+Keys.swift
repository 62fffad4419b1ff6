import Foundation

/// UIKit's text attributes, for `NSAttributedString` on a ``Label`` or a ``TextView``
/// (``Label/attributedText``, ``TextView/attributedText``), drawn by Pango, GTK's text engine.
///
/// ```swift
/// let text = NSMutableAttributedString(string: "You pressed the disclosure button for Toy Story.")
/// text.addAttribute(.font, value: Font.boldSystemFont(ofSize: 17), range: NSRange(location: 38, length: 9))
/// label.attributedText = text
/// ```
///
/// Foundation on Linux has `NSAttributedString` and its `Key` but none of UIKit's keys; GtkKit
/// declares them with UIKit's names and raw values, so ported code compiles as written. The
/// values are GtkKit's types (``Font``, ``Color``, ``ParagraphStyle``); a value of another type
/// under a known key, and any key not listed here, is ignored as UIKit ignores keys it does not
/// draw.
extension NSAttributedString.Key {
    /// A ``Font``: size, weight and figures (UIKit's `NSAttributedString.Key.font`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's ``Color`` (UIKit's `foregroundColor`); a theme colour follows the desktop's style.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The ``Color`` behind the text (UIKit's `backgroundColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An ``UnderlineStyle``'s `rawValue` (an `Int`, as UIKit writes it) or the style itself.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's ``Color``; the text's colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An ``UnderlineStyle`` (or its `rawValue`) striking the text through; any non-empty style
    /// draws one line, as Pango has no double strike.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strike's ``Color``; the text's colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Extra space between characters, in points (a `Double`, `Int`, `Float` or `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// How far the text is raised above the baseline, in points (negative lowers it).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// How far the text slants, as a number: any non-zero value draws it oblique (Pango slants
    /// by the font's own angle, not by an amount).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// A ``ParagraphStyle``: alignment, line and paragraph spacing, indents.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A link's target, a `URL` or a `String`. In a ``Label`` it is a GNOME link — drawn in the
    /// theme's link colour, reached with Tab and opened with Return or a click in the desktop's
    /// handler — where UIKit's label only draws it; in a ``TextView`` it is drawn as a link.
    public static let link = NSAttributedString.Key("NSLink")
}

/// How a line under or through text is drawn (UIKit's `NSUnderlineStyle`), as Pango draws it.
public struct UnderlineStyle: OptionSet, Hashable, Sendable {
    /// UIKit's bits for the style, which UIKit code stores under `NSAttributedString.Key.underlineStyle`.
    public let rawValue: Int
    /// The style with UIKit's bits `rawValue` (what `NSUnderlineStyle.single.rawValue` gives).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One line.
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// One heavier line (Pango's single underline: GNOME's fonts have no heavier one).
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = UnderlineStyle(rawValue: 0x09)
    /// A dotted line: Pango's error underline, the wavy line spelling checkers draw.
    public static let patternDot = UnderlineStyle(rawValue: 0x0100)
    /// Only under words, not the spaces between them (Pango underlines the whole run).
    public static let byWord = UnderlineStyle(rawValue: 0x8000)
}
