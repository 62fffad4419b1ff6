import Foundation

/// A bar's look as one value (UIKit's `UIBarAppearance`): its background and the line under it.
/// UIKit's iOS 15 boilerplate configures one and gives it to every bar; GtkKit draws it on GNOME's
/// header bar.
@MainActor
public class BarAppearance {
    /// The background (nil: the theme's bar colour).
    public var backgroundColor: Color?
    /// A material behind the bar; GNOME's header bars are opaque, so it is kept and not drawn.
    public var backgroundEffect: BlurEffect?
    /// The line under the bar (nil: the theme's separator; ``Color/clear``: none).
    public var shadowColor: Color?

    /// The default look: the theme's bar (UIKit's `init()`, configured with the default background).
    public required init() {}

    /// The theme's bar, its background and separator (UIKit's `configureWithDefaultBackground()`).
    public func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = nil
        shadowColor = nil
    }

    /// An opaque bar of the theme's colour (UIKit's `configureWithOpaqueBackground()`): GNOME's
    /// header bar already is one.
    public func configureWithOpaqueBackground() {
        configureWithDefaultBackground()
    }

    /// No background and no line under it (UIKit's `configureWithTransparentBackground()`): the
    /// content's colour shows through, as a GNOME app's flat header bar.
    public func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = .clear
    }

    /// A copy to change without changing this one (UIKit's `copy()`).
    public func copy() -> Self {
        let copy = Self()
        copy.takeValues(of: self)
        return copy
    }

    /// Takes `other`'s values (a subclass adds its own).
    func takeValues(of other: BarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundEffect = other.backgroundEffect
        shadowColor = other.shadowColor
    }

    /// The CSS declarations for a header bar.
    var barDeclarations: [String] {
        var declarations: [String] = []
        if let backgroundColor { declarations.append("background: \(backgroundColor.css)") }
        if let shadowColor { declarations.append("box-shadow: inset 0 -1px \(shadowColor.css)") }
        return declarations
    }
}

/// A navigation bar's look (UIKit's `UINavigationBarAppearance`): the bar's, and its title's
/// font and colour. Give it to ``HeaderBar/standardAppearance`` (or every bar's, through
/// ``HeaderBar/appearance()``).
///
/// ```swift
/// let look = NavigationBarAppearance()
/// look.configureWithOpaqueBackground()
/// look.backgroundColor = .systemIndigo
/// look.titleTextAttributes = [.foregroundColor: Color.white]
/// navigationController?.navigationBar.standardAppearance = look
/// navigationController?.navigationBar.scrollEdgeAppearance = look
/// ```
public final class NavigationBarAppearance: BarAppearance {
    /// The title's attributes (`.font` and `.foregroundColor` apply).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// A large title's attributes; GNOME's titles have one size (see ``HeaderBar``).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The default navigation bar look.
    public required init() {}

    override func takeValues(of other: BarAppearance) {
        super.takeValues(of: other)
        guard let other = other as? NavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
    }
}
