internal import CGtk

extension BarButtonItem {
    /// UIKit's `UIBarButtonItem(title:image:primaryAction:menu:)` with a picture: an SF Symbols
    /// picture is its themed icon (drawn in the bar's colour, as UIKit draws a template), with
    /// `title` — or the primary action's title, or the symbol's words — as the name a screen
    /// reader says; another picture is shown as it is. A menu button shows a symbol only: GTK's
    /// menu button takes an icon name, so a menu item with another picture is shown by its title.
    public convenience init(title: String? = nil, image: Bitmap?, primaryAction: Action? = nil, menu: Menu? = nil) {
        let spoken = title ?? primaryAction?.title ?? image?.systemName?.replacingDots
        if let symbol = image?.symbol, image?.isTemplate == true {
            self.init(title: spoken, image: symbol.iconName, primaryAction: primaryAction, menu: menu)
            return
        }
        guard let image, menu == nil else {
            self.init(title: spoken ?? image?.assetName, image: nil as String?, primaryAction: primaryAction, menu: menu)
            return
        }
        let button = Button(label: "")
        button.setImage(image, for: .normal)
        if let spoken { button.accessibilityLabel = spoken }
        if let primaryAction {
            // The button keeps its action, as UIKit's item keeps its primaryAction.
            button.onClicked { g_action_activate(OpaquePointer(primaryAction.raw), nil) }
            button.isEnabled = primaryAction.isEnabled
        }
        self.init(customView: button)
    }

    /// A button showing `image` that calls `action` on `target` with the item when clicked (UIKit's
    /// `init(image:style:target:action:)`). `target` is held weakly.
    public convenience init<Target: AnyObject, Sender>(
        image: Bitmap?, style: Style, target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void
    ) {
        self.init(image: image)
        if style == .done { view.addCSSClass("suggested-action") }
        send(to: target, action)
    }

    /// A button showing `image` calling `action`, a method of `target` that takes no sender.
    public convenience init<Target: AnyObject>(
        image: Bitmap?, style: Style, target: Target, action: @escaping (Target) -> @MainActor () -> Void
    ) {
        self.init(image: image)
        if style == .done { view.addCSSClass("suggested-action") }
        send(to: target) { target in { (_: BarButtonItem) in action(target)() } }
    }
}

extension String {
    /// An SF Symbols name's words ("square.and.arrow.up" → "square and arrow up").
    fileprivate var replacingDots: String { String(map { $0 == "." ? " " : $0 }) }
}
