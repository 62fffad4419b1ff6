import FoundationEssentials

/// An action on one row, after UIKit's `UIContextualAction`: the table delegate returns them for
/// a row (``TableViewDelegate/tableView(_:leadingActionsForRowAt:)``,
/// ``TableViewDelegate/tableView(_:trailingActionsForRowAt:)``) and the row's context menu shows
/// them — right click, the Menu key or Shift+F10 — leading ones first. There is no swipe on a
/// desktop: the menu is how a mouse, keyboard or screen reader user reaches them.
@MainActor
public final class RowAction {
    /// How the action is drawn.
    public enum Style: Sendable {
        /// An ordinary action.
        case normal
        /// An action that destroys data (Delete), drawn in the destructive colour.
        case destructive
    }

    /// The menu item's label (`_` before a letter makes it the mnemonic).
    public let title: String
    /// A themed icon shown before the label, if any.
    public let iconName: String?
    /// How it is drawn.
    public let style: Style
    let handler: @MainActor (IndexPath) -> Void

    /// An action titled `title`; `handler` receives the row's index path when it is chosen.
    public init(style: Style = .normal, title: String, iconName: String? = nil, handler: @escaping @MainActor (IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.iconName = iconName
        self.handler = handler
    }
}
