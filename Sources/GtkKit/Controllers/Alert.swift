internal import CGtk

/// A modal alert with a title, a message and one cancel button, after UIKit's `UIAlertView`.
///
/// Built on a plain `GtkWindow` with the dialog role, the way `GtkDialog` builds one, because
/// `GtkDialog` is deprecated from GTK 4.10 and its successor `GtkAlertDialog` keeps its widgets
/// private: an alert would then be heard differently on GTK 4.8 and 4.18, and its buttons could
/// not be styled or driven. The button has focus and is the default, so Enter, Space and Escape
/// all dismiss it; focus then returns to the widget that had it. The dialog's accessible name is
/// the title; screen readers read the message from its label (and on GTK 4.8 from the dialog's
/// description, `AccessibilityRepair.describeAlertMessage`).
@MainActor
public final class Alert {
    /// The alert's title.
    public let title: String
    /// The explanatory message.
    public let message: String
    /// The text of the cancel button.
    public let cancelButtonTitle: String
    /// The text of an optional destructive button (e.g. "Reset"), to the cancel button's right.
    public let destructiveButtonTitle: String?

    /// The alerts on screen now, oldest first (tests and screen readers find them here).
    package private(set) static var visible: [Alert] = []

    private var dialog: View?
    private var button: Button?
    private var returnFocus: WeakWidgetReference?
    private var presenter: WeakWidgetReference?
    private var destructiveButton: Button?
    private var parentWatch: Object?
    private var onDismiss: (@MainActor () -> Void)?
    private var onDestructive: (@MainActor () -> Void)?

    /// Creates an alert; call ``present(over:onDismiss:onDestructive:)`` to show it. With a destructive button,
    /// the cancel button still has focus, so Enter never destroys anything by accident.
    public init(title: String, message: String, cancelButtonTitle: String, destructiveButtonTitle: String? = nil) {
        self.title = title
        self.message = message
        self.cancelButtonTitle = cancelButtonTitle
        self.destructiveButtonTitle = destructiveButtonTitle
    }

    /// Shows the alert modally over the window that holds `widget`.
    /// `onDestructive` runs when the destructive button is chosen (then `onDismiss` too).
    public func present(
        over widget: View, onDismiss: (@MainActor () -> Void)? = nil,
        onDestructive: (@MainActor () -> Void)? = nil
    ) {
        guard dialog == nil else { return }
        self.onDismiss = onDismiss
        self.onDestructive = onDestructive
        let root = gtk_widget_get_root(widget.widget)
        returnFocus = root.flatMap { gtk_root_get_focus($0) }.map(WeakWidgetReference.init)
        presenter = WeakWidgetReference(widget.widget)

        // GTK owns top-level windows; the wrapper borrows one. The dialog role and the "dialog"
        // style class are what GtkDialog gives itself (GTK 4.8's gtkdialog.c).
        let dialog = View.wrapping(gtkkit_widget_new_with_role(gtk_window_get_type(), GTK_ACCESSIBLE_ROLE_DIALOG)!, ownership: .none)
        let window: UnsafeMutablePointer<GtkWindow> = dialog.pointer()
        if let root {
            let parent = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_transient_for(window, parent)
            Window.joinApplication(of: parent, window: window)
        }
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_set_resizable(window, 0)
        gtk_window_set_title(window, title)
        // Like GtkMessageDialog: no title bar; the title is shown large in the content.
        gtk_window_set_titlebar(window, gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        dialog.addCSSClass("dialog")
        dialog.addCSSClass("message")
        dialog.accessibilityLabel = title
        if AccessibilityRepair.describeAlertMessage.isNeeded { dialog.accessibilityHint = message }

        let content = Box(.vertical, spacing: 12)
        content.setMargins(24)
        // The dialog's name says the title: that label is only drawn.
        let titleLabel = Label(decorative: title)
        titleLabel.addCSSClass("title-2")
        titleLabel.wraps = true
        titleLabel.justification = .center
        let messageLabel = Label(message)
        messageLabel.wraps = true
        messageLabel.justification = .center
        content.append(titleLabel)
        content.append(messageLabel)
        gtk_window_set_child(window, content.widget)

        // A plain button, not GtkDialog's action area: GTK 4.8 named that one after its label twice ("OK OK").
        let button = Button(label: cancelButtonTitle)
        button.onClicked { [weak self] in self?.dismiss() }
        let buttons = Box(.horizontal, spacing: 12)
        buttons.horizontalAlignment = .center
        buttons.append(button)
        if let destructiveButtonTitle {
            let destructive = Button(label: destructiveButtonTitle)
            destructive.addCSSClass("destructive-action")
            destructive.onClicked { [weak self] in
                let action = self?.onDestructive
                self?.dismiss()
                action?()
            }
            buttons.append(destructive)
            destructiveButton = destructive
        } else {
            button.addCSSClass("suggested-action")
        }
        content.append(buttons)
        gtk_window_set_default_widget(window, button.widget)
        // Escape dismisses, as GtkDialog's "close" binding does; so does closing the window.
        let keys = ShortcutController(global: false)
        keys.add("Escape") { [weak self] in
            self?.dismiss()
            return true
        }
        dialog.addController(keys)
        dialog.connect(
            "close-request",
            returning: { [weak self] in
                self?.dismiss()
                return true
            })
        // GTK's destroy-with-parent waits for the parent's "destroy", which never comes while a
        // wrapper holds the parent window; watch the parent's teardown instead and go with it.
        if let root {
            let parent = Object(UnsafeMutableRawPointer(root), ownership: .none)
            parent.connect("unrealize") { [weak self, weak parent] in
                guard let parent, !Window.isToplevel(parent) else { return }
                self?.dismiss()
            }
            parentWatch = parent
        }
        self.dialog = dialog
        self.button = button
        Alert.visible.append(self)
        gtk_window_present(window)
        button.grabFocus()
    }

    /// Whether the alert is on screen.
    public var isVisible: Bool { dialog != nil }

    /// Dismisses the alert as its button would, returning focus to where it was.
    public func dismiss() {
        guard let dialog else { return }
        self.dialog = nil
        button = nil
        destructiveButton = nil
        parentWatch = nil
        onDestructive = nil
        Alert.visible.removeAll { $0 === self }
        gtk_window_destroy(dialog.pointer())
        restoreFocus()
        let onDismiss = self.onDismiss
        self.onDismiss = nil
        onDismiss?()
    }

    /// Focus goes back to what had it when the alert opened; if that is gone or hidden (an item
    /// of a menu that has closed), to the first focusable widget of what the alert was presented
    /// over, so the keyboard always reaches the window.
    private func restoreFocus() {
        let previous = returnFocus
        let container = presenter
        returnFocus = nil
        presenter = nil
        if previous?.restoreFocus() == true { return }
        _ = container?.withWidget { widget in
            gtk_widget_get_root(widget) != nil && Bool(gboolean: gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD))
        }
    }

    /// Clicks the alert's cancel button (tests, and anything that drives the UI programmatically).
    package func clickButton() {
        button?.click()
    }

    /// Clicks the alert's destructive button, if it has one.
    package func clickDestructiveButton() {
        destructiveButton?.click()
    }
}
