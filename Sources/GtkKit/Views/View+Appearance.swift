internal import CGtk

/// UIKit's colour properties of a view, drawn by GTK from CSS through the shared `ViewStyle`.
extension View {
    /// The view's background (UIKit's `backgroundColor`); nil draws the theme's, as GTK's
    /// widgets do by default (UIKit's nil is transparent: use ``Color/clear`` for that).
    public var backgroundColor: Color? {
        get { wornStyle.value(of: "background") }
        set { setStyle("background", newValue, declaration: newValue.map { "background: \($0.css)" }) }
    }

    /// The colour of the view's symbolic icons and of text that has no colour of its own
    /// (UIKit's `tintColor`, which colours template images): CSS's `color`, which GTK's
    /// symbolic icons are drawn in and the widgets inside inherit. nil is the theme's. In a
    /// selected row the selection's text colour wins, so the icon stays legible.
    public var tintColor: Color? {
        get { wornStyle.value(of: "tint") }
        set {
            setStyle("tint", newValue, declaration: newValue.map { "color: \($0.css)" })
            notifyTintColorChange()
        }
    }

    /// Tells this view and every view inside it that the tint colour they draw in changed.
    private func notifyTintColorChange() {
        tintColorDidChange()
        for subview in subviews { subview.notifyTintColorChange() }
    }

    /// Wears the class for `declaration` as the widget's `property` (nil: none), taking off the
    /// one it wore for it.
    func setStyle(_ property: String, _ value: Color?, declaration: String?) {
        let name = declaration.map { ViewStyle.className(for: $0) }
        if let old = wornStyle.wear(property, value: value, as: name) { removeCSSClass(old) }
        if let name { addCSSClass(name) }
    }
}
