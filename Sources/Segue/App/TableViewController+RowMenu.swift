import FoundationEssentials
import GtkKit
import SegueCore

/// Every list row's context menu — a right click, the Menu key or Shift+F10 — as GNOME's lists
/// offer one: what Return does, the row's own actions, then Delete where the list deletes rows.
extension TableViewController {
    /// The menu of the row at `indexPath`: `open` (what Return does; nil for none), `more`, and
    /// Delete when the table allows deletion.
    func rowMenu(at indexPath: IndexPath, open: String? = localized("_Open"), more: [Action] = []) -> ContextMenuConfiguration {
        ContextMenuConfiguration(actionProvider: { [weak self] _ in
            guard let self else { return nil }
            var children: [MenuElement] = []
            if let open {
                // The row's own activation, so it is selected (and drawn so beside its page) as
                // Return selects it.
                children.append(Action(title: open) { [weak self] _ in self?.tableView.cellForRow(at: indexPath)?.activate() })
            }
            children += more
            if tableView.allowsDeletion {
                children.append(
                    Action(title: localized("_Delete"), attributes: .destructive) { [weak self] _ in
                        guard let self else { return }
                        self.tableView(self.tableView, commitDeletionForRowAt: indexPath)
                    })
            }
            return Menu(children: children)
        })
    }
}
