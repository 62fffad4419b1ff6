import GtkKit
import SegueCore

/// A task row: the seed's `plainCell` or `attentionCell`. An attention cell has red text (the
/// theme's named `@error_color`, so dark and high-contrast styles keep it legible) and a warning
/// icon named "Urgent", so the difference never rests on colour alone.
@MainActor
final class TaskCell: TableViewCell {
    let kind: TaskCellKind

    init(task: TaskItem) {
        kind = task.kind
        super.init(text: task.firstLine)
        textLabel.addCSSClass("task-text")
        if task.text.isEmpty {
            textLabel.text = localized("Empty task")
            textLabel.addCSSClass("dim-label")
        }
        // The row's name is the whole first line even when the label is ellipsized.
        accessibleLabel = task.text.isEmpty ? localized("Empty task") : task.firstLine
        if kind == .attention {
            addCSSClass("attention")
            let icon = Image(iconName: "dialog-warning-symbolic")
            icon.addCSSClass("urgent-icon")
            icon.accessibleLabel = localized("Urgent")
            icon.tooltip = localized("Urgent")
            contentBox.append(icon)
            accessibleDescription = localized("Urgent")
        }
        accessory = .disclosureIndicator
    }
}
