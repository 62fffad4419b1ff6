internal import CGtk

/// UIKit's `UIActivityIndicatorView` on GTK's `GtkSpinner`: something is under way, for how long
/// nobody knows. Screen readers hear it as busy while it spins; give it an
/// ``View/accessibilityLabel`` that says what is going on ("Loading pictures").
///
/// ```swift
/// let loading = ActivityIndicatorView(style: .large)
/// loading.accessibilityLabel = "Loading pictures"
/// loading.startAnimating()
/// ```
@MainActor
public final class ActivityIndicatorView: View {
    /// How large the spinner is (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Sendable {
        /// 16 px, GNOME's size beside a label.
        case medium
        /// 32 px, for a page that is loading.
        case large
    }

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// A stopped spinner, hidden while stopped (UIKit's defaults).
    public init(style: Style = .medium) {
        self.style = style
        // A progress bar with no value, busy: ARIA's (and Orca's) indeterminate progress.
        View.adopt(gtkkit_widget_new_with_role(gtk_spinner_get_type(), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)!, ownership: .full)
        super.init(frame: .zero)
        applyStyle()
        isVisible = !hidesWhenStopped
    }

    /// How large the spinner is.
    public var style: Style {
        didSet { applyStyle() }
    }

    /// Whether the spinner is hidden while it is stopped (UIKit's `hidesWhenStopped`, true by default).
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isVisible = !hidesWhenStopped } }
    }

    /// Whether it is spinning.
    public var isAnimating: Bool { Bool(gboolean: gtk_spinner_get_spinning(opaque)) }

    /// Starts spinning, and shows the spinner.
    public func startAnimating() {
        gtk_spinner_start(opaque)
        isVisible = true
        gtkkit_accessible_set_busy(raw, 1)
    }

    /// Stops spinning, and hides the spinner if ``hidesWhenStopped``.
    public func stopAnimating() {
        gtk_spinner_stop(opaque)
        if hidesWhenStopped { isVisible = false }
        gtkkit_accessible_set_busy(raw, 0)
    }

    private func applyStyle() {
        let side = style == .large ? 32 : 16
        setMinimumSize(width: side, height: side)
    }
}
