internal import CGtk

/// A menu of actions and submenus (UIKit's `UIMenu`), shown by a ``BarButtonItem`` made with
/// one: GTK's popover menu from a `GMenu` model, opened by click, Return, Space or F10 on its
/// button, and read by screen readers as a menu of menu items.
@MainActor
public final class Menu: MenuElement {
    /// How a menu is shown (UIKit's `UIMenu.Options`): one, several in an array literal, or
    /// none (`[]`).
    public struct Options: Sendable, Equatable, ExpressibleByArrayLiteral {
        private let bits: Int
        private init(bits: Int) { self.bits = bits }
        /// The options listed together.
        public init(arrayLiteral elements: Options...) { bits = elements.reduce(0) { $0 | $1.bits } }
        /// Whether these options include all of `other`.
        public func contains(_ other: Options) -> Bool { bits & other.bits == other.bits }
        /// Its children shown in place, as a section between separators, rather than as a
        /// submenu (GNOME's menu sections).
        public static let displayInline = Options(bits: 1)
    }

    /// The submenu's item, or the section's heading when ``Options/displayInline`` (none when
    /// empty).
    public let title: String
    /// A themed icon's name for a button showing the menu (UIKit takes a `UIImage`).
    public let image: String?
    /// How the menu is shown.
    public let options: Options
    /// The actions and menus in it, in order.
    public let children: [MenuElement]

    /// A menu of `children` (UIKit's `UIMenu(title:image:options:children:)`).
    public init(title: String = "", image: String? = nil, options: Options = [], children: [MenuElement]) {
        self.title = title
        self.image = image
        self.options = options
        self.children = children
    }

    /// Every action in the menu and its submenus.
    var allActions: [Action] {
        children.flatMap { element -> [Action] in
            if let action = element as? Action { return [action] }
            return (element as? Menu)?.allActions ?? []
        }
    }

    /// The menu as a new `GMenu` (the caller owns it), its items naming their actions in the
    /// action group `prefix`.
    func makeModel(prefix: String) -> OpaquePointer {
        let model = g_menu_new()!
        for element in children {
            if let action = element as? Action {
                guard !action.attributes.contains(.hidden) else { continue }
                g_menu_append(model, action.title, "\(prefix).\(action.name)")
            } else if let menu = element as? Menu {
                let submodel = menu.makeModel(prefix: prefix)
                let title = menu.title.isEmpty ? nil : menu.title
                if menu.options.contains(.displayInline) {
                    g_menu_append_section(model, title, UnsafeMutableRawPointer(submodel).assumingMemoryBound(to: GMenuModel.self))
                } else {
                    g_menu_append_submenu(model, title, UnsafeMutableRawPointer(submodel).assumingMemoryBound(to: GMenuModel.self))
                }
                g_object_unref(UnsafeMutableRawPointer(submodel))
            }
        }
        return model
    }
}
