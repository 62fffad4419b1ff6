/// How a text widget wears its ``Font``: a text style the theme has is the theme's own class
/// (`.title-1`), anything else a rule in the shared ``ViewStyle`` provider.
extension View {
    /// The font drawn: the one set, or UIKit's default, the body size (what GTK draws).
    var drawnFont: Font { assignedFont ?? .systemFont(ofSize: Font.labelFontSize) }

    /// Sets the font (nil: the theme's) and whether it follows the desktop's text scaling.
    func setFont(_ font: Font?, followsTextScaling: Bool) {
        assignedFont = font
        fontFollowsTextScaling = followsTextScaling
        if let old = styleClasses.removeValue(forKey: "font") { removeCSSClass(old) }
        guard let font else { return }
        let name = font.themeClass(scaled: followsTextScaling) ?? ViewStyle.className(for: font.css(scaled: followsTextScaling))
        styleClasses["font"] = name
        addCSSClass(name)
    }
}
