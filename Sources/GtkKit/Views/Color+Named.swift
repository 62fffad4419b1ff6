import Foundation

/// Colours by name from the app's asset catalogs (UIKit's `UIColor(named:)`).
extension Color {
    /// The colour set `name` in `bundle`'s asset catalogs, or the app's own for nil (UIKit's
    /// `UIColor(named:in:compatibleWith:)`); nil when there is none. A set with a dark variant
    /// follows the desktop's style while the app runs — switching GNOME to dark recolours every
    /// view wearing it, as a dynamic `UIColor` does — since the colour is a name GtkKit's style
    /// sheet defines for the style now. A set that refers to a system colour is that colour.
    /// Display P3 components are read as sRGB (GTK 4.8 draws in sRGB).
    @MainActor
    public init?(named name: String, in bundle: Bundle? = nil) {
        guard let set = AssetCatalog.set(named: name, kind: "colorset", in: bundle),
            let variants = AssetCatalog.variants(of: set, key: "colors")
        else { return nil }
        let light = AssetCatalog.forDesktop(variants, dark: false).first.flatMap { Self.css(for: $0.entry["color"]) }
        let dark = AssetCatalog.forDesktop(variants, dark: true).first.flatMap { Self.css(for: $0.entry["color"]) }
        guard let light = light ?? dark else {
            logProgrammingError("\(set): no colour a desktop shows (an idiom other than universal, iPhone or iPad?)")
            return nil
        }
        guard let dark, dark != light else {
            self.init(css: light)
            return
        }
        self.init(css: "@" + ViewStyle.colorName(light: light, dark: dark))
    }

    /// The CSS for one variant's `color` entry: components or a system colour's name.
    private static func css(for entry: Any?) -> String? {
        guard let entry = entry as? [String: Any] else { return nil }
        if let reference = entry["reference"] as? String { return system(named: reference)?.css }
        guard let components = entry["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            guard let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue else { return nil }
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let number = Double(text) else { return nil }
            // Xcode writes floating-point components with a point ("0.500") and 8-bit ones without ("128").
            return text.contains(".") ? number : number / 255
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return Color(white: white, alpha: alpha).css }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha).css
    }

    /// The system colour Xcode writes as `name` (`systemRedColor`), or nil for one GtkKit does
    /// not have.
    static func system(named name: String) -> Color? { systemColors[name] }

    /// The system colours an asset's colour can refer to, by the name Xcode writes.
    private static let systemColors: [String: Color] = [
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "placeholderTextColor": .placeholderText, "systemBackgroundColor": .systemBackground,
        "secondarySystemBackgroundColor": .secondarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "separatorColor": .separator, "linkColor": .link, "systemBlueColor": .systemBlue, "systemRedColor": .systemRed,
        "systemGreenColor": .systemGreen, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemTealColor": .systemTeal,
        "systemIndigoColor": .systemIndigo, "systemBrownColor": .systemBrown, "systemGrayColor": .systemGray,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
    ]
}
