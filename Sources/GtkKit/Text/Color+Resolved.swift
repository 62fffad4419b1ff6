internal import CGtk

/// A ``Color``'s components now, for what GTK does not draw from CSS: Pango's text attributes.
/// A fixed colour is parsed; a theme colour (`@theme_fg_color`, `mix(…)`) is resolved by GTK's
/// style machinery on a probe label wearing it, under the desktop's style now — so a view
/// showing one resolves it again when the style changes (``DesktopStyle``).
extension Color {
    /// Red, green, blue and alpha in 0…1.
    struct Components: Equatable {
        var red: Float
        var green: Float
        var blue: Float
        var alpha: Float

        /// `#rrggbb`, as Pango's markup and GTK's text tags take a colour.
        var hex: String {
            func byte(_ value: Float) -> String {
                let text = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16)
                return text.count == 1 ? "0" + text : text
            }
            return "#" + byte(red) + byte(green) + byte(blue)
        }
    }

    /// The components, fixed or resolved against the theme.
    @MainActor
    var components: Components {
        var rgba = GdkRGBA()
        if gdk_rgba_parse(&rgba, css) == 0 { ColorProbe.resolve(css, into: &rgba) }
        return Components(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}

/// One label, in no window, that wears a colour's class to have GTK resolve it.
@MainActor
private enum ColorProbe {
    private static let label: UnsafeMutablePointer<GtkWidget> = {
        let label = gtk_label_new(nil)!
        g_object_ref_sink(UnsafeMutableRawPointer(label))
        return label
    }()

    static func resolve(_ css: String, into rgba: inout GdkRGBA) {
        let name = ViewStyle.className(for: "color: \(css)")
        gtk_widget_add_css_class(label, name)
        gtkkit_widget_get_color(label, &rgba)
        gtk_widget_remove_css_class(label, name)
    }
}
