extension Button {
    /// UIKit's kinds of button (`UIButton.ButtonType`), each drawn as GNOME draws its role.
    public enum ButtonType: Sendable {
        /// A text button (UIKit's default): the title comes from ``setTitle(_:for:)``.
        case system
        /// A text button the app styles itself; the same as `.system` here.
        case custom
        /// "×" (`window-close-symbolic`), named "Close".
        case close
        /// "+" (`list-add-symbolic`), named "Add".
        case contactAdd
        /// An information button (`dialog-information-symbolic`), named "More Information":
        /// UIKit's detail disclosure, info light and info dark buttons.
        case detailDisclosure, infoLight, infoDark
    }

    /// A button of `type` (UIKit's `UIButton(type:)`): a text button with no title yet, or an
    /// icon-only button with GNOME's icon and an accessible name.
    public convenience init(type: ButtonType) {
        switch type {
        case .system, .custom: self.init(label: "")
        case .close: self.init(iconName: "window-close-symbolic", accessibilityLabel: gettextString("Close"))
        case .contactAdd: self.init(iconName: "list-add-symbolic", accessibilityLabel: gettextString("Add"))
        case .detailDisclosure, .infoLight, .infoDark:
            self.init(iconName: "dialog-information-symbolic", accessibilityLabel: gettextString("More Information"))
        }
    }

    /// Sets the title for `state` (UIKit's `setTitle(_:for:)`). The `.normal` title is the
    /// button's ``label`` and its accessible name; GTK shows one label in every state, so a
    /// title for another state is kept for ``title(for:)`` and not shown (GNOME marks a pressed
    /// or dimmed button by its look, not by other words).
    public func setTitle(_ title: String?, for state: Control.State) {
        if state == .normal {
            label = title ?? ""
        } else {
            stateTitles.setTitle(title, for: state)
        }
    }

    /// The title set for `state`, or the `.normal` one when none was (UIKit's `title(for:)`).
    public func title(for state: Control.State) -> String? {
        state == .normal ? label : stateTitles.title(for: state) ?? label
    }

    /// The title shown now (UIKit's `currentTitle`).
    public var currentTitle: String? { label }

    /// Sets the title's colour for `state` (UIKit's `setTitleColor(_:for:)`): `.normal`'s in
    /// every state without one of its own, `.highlighted`'s while the button is pressed,
    /// `.disabled`'s while it is dimmed, `.selected`'s while it is checked, `.focused`'s while
    /// the keyboard is on it. Nil takes a state's colour back. A semantic colour follows the
    /// theme's dark and high-contrast styles, as ``Label/textColor`` does.
    public func setTitleColor(_ color: Color?, for state: Control.State) {
        guard let color else {
            if let old = stateTitles.setColor(nil, wornAs: nil, for: state) { removeCSSClass(old) }
            return
        }
        let pseudoClass: String? =
            switch state {
            case .highlighted: "active"
            case .disabled: "disabled"
            case .selected: "checked"
            case .focused: "focus-visible"
            default: nil
            }
        let styleClass = ViewStyle.className(for: "color: \(color.css)", when: pseudoClass)
        if let old = stateTitles.setColor(color, wornAs: styleClass, for: state) { removeCSSClass(old) }
        addCSSClass(styleClass)
    }

    /// The title's colour set for `state`, or `.normal`'s when none was; nil for the theme's
    /// (UIKit's `titleColor(for:)`).
    public func titleColor(for state: Control.State) -> Color? {
        stateTitles.color(for: state) ?? stateTitles.color(for: .normal)
    }
}
