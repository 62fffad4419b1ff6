/// UIKit's `textColor` on a label, drawn by GTK from CSS through the shared `ViewStyle`.
extension Label {
    /// The text's colour (UIKit's `textColor`); nil is the theme's text colour. A semantic
    /// colour (``Color/systemRed``, ``Color/secondaryLabel``) follows the theme's dark and
    /// high-contrast styles.
    public var textColor: Color? {
        get { styleValues["color"] }
        set { setStyle("color", newValue, declaration: newValue.map { "color: \($0.css)" }) }
    }
}
