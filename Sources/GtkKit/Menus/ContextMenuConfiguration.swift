internal import CGtk

/// What a context menu offers (UIKit's `UIContextMenuConfiguration`): its actions, made when the
/// menu opens by `actionProvider`.
///
/// GNOME's context menu is UIKit's: a right click, the Menu key or Shift+F10, or a long press on
/// a touch screen opens a popover of the actions at the item, and Escape closes it. Where GNOME's
/// convention wins: there is no preview — `previewProvider` is accepted and not called — and
/// the menu opens at once, without the item lifting.
@MainActor
public final class ContextMenuConfiguration {
    /// What identifies the menu to the app (UIKit's `identifier`).
    public let identifier: AnyHashable?
    private let actionProvider: (([MenuElement]) -> Menu?)?

    /// A configuration whose menu `actionProvider` makes from the suggested actions (none, on a
    /// desktop); `previewProvider` is accepted and not called (see the type).
    public init(
        identifier: AnyHashable? = nil, previewProvider: (() -> ViewController?)? = nil,
        actionProvider: (([MenuElement]) -> Menu?)? = nil
    ) {
        self.identifier = identifier
        self.actionProvider = actionProvider
    }

    /// The actions the menu shows, in order: a submenu's are shown in its place (a popover of
    /// buttons has no submenus), hidden and disabled ones left out.
    func actions() -> [Action] {
        guard let menu = actionProvider?([]) else { return [] }
        func flatten(_ elements: [MenuElement]) -> [Action] {
            elements.flatMap { element -> [Action] in
                if let action = element as? Action {
                    return action.attributes.contains(.hidden) || action.attributes.contains(.disabled) ? [] : [action]
                }
                if let menu = element as? Menu { return flatten(menu.children) }
                return []
            }
        }
        return flatten(menu.children)
    }
}

extension Action {
    /// Runs the action as a menu item does.
    func perform() { g_action_activate(OpaquePointer(raw), nil) }
}
