import GtkKit
import SegueCore

extension ViewController {
    /// Makes `button` this page's "+" in the header bar: it runs `add`, and its tooltip names the
    /// Ctrl+N that ``wrapInEditableListPage(bars:undoBar:add:)`` binds to the same action.
    func useAsAddButton(_ button: Button, add: @escaping @MainActor () -> Void) {
        button.tooltip = (button.accessibleLabel ?? "") + " (Ctrl+N)"
        button.onClicked { add() }
        trailingHeaderWidgets = [button]
    }

    /// Puts the loaded view above `bars` (the undo bar, and any other) and installs the list
    /// pages' shortcuts: Ctrl+N runs `add`, Ctrl+Z runs `undoBar`'s action. They work from
    /// anywhere in the window, but only while this controller is the page on screen.
    func wrapInEditableListPage(bars: [Widget], undoBar: UndoBar, add: @escaping @MainActor () -> Void) {
        let page = Box(.vertical)
        page.append(view)
        for bar in bars { page.append(bar) }
        undoBar.shortcutHint = localized("Press Ctrl+Z to undo.")
        let shortcuts = ShortcutController(global: true)
        shortcuts.add("<Control>n") { [weak self] in
            guard let self, self.navigationController?.topViewController === self else { return false }
            add()
            return true
        }
        shortcuts.add("<Control>z") { [weak self, weak undoBar] in
            guard let self, self.navigationController?.topViewController === self else { return false }
            return undoBar?.runAction() ?? false
        }
        page.addController(shortcuts)
        view = page
    }
}
