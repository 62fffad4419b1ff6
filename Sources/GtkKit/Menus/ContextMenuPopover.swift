internal import CGtk

/// The popover a context menu shows: a table row's actions (``RowAction``, then Delete when the
/// table allows deletion), or what a ``ContextMenuInteraction``'s configuration offers.
///
/// One ``Popover`` per table or interaction, parented to a view that outlives its use (the row's
/// list, the view's nearest container) and pointed at the item. Its items are made again each
/// time it opens; an action runs once the menu has closed and the focus is back on the item.
@MainActor
final class ContextMenuPopover {
    private let items = Box(.vertical)
    private let popover: Popover
    private var pending: MainLoop.Timer?

    /// A menu named `accessibilityLabel` for screen readers ("Row Menu").
    init(accessibilityLabel: String) {
        popover = Popover(content: items, accessibilityLabel: accessibilityLabel)
    }

    /// Shows `actions` (title, icon, destructive, what it does) pointing at `anchor` (at `point`
    /// in it, when a click gave one) inside `container`.
    func show(
        _ actions: [(title: String, iconName: String?, destructive: Bool, run: @MainActor () -> Void)], for anchor: View,
        at point: Point? = nil, in container: View
    ) {
        for child in items.children { items.remove(child) }
        for action in actions {
            let button = Button(label: action.title, mnemonic: true)
            button.hasFrame = false
            if action.destructive { button.addCSSClass("destructive-action") }
            if let icon = action.iconName {
                let content = Box(.horizontal, spacing: 8)
                content.append(Image(iconName: icon))
                // Drawn only, and no mnemonic: the button is named once, below
                // (AccessibilityRepair.nameMenuItemOnce).
                let title = action.title.filter { $0 != "_" }
                content.append(AccessibilityRepair.nameMenuItemOnce.isNeeded ? Label(decorative: title) : Label(title))
                gtk_button_set_child(button.pointer(), content.widget)
                button.accessibilityLabel = action.title.filter { $0 != "_" }
            }
            let run = action.run
            button.onClicked { [weak self, weak anchor] in
                guard let self else { return }
                self.popover.dismiss(animated: false)
                // Once the menu has closed, the item has the focus again and then the action runs:
                // what it opens (a modal form) gives the focus back to the item, not to this
                // menu's button, which is gone.
                self.pending = MainLoop.after(milliseconds: 0) {
                    _ = anchor?.grabFocus()
                    run()
                }
            }
            items.append(button)
        }
        popover.present(from: anchor, at: point, in: container)
    }
}
