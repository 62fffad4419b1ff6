/// The look set on one view, and the ``ViewStyle`` classes it wears for it: a class for each
/// styled property (background, tint, text colour, font), the values for the properties' getters,
/// the font and whether it follows the desktop's text scaling, and the text alignment asked for.
/// Changed only through its methods, which hand back the class a property wore before, for the
/// view to take off its widget — so a widget never wears two classes for one property.
struct WornStyle {
    private var classes: [String: String] = [:]
    private var values: [String: Color] = [:]
    /// The font set on the widget (``ContentSizeCategoryAdjusting/font`` of a label, text field
    /// or text view).
    private(set) var font: Font?
    /// Whether that font follows the desktop's text scaling (GNOME's Large Text).
    private(set) var fontFollowsTextScaling = true
    /// The text alignment last set (in right to left, `.right` and `.natural` draw alike, so GTK's
    /// state alone cannot say which was asked for).
    private(set) var textAlignment: TextAlignment?

    /// The value set for `property`, if any.
    func value(of property: String) -> Color? { values[property] }

    /// `property` is `value` now, worn as the class `className` (nil: no class); the class it wore
    /// before, if any, to take off.
    mutating func wear(_ property: String, value: Color?, as className: String?) -> String? {
        values[property] = value
        return replaceClass(of: property, with: className)
    }

    /// The font is `font`, following the text scaling or not, worn as `className`; the class the
    /// font wore before, if any, to take off.
    mutating func wear(font: Font?, followsTextScaling: Bool, as className: String?) -> String? {
        self.font = font
        fontFollowsTextScaling = followsTextScaling
        return replaceClass(of: "font", with: className)
    }

    /// The text alignment asked for is `alignment`.
    mutating func align(_ alignment: TextAlignment?) { textAlignment = alignment }

    private mutating func replaceClass(of property: String, with className: String?) -> String? {
        let old = classes.removeValue(forKey: property)
        if let className { classes[property] = className }
        return old
    }
}
