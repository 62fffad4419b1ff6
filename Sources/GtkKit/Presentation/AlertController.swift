internal import CGtk

/// An alert that asks — a title, a message, any number of ``AlertAction``s and, for an alert, text
/// fields — after UIKit's `UIAlertController`. Show it with
/// ``ViewController/present(_:animated:completion:)``, as in UIKit.
///
/// - An ``Style/alert`` is a modal dialog over the presenting controller's window, as GNOME's
///   message dialogs are: the title large, the message under it, the text fields, then the
///   buttons — in a row, cancel first, when there are one or two; in a column, cancel last, when
///   there are more (as UIKit lays them out). The focus starts in the first text field, else on
///   the button Enter would choose, else on the cancel button.
/// - An ``Style/actionSheet`` is a popover at its ``ViewController/popoverPresentationController``'s source
///   view or bar button item, the way GNOME apps show a short menu of choices at the button that
///   asked (UIKit does the same on an iPad). It shows no cancel button: Escape or a click outside
///   closes it, and that is the cancel action. Without a source it is a dialog like an alert.
///
/// Enter chooses the ``preferredAction`` — or, when none is set and the alert has exactly one
/// ordinary action, that one (GNOME's default button; UIKit leaves Return to the keyboard).
/// Escape and the window's close button choose the cancel action, and close an alert that has
/// none without running anything (GNOME's rule that Escape always leaves a dialog; UIKit has no
/// Escape). Like UIKit's, an action's handler runs after the alert has gone.
///
/// Bad input is said, not fatal: a text field added to an action sheet, a second cancel action,
/// or a preferred action that is not one of the alert's is logged as a GLib critical and ignored.
///
/// ```swift
/// let rename = AlertController(title: "Rename Note", message: nil, preferredStyle: .alert)
/// rename.addTextField { field in field.text = "Ideas"; field.placeholder = "Title" }
/// rename.addAction(AlertAction(title: "Cancel", style: .cancel))
/// let save = AlertAction(title: "Rename", style: .default) { _ in
///     print(rename.textFields?.first?.text ?? "")
/// }
/// rename.addAction(save)
/// rename.preferredAction = save
/// ```
@MainActor
public final class AlertController: ViewController {
    /// How the alert is shown (UIKit's `UIAlertController.Style`).
    public enum Style: Sendable {
        /// A menu of choices at the control that asked: a popover.
        case actionSheet
        /// A modal dialog.
        case alert
    }

    /// The explanatory text under the title.
    public var message: String?
    /// How the alert is shown; fixed at creation, as in UIKit.
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    private var fields: [TextField] = []

