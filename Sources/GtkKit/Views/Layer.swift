/// A view's drawing properties (UIKit's `CALayer`, as far as a view's `layer` is used to round
/// and outline it): GTK draws them from CSS, through the shared `ViewStyle`. There is no layer
/// tree: GTK renders widgets, not layers.
@MainActor
public final class Layer {
    private weak var view: View?

    init(view: View) { self.view = view }

    /// The radius of the view's rounded corners, in logical pixels (0: square). Content is
    /// clipped to it when ``masksToBounds`` is true.
    public var cornerRadius: Double = 0 {
        didSet { apply("radius", declaration: cornerRadius > 0 ? "border-radius: \(Self.pixels(cornerRadius))" : nil) }
    }

    /// The width of the border drawn inside the view's edge (0: none).
    public var borderWidth: Double = 0 {
        didSet { applyBorder() }
    }

    /// The border's colour (UIKit's default: black; GtkKit's: the theme's border colour).
    public var borderColor: Color = .separator {
        didSet { applyBorder() }
    }

    /// Whether drawing is clipped to the view's rounded bounds (the view's
    /// ``View/clipsToBounds``).
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    /// The view's opacity (the view's ``View/alpha``).
    public var opacity: Double {
        get { view?.alpha ?? 1 }
        set { view?.alpha = newValue }
    }

    private func applyBorder() {
        let declaration = borderWidth > 0 ? "border: \(Self.pixels(borderWidth)) solid \(borderColor.css)" : nil
        apply("border", declaration: declaration)
    }

    private func apply(_ property: String, declaration: String?) {
        view?.setStyle(property, nil, declaration: declaration)
    }

    private static func pixels(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))px" : "\(value)px"
    }
}
