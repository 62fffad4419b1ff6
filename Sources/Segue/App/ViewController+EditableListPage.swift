import GtkKit
import SegueCore

extension ViewController {
    /// Makes `button` this page's "+" in the header bar: it runs `add`, and its tooltip names the
    /// Ctrl+N that ``wrapInEditableListPage(bars:undoBar:add:)`` binds to the same action.
    func useAsAddButton(_ button: Button, add: @escaping @MainActor () -> Void) {
        button.tooltip = (button.accessibilityLabel ?? "") + " (Ctrl+N)"
        button.onClicked { add() }
        navigationItem.rightBarButtonItem = BarButtonItem(customView: button)
    }

    /// Puts the loaded view above `bars` (the undo bar, and any other) and installs the list
    /// pages' Ctrl+N, which runs `add` from anywhere in the window while this controller is the
    /// page on screen. Ctrl+Z is the window's undo (GtkKit's `Window.undoManager`), which the
    /// bar's Undo runs too.
    func wrapInEditableListPage(bars: [View], undoBar: UndoBar, add: @escaping @MainActor () -> Void) {
        appendBars(bars)
        undoBar.shortcutHint = localized("Press Ctrl+Z to undo.")
        let shortcuts = ShortcutController(global: true)
        shortcuts.add("<Control>n") { [weak self] in
            // The page is on top, itself or as the list of a split view.
            guard let self, let top = self.navigationController?.topViewController, top === self || top === self.splitViewController
            else { return false }
            add()
            return true
        }
        view.addController(shortcuts)
    }

    /// Puts the loaded view above `bars` (which the page then keeps).
    func appendBars(_ bars: [View]) {
        let page = StackView(axis: .vertical)
        page.addArrangedSubview(view)
        for bar in bars { page.addArrangedSubview(bar) }
        view = page
    }
}