    /// Creates an alert; add actions (and, for an alert, text fields), then present it.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        // An action sheet points at its source, as UIKit's does on an iPad.
        if preferredStyle == .actionSheet { modalPresentationStyle = .popover }
    }

    /// An alert with no title, message or actions yet (UIKit's `init?(coder:)`).
    public required convenience init?(coder: Coder) {
        self.init(title: nil, message: nil, preferredStyle: .alert)
    }

    /// Adds a choice. A second ``AlertAction/Style/cancel`` action is refused, as UIKit refuses it.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            logProgrammingError("AlertController: “\(title ?? "")” already has a cancel action; “\(action.title ?? "")” is not added")
            return
        }
        actions.append(action)
    }

    /// The action Enter chooses, drawn as the suggested one. It must be one of ``actions``.
    public var preferredAction: AlertAction? {
        didSet {
            guard let preferredAction, !actions.contains(where: { $0 === preferredAction }) else { return }
            logProgrammingError("AlertController: the preferred action “\(preferredAction.title ?? "")” is not one of the alert's actions")
            self.preferredAction = oldValue
        }
    }

    /// Adds a text field under the message; `configurationHandler` sets its text, placeholder and
    /// so on before it is shown. The field is named for screen readers by its placeholder (else
    /// by the alert's title), and Enter in it chooses the action Enter chooses. Only an
    /// ``Style/alert`` has text fields.
    public func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            logProgrammingError("AlertController: text fields can only be added to an alert, not to the action sheet “\(title ?? "")”")
            return
        }
        let field = TextField()
        configurationHandler?(field)
        fields.append(field)
    }

    /// The text fields, in order; nil when there are none (UIKit's `textFields`).
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }

    /// The action Enter chooses: the preferred one, or the only ordinary one.
    var defaultAction: AlertAction? {
        if let preferredAction { return preferredAction }
        let ordinary = actions.filter { $0.style == .default }
        return ordinary.count == 1 ? ordinary[0] : nil
    }

    /// Whether this is an action sheet that points at a widget (shown as a popover).
    var isAnchoredSheet: Bool { preferredStyle == .actionSheet && popoverPresentationController?.anchor != nil }

    /// Builds the title, the message, the text fields and a button for each action.
    override public func loadView() {
        view = AlertContentBuilder(alert: self).build()
    }

    /// The first text field, else the button Enter chooses, else cancel, else the first button.
    override public var initialFocusWidget: View? {
        if let field = fields.first { return field }
        let buttons = actions.compactMap(\.button)
        return defaultAction?.button ?? actions.first { $0.style == .cancel }?.button ?? buttons.first
    }

    /// The user chose `action` with its button: the alert goes, then the handler runs — on the
    /// main loop's next turn (UIKit's dismissal is animated too), so the window is not destroyed
    /// inside the button's own "clicked" or the text field's "activate" that reached it.
    func choose(_ action: AlertAction) {
        guard action.isEnabled, pendingChoice == nil else { return }
        pendingChoice = MainLoop.after(milliseconds: 0) { [weak self] in
            guard let self else { return }
            self.pendingChoice = nil
            let run: @MainActor () -> Void = { action.handler?(action) }
            if let sheet = self.popoverPresentation {
                sheet.end(completion: run)
            } else {
                self.dismiss(animated: true, completion: run)
            }
        }
    }
    private var pendingChoice: MainLoop.Timer?

    /// Escape, the close button or a click outside a sheet: the cancel action's handler runs.
    func cancelledByUser() {
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        cancel.handler?(cancel)
    }

    /// The alerts shown as dialogs now, oldest first (tests find them here): presented, and
    /// their window still open (one whose parent window closed went with it).
    package static var visible: [AlertController] {
        dialogs.removeAll { alert in alert.modalPresentation.map { !Window.isToplevel($0.window) } ?? true }
        return dialogs
    }
    private static var dialogs: [AlertController] = []

    /// The dialog went: the alert is no longer among the ``visible`` ones.
    func dialogDidEnd() {
        Self.dialogs.removeAll { $0 === self }
    }

    /// Clicks the cancel action's button, else the first button (tests, and anything that
    /// drives the UI programmatically).
    package func clickButton() {
        (actions.first { $0.style == .cancel } ?? actions.first)?.button?.click()
    }

    /// Sets up the dialog window an alert is presented in: no title bar (the title is in the
    /// content, as in GNOME's message dialogs), natural size, the default button, the names a
    /// screen reader reads.
    func configure(dialog window: Window) {
        let gtkWindow: UnsafeMutablePointer<GtkWindow> = window.pointer()
        gtk_window_set_titlebar(gtkWindow, gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        gtk_window_set_resizable(gtkWindow, 0)
        // Sized to its content, as a message dialog is: its natural width within GNOME's usual
        // dialog widths, and the height that width needs (a window left without a default size
        // opens at GtkKit's page size, 560 × 640, and the alert covered its window).
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(view.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        let width = Swift.min(Swift.max(natural, 320), 440)
        gtk_widget_measure(view.widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
        gtk_window_set_default_size(gtkWindow, width, natural)
        window.addCSSClass("dialog")
        window.addCSSClass("message")
        window.accessibilityLabel = title ?? message
        if AccessibilityRepair.describeAlertMessage.isNeeded, title != nil { window.accessibilityHint = message }
        if let button = defaultAction?.button { gtk_window_set_default_widget(gtkWindow, button.widget) }
        Self.dialogs.append(self)
    }
}
