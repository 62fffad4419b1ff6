import GtkKit
import SegueCore

/// A task row: the seed's `plainCell` or `attentionCell`. An attention cell has red text (the
/// theme's named `@error_color`, so dark and high-contrast styles keep it legible) and a warning
/// icon named "Urgent", so the difference never rests on colour alone.
///
/// Both of the seed's prototypes in `Tasks.storyboard`, `plainCell` and `attentionCell`, are of
/// this class; ``show(_:)`` sets everything that differs, so a row never keeps another kind's look.
@MainActor
final class TaskCell: TableViewCell {
    private(set) var kind: TaskCellKind = .plain
    private let urgentIcon = Image(iconName: "dialog-warning-symbolic")

    required init(text: String = "") {
        super.init(text: text)
        textLabel?.addCSSClass("task-text")
        urgentIcon.addCSSClass("urgent-icon")
        urgentIcon.accessibilityLabel = localized("Urgent")
        urgentIcon.tooltip = localized("Urgent")
        urgentIcon.isVisible = false
        contentView.addArrangedSubview(urgentIcon)
        accessory = .disclosureIndicator
    }

    /// A row showing `task`.
    convenience init(task: TaskItem) {
        self.init(text: "")
        show(task)
    }

    /// Shows `task`: its first line (or "Empty task", as secondary text) and, for "URGENT", the attention look.
    func show(_ task: TaskItem) {
        kind = task.kind
        text = task.firstLine
        if task.text.isEmpty { textLabel?.text = localized("Empty task") }
        // The row's name is the whole first line even when the label is ellipsized.
        accessibilityLabel = task.text.isEmpty ? localized("Empty task") : task.firstLine
        let urgent = kind == .attention
        if urgent { addCSSClass("attention") } else { removeCSSClass("attention") }
        // The seed's attentionCell: red text. The theme's error colour, so dark and high
        // contrast stay legible, and a selected row's text colour where it is drawn selected.
        // An empty task's placeholder is secondary text, as UIKit dims a placeholder.
        textLabel?.textColor = urgent ? .systemRed : task.text.isEmpty ? .secondaryLabel : nil
        urgentIcon.tintColor = urgent ? .systemRed : nil
        urgentIcon.isVisible = urgent
        if urgent || accessibilityHint != nil { accessibilityHint = urgent ? localized("Urgent") : nil }
    }
}

extension TaskCellKind {
    /// The storyboard's prototype for a task of this kind (the seed's cell identifiers).
    var reuseIdentifier: String {
        switch self {
        case .plain: "plainCell"
        case .attention: "attentionCell"
        }
    }
}
