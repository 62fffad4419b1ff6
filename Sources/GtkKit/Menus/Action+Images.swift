/// UIKit's actions and menus with a `UIImage`: GTK's menus and buttons show a themed icon, so
/// an SF Symbols picture stands as its icon; another picture is left out (a menu item in GNOME
/// shows no picture of its own, and a button with an action shows its title).
extension Action {
    /// UIKit's `UIAction(title:image:identifier:attributes:handler:)` with a picture: a symbol
    /// is shown as its themed icon where the action is a button's.
    public convenience init(
        title: String = "", image: Bitmap?, identifier: String? = nil, attributes: Attributes = [],
        handler: @escaping @MainActor (Action) -> Void
    ) {
        self.init(title: title, image: image?.symbol?.iconName, identifier: identifier, attributes: attributes, handler: handler)
    }
}

extension Menu {
    /// UIKit's `UIMenu(title:image:options:children:)` with a picture: a symbol is the icon of
    /// the button showing the menu.
    public convenience init(title: String = "", image: Bitmap?, options: Options = [], children: [MenuElement]) {
        self.init(title: title, image: image?.symbol?.iconName, options: options, children: children)
    }
}
