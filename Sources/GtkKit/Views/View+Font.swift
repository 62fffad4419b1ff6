/// How a text widget wears its ``Font``: a text style the theme has is the theme's own class
/// (`.title-1`), anything else a rule in the shared ``ViewStyle`` provider.
extension View {
    /// The font drawn: the one set, or UIKit's default, the body size (what GTK draws).
    var drawnFont: Font { wornStyle.font ?? .systemFont(ofSize: Font.labelFontSize) }

    /// Sets the font (nil: the theme's) and whether it follows the desktop's text scaling.
    func setFont(_ font: Font?, followsTextScaling: Bool) {
        let name = font.map { $0.themeClass(scaled: followsTextScaling) ?? ViewStyle.className(for: $0.css(scaled: followsTextScaling)) }
        if let old = wornStyle.wear(font: font, followsTextScaling: followsTextScaling, as: name) { removeCSSClass(old) }
        if let name { addCSSClass(name) }
    }
}
