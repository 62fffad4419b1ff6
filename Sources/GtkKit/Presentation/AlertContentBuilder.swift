internal import CGtk

/// Builds what an ``AlertController`` shows: the title, the message, the text fields and a button
/// for each action, laid out as a dialog's content or as an action sheet's popover.
@MainActor
struct AlertContentBuilder {
    let alert: AlertController

    func build() -> View {
        let popover = alert.isAnchoredSheet
        let content = Box(.vertical, spacing: popover ? 6 : 12)
        content.setMargins(popover ? 6 : 24)
        if let title = alert.title {
            // The dialog's (or popover's) name says the title: this label is only drawn.
            let label = Label(decorative: title)
            label.addCSSClass(popover ? "heading" : "title-2")
            label.wraps = true
            label.justification = .center
            content.append(label)
        }
        if let message = alert.message {
            let label = Label(message)
            label.wraps = true
            label.justification = .center
            if popover { label.addCSSClass("dim-label") }
            content.append(label)
        }
        for field in alert.textFields ?? [] {
            if field.accessibilityLabel == nil { field.accessibilityLabel = field.placeholder ?? alert.title ?? alert.message }
            gtk_entry_set_activates_default(field.pointer(), 1)
            content.append(field)
        }
        content.append(buttons(inPopover: popover))
        return content
    }

    /// One button per action. A popover lists them in a column and leaves cancel out (closing it
    /// is the cancel); a dialog puts one or two in a row with cancel first (GNOME's order), and
    /// more in a column with cancel last (UIKit's).
    private func buttons(inPopover popover: Bool) -> Box {
        var shown = alert.actions
        if popover { shown.removeAll { $0.style == .cancel } }
        let column = popover || shown.count > 2
        if !column, let cancel = shown.firstIndex(where: { $0.style == .cancel }) { shown.insert(shown.remove(at: cancel), at: 0) }
        if column, let cancel = shown.firstIndex(where: { $0.style == .cancel }) { shown.append(shown.remove(at: cancel)) }
        let box = Box(column ? .vertical : .horizontal, spacing: popover ? 2 : 12)
        if !column {
            box.horizontalAlignment = .center
            gtk_box_set_homogeneous(box.pointer(), 1)
        }
        for action in shown {
            let button = Button(label: action.title ?? "", mnemonic: true)
            switch action.style {
            case .destructive: button.addCSSClass("destructive-action")
            case .default where action === alert.defaultAction && !popover: button.addCSSClass("suggested-action")
            case .default, .cancel: break
            }
            if popover { button.addCSSClass("flat") }
            button.isEnabled = action.isEnabled
            // Captured through a local: captured from the stored property, a release build warned
            // (at `AlertController.loadView`) that the weak reference would always be nil — a
            // false alarm, but the build is to have no warnings.
            let owner: AlertController = alert
            button.onClicked { [weak owner, weak action] in
                guard let owner, let action else { return }
                owner.choose(action)
            }
            action.button = button
            box.append(button)
        }
        return box
    }
}
