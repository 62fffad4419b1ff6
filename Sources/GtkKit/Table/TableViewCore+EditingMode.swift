internal import CGtk

/// The editing mode, after UIKit's `setEditing(_:animated:)` and `editButtonItem`: while it is
/// on, each row shows a Delete button at its start (with ``TableView/allowsDeletion``)
/// and Move Up / Move Down buttons at its end (with ``TableView/allowsReordering``),
/// each named after the row ("Delete Walk the dog", "Move Walk the dog up"). UIKit's drag handle
/// is two buttons here: a keyboard and a screen reader reach them as easily as a pointer, and
/// Alt+Up / Alt+Down, Delete and the context menu keep working in and out of the mode.
extension TableViewCore {
    /// The editing mode was turned on or off: every built row's buttons follow (the rest get
    /// them as built).
    func editingDidChange() {
        for cell in rows.allCells { updateEditingControls(of: cell) }
    }

    /// Gives `cell` the editing mode's buttons, or takes them away, as the mode is now.
    func updateEditingControls(of cell: TableViewCell) {
        guard isEditing, allowsDeletion || allowsReordering else {
            cell.editingControls = nil
            return
        }
        let name = cell.text
        var leading: [Button] = []
        var trailing: [Button] = []
        if allowsDeletion {
            let delete = Button(iconName: "list-remove-symbolic", accessibilityLabel: gettextString(format: "Delete %1$@", name))
            delete.addCSSClass("destructive-action")
            delete.onClicked { [weak self, weak cell] in
                guard let self, let cell else { return }
                self.requestDeletion(of: cell)
            }
            leading.append(delete)
        }
        if allowsReordering {
            for (icon, step, label) in [
                ("go-up-symbolic", -1, gettextString(format: "Move %1$@ up", name)),
                ("go-down-symbolic", 1, gettextString(format: "Move %1$@ down", name)),
            ] {
                let button = Button(iconName: icon, accessibilityLabel: label)
                button.onClicked { [weak self, weak cell] in
                    guard let self, let cell else { return }
                    self.move(cell, by: step)
                }
                trailing.append(button)
            }
        }
        cell.editingControls = (leading, trailing)
    }
}
