internal import CGtk

/// The popover a table row's context menu shows: the row's actions (``RowAction``), then Delete
/// when the table allows deletion.
///
/// One ``Popover`` per table, parented to the row's list and pointed at the row, so it never
/// outlives a row it was attached to. Its items are made again each time it opens, for the row it
/// opens on.
@MainActor
final class TableContextMenu {
    private let items = Box(.vertical)
    private lazy var popover = Popover(content: items, accessibilityLabel: gettextString("Row Menu"))
    private var pending: MainLoop.Timer?

    /// Shows `actions` (title, destructive, what it does) pointing at `cell` inside `list`.
    func show(
        _ actions: [(title: String, iconName: String?, destructive: Bool, run: @MainActor () -> Void)], for cell: TableViewCell,
        in list: View
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
            button.onClicked { [weak self, weak cell] in
                guard let self else { return }
                self.popover.dismiss(animated: false)
                // Once the menu has closed, the row has the focus again and then the action runs:
                // what it opens (a modal form) gives the focus back to the row, not to this
                // menu's button, which is gone.
                self.pending = MainLoop.after(milliseconds: 0) {
                    _ = cell?.grabFocus()
                    run()
                }
            }
            items.append(button)
        }
        popover.present(from: cell, in: list)
    }
}
