/// A blur's look (UIKit's `UIBlurEffect`): on GNOME, a translucent material in the theme's
/// colours. GTK draws no blur of what lies behind a widget (GNOME Shell blurs only its own
/// panels), so the material is a see-through fill that keeps text on it readable, in the dark
/// and high-contrast styles too.
@MainActor
public class VisualEffect {
    init() {}
}

/// A translucent material (UIKit's `UIBlurEffect`).
@MainActor
public final class BlurEffect: VisualEffect {
    /// UIKit's blur styles: each is a light or a dark material here.
    public enum Style: Sendable, CaseIterable {
        /// Follows the desktop's style: the window's background, see-through.
        case systemMaterial, systemThinMaterial, systemThickMaterial, systemUltraThinMaterial, systemChromeMaterial
        /// A light material whatever the desktop's style.
        case light, extraLight, systemMaterialLight
        /// A dark material whatever the desktop's style, with light text (GNOME's on-screen display look).
        case dark, systemMaterialDark
        /// The default blur: follows the desktop's style.
        case regular, prominent
    }

    /// The style asked for.
    public let style: Style

    /// A material in `style` (UIKit's `init(style:)`).
    public init(style: Style) {
        self.style = style
    }

    /// The GtkKit style class that draws the material.
    var cssClass: String {
        switch style {
        case .dark, .systemMaterialDark: "gtkkit-material-dark"
        default: "gtkkit-material-light"
        }
    }
}

/// Text and symbols set on a material (UIKit's `UIVibrancyEffect`): drawn a little softer, as
/// GNOME's dimmed labels are.
@MainActor
public final class VibrancyEffect: VisualEffect {
    /// The blur it sits on.
    public let blurEffect: BlurEffect

    /// Vibrancy for content on `blurEffect` (UIKit's `init(blurEffect:)`).
    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
    }
}

/// A view that shows its content on a material (UIKit's `UIVisualEffectView`): add subviews to
/// ``contentView``, as in UIKit. See ``BlurEffect`` for what GNOME draws instead of a blur.
@MainActor
open class VisualEffectView: View {
    /// Where the content goes (UIKit's `contentView`); it fills the view.
    public let contentView = View()

    /// The material (UIKit's `effect`); nil draws none.
    public var effect: VisualEffect? {
        didSet { applyEffect(oldValue) }
    }

    /// A view showing `effect` (UIKit's `init(effect:)`).
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        applyEffect(nil)
    }

    /// A view with no effect, from an interface file (a storyboard's `visualEffectView`).
    public required convenience init?(coder: Coder) {
        self.init(effect: nil)
    }

    /// A view with no effect at `frame` (UIKit's `init(frame:)`).
    public override convenience init(frame: Rect) {
        self.init(effect: nil)
        if frame != .zero { self.frame = frame }
    }

    /// Draws ``effect``: a material's style class on the view, vibrancy's on the content.
    private func applyEffect(_ old: VisualEffect?) {
        for name in ["gtkkit-material-light", "gtkkit-material-dark"] { removeCSSClass(name) }
        contentView.removeCSSClass("gtkkit-vibrant")
        switch effect {
        case let blur as BlurEffect: addCSSClass(blur.cssClass)
        case is VibrancyEffect: contentView.addCSSClass("gtkkit-vibrant")
        default: break
        }
    }
}
