/// A tab's title, icon and badge, after UIKit's `UITabBarItem`.
///
/// Changes are shown at once by the ``TabBarController`` that owns the item's controller.
@MainActor
public final class TabBarItem {
    /// The tab's title.
    public var title: String { didSet { onChange?() } }
    /// A themed icon name, or nil for a text-only tab.
    public var iconName: String? { didSet { onChange?() } }
    /// The badge text, like UIKit's `badgeValue`; nil hides the badge.
    public var badgeValue: String? { didSet { onChange?() } }

    var onChange: (@MainActor () -> Void)?

    /// A tab bar item.
    public init(title: String, iconName: String? = nil, badgeValue: String? = nil) {
        self.title = title
        self.iconName = iconName
        self.badgeValue = badgeValue
    }
}
