/// Interface Builder's visual effect views and web views.
extension InterfaceViews {
    /// The effect a `<blurEffect>` or `<vibrancyEffect>` describes (Xcode writes the style's
    /// case name); nil for a style GtkKit has not, which is then no effect.
    static func effect(_ element: InterfaceElement) -> VisualEffect? {
        switch element.name {
        case "blurEffect":
            let name = element["style"] ?? "regular"
            return BlurEffect.Style.allCases.first { "\($0)" == name }.map { BlurEffect(style: $0) }
        case "vibrancyEffect":
            // Vibrancy over the blur inside it (its own style, label or fill, draws alike).
            let blur = element.children.first { $0.name == "blurEffect" }.flatMap(effect) as? BlurEffect
            return VibrancyEffect(blurEffect: blur ?? BlurEffect(style: .regular))
        default: return nil
        }
    }

    /// WebKit's web view, when the program links GtkKitWebKit (found by name, as a storyboard's
    /// custom class is, so GtkKit itself never links WebKit).
    static var webViewType: View.Type? { _typeByName("12GtkKitWebKit7WebViewC") as? View.Type }
}
