/// One choice in an ``AlertController``, after UIKit's `UIAlertAction`: a button in an alert, an
/// item in an action sheet.
///
/// As in UIKit, the handler runs after the alert has gone, with the focus back where it was, so
/// it can present something else or push a page. ``isEnabled`` can change while the alert is
/// shown (a Rename that needs a name): the button greys out, and Enter no longer chooses it.
@MainActor
public final class AlertAction {
    /// How an action is shown and what it means (UIKit's `UIAlertAction.Style`).
    public enum Style: Sendable {
        /// An ordinary choice.
        case `default`
        /// Leaves things as they were. An alert has at most one; Escape and the window's close
        /// button choose it, and an action sheet shows none, since closing it is the cancel.
        case cancel
        /// Deletes or discards: drawn in the theme's destructive colour, and never chosen by
        /// Enter unless it is the ``AlertController/preferredAction``.
        case destructive
    }

    /// The button's text; a `_` before a letter makes it the mnemonic (Alt+letter).
    public let title: String?
    /// What kind of choice this is.
    public let style: Style
    /// Whether the action can be chosen now; its button greys out while it cannot.
    public var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }

    let handler: (@MainActor (AlertAction) -> Void)?
    /// The button that shows this action while its alert is on screen.
    package weak var button: Button?

    /// Creates an action; `handler` runs with it once its alert has been dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
