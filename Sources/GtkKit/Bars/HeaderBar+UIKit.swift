import Foundation

/// UIKit's `UINavigationBar` appearance settings on GNOME's header bar.
///
/// GNOME's convention wins for large titles: the header bar's title is the page's title, and
/// GNOME shows it there at one size, so ``prefersLargeTitles`` and a navigation item's
/// ``NavigationItem/largeTitleDisplayMode`` change nothing on screen (a second, larger title in
/// the content would repeat it); code that sets them compiles and runs.
extension HeaderBar {
    /// The bar's background (UIKit's `barTintColor`): the header bar's own colour, in place of
    /// the theme's.
    public var barTintColor: Color? {
        get { backgroundColor }
        set { backgroundColor = newValue }
    }

    /// Applies the font and colour of ``titleTextAttributes`` (and, with ``prefersLargeTitles``,
    /// of ``largeTitleTextAttributes`` over them) to the title.
    func applyTitleAttributes() {
        var attributes = titleTextAttributes ?? [:]
        if prefersLargeTitles { attributes.merge(largeTitleTextAttributes ?? [:]) { _, large in large } }
        titleLabel.textColor = attributes[.foregroundColor] as? Color
        // No font given: the header bar's own title font again.
        titleLabel.setFont(attributes[.font] as? Font, followsTextScaling: titleLabel.adjustsFontForContentSizeCategory)
    }
}

/// How a page's title is shown with large titles on (UIKit's
/// `UINavigationItem.LargeTitleDisplayMode`); see ``HeaderBar`` for why GNOME shows one size.
public enum LargeTitleDisplayMode: Sendable, CaseIterable {
    /// As the page before it.
    case automatic
    /// Large.
    case always
    /// Small.
    case never
}
