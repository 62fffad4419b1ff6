/// A view's drawing properties (UIKit's `CALayer`, as far as a view's `layer` is used to round,
/// outline and shadow it): GTK draws them from CSS, through the shared `ViewStyle`. There is no layer
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

    /// The shadow's colour (UIKit's `shadowColor`; black). The shadow is drawn only while
    /// ``shadowOpacity`` is above 0, as in UIKit.
    public var shadowColor: Color = .black {
        didSet { applyShadow() }
    }

    /// How opaque the shadow is, 0…1 (UIKit's `shadowOpacity`; 0, no shadow).
    public var shadowOpacity: Double = 0 {
        didSet { applyShadow() }
    }

    /// Where the shadow falls, in logical pixels (UIKit's `shadowOffset`; 3 px up, as UIKit's default).
    public var shadowOffset = Size(width: 0, height: -3) {
        didSet { applyShadow() }
    }

    /// How soft the shadow is (UIKit's `shadowRadius`; 3): GTK's CSS blur radius, twice it, gives
    /// about UIKit's spread.
    public var shadowRadius: Double = 3 {
        didSet { applyShadow() }
    }

    /// The shadow as GTK's CSS `box-shadow`, which follows the view's rounded corners (UIKit's
    /// `shadowPath` is not offered: GTK shadows the view's box).
    private func applyShadow() {
        let opacity = min(max(shadowOpacity, 0), 1)
        let declaration =
            opacity > 0
            ? "box-shadow: \(Self.pixels(shadowOffset.width)) \(Self.pixels(shadowOffset.height)) "
                + "\(Self.pixels(max(0, shadowRadius) * 2)) \(shadowColor.withAlphaComponent(opacity).css)"
            : nil
        apply("shadow", declaration: declaration)
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
