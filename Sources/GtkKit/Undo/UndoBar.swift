internal import CGtk

/// A bar that slides up with a message and an action button, then hides itself after a few
/// seconds (libadwaita's toast, as used for "Task deleted · Undo").
@MainActor
public final class UndoBar: View {
    private let message = Label()
    /// The action button ("Undo").
    public let actionButton: Button
    private var hideTimer: MainLoop.Timer?
    private var action: (@MainActor () -> Void)?

    /// The view `init(actionTitle: "")` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init(actionTitle: "")
    }

    /// Creates a hidden bar whose button reads `actionTitle`.
    public init(actionTitle: String) {
        actionButton = Button(label: actionTitle, mnemonic: true)
        View.adopt(untyped(gtk_revealer_new()), ownership: .full)
        super.init(frame: .zero)
        gtk_revealer_set_transition_type(opaque, GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
        let box = Box(.horizontal, spacing: 12)
        box.setMargins(8)
        box.addCSSClass("gtkkit-undo-bar")
        message.expandsHorizontally = true
        message.xAlign = 0
        // A message naming a long path wraps (anywhere, if a word is longer than the line)
        // instead of asking for its whole width: one line once widened the window past the screen,
        // and the window remembered that width.
        message.wraps = true
        gtk_label_set_width_chars(message.opaque, 20)
        box.append(message)
        box.append(actionButton)
        gtk_revealer_set_child(opaque, box.widget)
        retainedChild = box
        actionButton.onClicked { [weak self] in self?.runAction() }
        verticalAlignment = .end
    }

    private var retainedChild: Box?

    /// How to run the action from the keyboard, said after the message to screen reader users
    /// ("Press Ctrl+Z to undo."); the app that binds the shortcut knows it.
    public var shortcutHint: String?

    /// Whether the bar is showing.
    public var isShowing: Bool { Bool(gboolean: gtk_revealer_get_reveal_child(opaque)) }

    /// The message shown.
    public var text: String { message.text }

    /// Shows `text` for `seconds`; the button runs `action` (once) and hides the bar.
    ///
    /// `onExpire` runs when the action can no longer run — the bar timed out, was hidden, or
    /// showed another message — so what was kept for undo can be let go; not when the action ran.
    public func show(
        _ text: String, seconds: Int = 6, action: @escaping @MainActor () -> Void, onExpire: (@MainActor () -> Void)? = nil
    ) {
        if self.action != nil { hide() }
        message.text = text
        self.action = action
        expire = onExpire
        gtk_revealer_set_reveal_child(opaque, 1)
        // It slides in (GTK's revealer) and fades in (View.animate); both at once with the
        // desktop's animations off.
        alpha = 0
        View.animate(withDuration: 0.2, options: .curveEaseOut, animations: { self.alpha = 1 })
        // Said to screen reader users, with how to undo: the bar itself never has focus.
        WindowAccessibility.announce([text, shortcutHint].compactMap { $0 }.joined(separator: ". "), near: self)
        hideTimer = MainLoop.after(milliseconds: seconds * 1000) { [weak self] in self?.hide() }
    }

    /// Runs the pending action now (the button, or a shortcut such as Ctrl+Z); false if none.
    @discardableResult
    public func runAction() -> Bool {
        guard let action else { return false }
        self.action = nil // ran, so it does not expire
        expire = nil
        hide()
        action()
        return true
    }

    /// Hides the bar; its action can no longer run (`onExpire` is told, if the action was pending).
    /// If the keyboard focus was on the bar, it moves to the page above it first, so the next key
    /// press never lands somewhere unexpected (such as the Back button).
    public func hide() {
        if containsFocus {
            var sibling = gtk_widget_get_prev_sibling(widget)
            while let current = sibling, !Bool(gboolean: gtk_widget_child_focus(current, GTK_DIR_TAB_FORWARD)) {
                sibling = gtk_widget_get_prev_sibling(current)
            }
        }
        let expired = action != nil
        action = nil
        hideTimer = nil
        gtk_revealer_set_reveal_child(opaque, 0)
        View.animate(withDuration: 0.2, options: .curveEaseIn, animations: { self.alpha = 0 })
        let expire = self.expire
        self.expire = nil
        if expired { expire?() }
    }

    private var expire: (@MainActor () -> Void)?
}
