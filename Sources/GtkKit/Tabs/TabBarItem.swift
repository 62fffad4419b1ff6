/// A tab's title, icon and badge, after UIKit's `UITabBarItem`.
///
/// Changes are shown at once by the ``TabBarController`` that owns the item's controller.
@MainActor
public final class TabBarItem {
    /// The tab's title.
    public var title: String { didSet { onChange?() } }
    /// A themed icon name, or nil for a text-only tab. Setting an SF Symbols ``image`` sets it to
    /// the symbol's icon.
    public var iconName: String? { didSet { onChange?() } }
    /// The tab's picture (UIKit's `image`), shown above the title: an SF Symbols picture is shown
    /// as its themed icon (``iconName``), in the tab's text colour; any other picture as it is.
    public var image: Bitmap? {
        didSet {
            if let symbol = image?.symbol { iconName = symbol.iconName } else { onChange?() }
        }
    }
    /// The picture for the tab while it is selected (UIKit's `selectedImage`). GNOME's switchers
    /// mark the selected tab by its button, not its icon, so it is kept and not shown.
    public var selectedImage: Bitmap?
    /// The badge text, like UIKit's `badgeValue`; nil hides the badge.
    public var badgeValue: String? { didSet { onChange?() } }
    /// A number the app tells its tabs apart by (UIKit's `tag`); GtkKit does not read it.
    public var tag = 0

    var onChange: (@MainActor () -> Void)?

    /// A tab bar item.
    public init(title: String, iconName: String? = nil, badgeValue: String? = nil) {
        self.title = title
        self.iconName = iconName
        self.badgeValue = badgeValue
    }

    /// A tab titled `title` showing `image` (UIKit's `init(title:image:tag:)`).
    public convenience init(title: String?, image: Bitmap?, tag: Int) {
        self.init(title: title ?? "")
        self.tag = tag
        show(image)
    }

    /// A tab titled `title` showing `image`, with `selectedImage` kept for its selected state
    /// (UIKit's `init(title:image:selectedImage:)`).
    public convenience init(title: String?, image: Bitmap?, selectedImage: Bitmap?) {
        self.init(title: title ?? "")
        self.selectedImage = selectedImage
        show(image)
    }

    /// A tab of one of UIKit's system kinds, with its translated title and a GNOME icon for its
    /// role (UIKit's `init(tabBarSystemItem:tag:)`).
    public convenience init(tabBarSystemItem: SystemItem, tag: Int) {
        self.init(title: tabBarSystemItem.title, iconName: Image.iconName(forSystemName: tabBarSystemItem.symbolName))
        self.tag = tag
    }

    /// Sets ``image`` through its observer, which an initialiser's own assignment skips.
    private func show(_ image: Bitmap?) { self.image = image }
}
