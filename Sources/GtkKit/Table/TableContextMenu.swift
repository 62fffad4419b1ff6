internal import CGtk

/// The popover a table row's context menu shows: one "Delete" item for now.
///
/// One ``Popover`` per table, parented to the row's list and pointed at the row, so it never
/// outlives a row it was attached to.
@MainActor
final class TableContextMenu {
    private let deleteButton = Button(label: gettextString("_Delete"), mnemonic: true)
    private lazy var popover = Popover(content: deleteButton, accessibleLabel: gettextString("Row Menu"))
    private var onDelete: (@MainActor () -> Void)?

    init() {
        deleteButton.hasFrame = false
        deleteButton.addCSSClass("destructive-action")
        deleteButton.onClicked { [weak self] in
            guard let self else { return }
            self.popover.dismiss()
            self.onDelete?()
        }
    }

    /// Shows the menu pointing at `cell` inside `list`; `onDelete` runs if Delete is chosen.
    func show(for cell: TableViewCell, in list: Widget, onDelete: @escaping @MainActor () -> Void) {
        self.onDelete = onDelete
        popover.present(from: cell, in: list)
    }
}
