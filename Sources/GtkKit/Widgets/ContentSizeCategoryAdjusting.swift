/// A widget that shows text in a font of its own (UIKit's `UIContentSizeCategoryAdjusting`,
/// which `UILabel`, `UITextField` and `UITextView` adopt): ``Label``, ``TextField`` and
/// ``TextView``. Its extension gives all three UIKit's `font`, `textColor` and
/// `adjustsFontForContentSizeCategory`, drawn by GTK from CSS through one shared style provider.
@MainActor
public protocol ContentSizeCategoryAdjusting: View {}

extension ContentSizeCategoryAdjusting {
    /// The font (UIKit's `font`); the body font unless set. It follows the desktop's text
    /// scaling unless ``adjustsFontForContentSizeCategory`` is false.
    public var font: Font {
        get { drawnFont }
        set { setFont(newValue, followsTextScaling: wornStyle.fontFollowsTextScaling) }
    }

    /// Whether the font follows the desktop's text scaling — GNOME's Large Text, UIKit's
    /// Dynamic Type. True by default, unlike UIKit: every GNOME app's text scales, and a ported
    /// screen should too. Set it false for text that must keep its size (a clock face).
    public var adjustsFontForContentSizeCategory: Bool {
        get { wornStyle.fontFollowsTextScaling }
        set { setFont(wornStyle.font, followsTextScaling: newValue) }
    }

    /// The text's colour (UIKit's `textColor`); nil is the theme's text colour. A semantic
    /// colour (``Color/systemRed``, ``Color/secondaryLabel``) follows the theme's dark and
    /// high-contrast styles; in a selected row the selection's text colour wins.
    public var textColor: Color? {
        get { wornStyle.value(of: "color") }
        set { setStyle("color", newValue, declaration: newValue.map { "color: \($0.css)" }) }
    }
}

extension Label: ContentSizeCategoryAdjusting {}
extension TextField: ContentSizeCategoryAdjusting {}
extension TextView: ContentSizeCategoryAdjusting {}
