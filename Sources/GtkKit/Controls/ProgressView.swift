internal import CGtk

/// UIKit's `UIProgressView` on GTK's `GtkProgressBar`: how much of a task is done, 0 to 1.
/// Screen readers meet a progress bar and hear its percentage.
///
/// ```swift
/// let copying = ProgressView(progressViewStyle: .default)
/// copying.accessibilityLabel = "Copying pictures"
/// copying.setProgress(0.4, animated: true)
/// ```
@MainActor
public final class ProgressView: View {
    /// How the bar is drawn (UIKit's `UIProgressView.Style`).
    public enum Style: Sendable {
        /// GNOME's progress bar.
        case `default`
        /// A thin bar, as in a header or a toolbar (GNOME's `osd` style).
        case bar
    }

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// A bar at 0.
    public init(progressViewStyle: Style = .default) {
        self.progressViewStyle = progressViewStyle
        View.adopt(untyped(gtk_progress_bar_new()), ownership: .full)
        super.init(frame: .zero)
        verticalAlignment = .center
        applyStyle()
    }

    /// How the bar is drawn.
    public var progressViewStyle: Style {
        didSet { applyStyle() }
    }

    /// How much is done, 0 to 1 (UIKit's `progress`; values outside are held to the ends).
    /// Animatable in ``View/animate(withDuration:delay:options:animations:completion:)``.
    public var progress: Float {
        get { Float(Animation.target(of: self, "progress") ?? gtk_progress_bar_get_fraction(opaque)) }
        set {
            setAnimatable(self, "progress", anchor: self, from: gtk_progress_bar_get_fraction(opaque), to: Double(min(max(newValue, 0), 1)))
            {
                [weak self] value in
                guard let self else { return }
                gtk_progress_bar_set_fraction(self.opaque, min(max(value, 0), 1))
            }
        }
    }

    /// The progress drawn now: on its way to ``progress`` during an animation.
    package var presentedProgress: Float { Float(gtk_progress_bar_get_fraction(opaque)) }

    /// Sets ``progress``, moving the bar there over a quarter second when `animated` (and the
    /// desktop's animations are on), as UIKit's `setProgress(_:animated:)` does.
    public func setProgress(_ progress: Float, animated: Bool) {
        guard animated else {
            self.progress = progress
            return
        }
        View.animate(withDuration: 0.25, options: .curveEaseOut, animations: { self.progress = progress })
    }

    private func applyStyle() {
        progressViewStyle == .bar ? addCSSClass("osd") : removeCSSClass("osd")
    }
}
