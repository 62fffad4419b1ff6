import Foundation

/// What Interface Builder's inspectors set on a view's looks: colours, fonts and user-defined
/// runtime attributes.
extension InterfaceViews {
    /// The colour a `<color>` element writes: an asset catalog's (`named`), a system colour
    /// (`systemColor`), or components (`red`/`green`/`blue` or `white`, with `alpha`).
    static func color(_ element: InterfaceElement, bundle: Bundle?, problem: (String) -> Void) -> Color? {
        if let name = element["named"] {
            if let color = Color(named: name, in: bundle) { return color }
            problem("no colour set “\(name)” in the app's asset catalogs")
            return nil
        }
        if let system = element["systemColor"] {
            // Xcode writes `systemBackgroundColor`; asset catalogs write the same names.
            if let color = Color.system(named: system) { return color }
            return nil
        }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") { return Color(white: white, alpha: alpha) }
        guard let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The font a `<fontDescription>` names: a text style (`UICTFontTextStyleBody`), or the
    /// system font at a size, bold or of a weight.
    static func font(_ element: InterfaceElement) -> Font? {
        if let style = element["style"] {
            let name = style.hasPrefix("UICTFontTextStyle") ? String(style.dropFirst("UICTFontTextStyle".count)) : style
            let styles: [String: Font.TextStyle] = [
                "Title0": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3, "Headline": .headline,
                "Subhead": .subheadline, "Body": .body, "Callout": .callout, "Footnote": .footnote, "Caption1": .caption1,
                "Caption2": .caption2,
            ]
            return styles[name].map(Font.preferredFont(forTextStyle:))
        }
        guard let size = element.number("pointSize") else { return nil }
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "system":
            let weights: [String: Font.Weight] = [
                "ultraLight": .ultraLight, "thin": .thin, "light": .light, "medium": .medium, "semibold": .semibold,
                "bold": .bold, "heavy": .heavy, "black": .black,
            ]
            return .systemFont(ofSize: size, weight: element["weight"].flatMap { weights[$0] } ?? .regular)
        default: return nil
        }
    }

    /// Sets a user-defined runtime attribute (Xcode's identity inspector; `@IBInspectable`
    /// properties are written the same way): the layer's keys here, the rest through the view's
    /// ``View/setValue(_:forKey:)``.
    static func setRuntimeAttribute(_ attribute: InterfaceElement, on view: View, bundle: Bundle?, problem: (String) -> Void) {
        guard let keyPath = attribute["keyPath"] else { return }
        let value: Any?
        switch attribute["type"] {
        case "boolean": value = attribute.flag("value") ?? false
        case "number": value = attribute.children.first { $0["key"] == "value" }?.number("value")
        case "string", "localizedString": value = attribute["value"]
        case "color": value = attribute.child("color", key: "value").flatMap { color($0, bundle: bundle, problem: problem) }
        case "size", "point", "rect", "range", "image", "nil": value = nil
        default: value = nil
        }
        guard let value else {
            problem(
                "the runtime attribute “\(keyPath)” of type \(attribute["type"] ?? "none") is not set: GtkKit reads booleans, numbers, strings and colours"
            )
            return
        }
        switch (keyPath, value) {
        case ("layer.cornerRadius", let number as Double): view.layer.cornerRadius = number
        case ("layer.borderWidth", let number as Double): view.layer.borderWidth = number
        case ("layer.masksToBounds", let flag as Bool): view.layer.masksToBounds = flag
        case ("layer.borderUIColor", let color as Color): view.layer.borderColor = color
        default: view.setValue(value, forKey: keyPath)
        }
    }
}
