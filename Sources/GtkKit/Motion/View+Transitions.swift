internal import CGtk

extension View {
    /// Changes `view`'s content in `animations` with a transition (UIKit's
    /// `transition(with:duration:options:animations:completion:)`): with
    /// ``AnimationOptions/transitionCrossDissolve`` the new content fades in over `duration`.
    ///
    /// ```swift
    /// View.transition(with: statusLabel, duration: 0.25, options: .transitionCrossDissolve, animations: {
    ///     statusLabel.text = "Saved"
    /// })
    /// ```
    ///
    /// Where GtkKit differs: UIKit dissolves a snapshot of the old content into the new; GTK
    /// cannot draw a view's old content over its new one, so the old content goes at once and
    /// the new fades in from transparent. `animations` runs at once, as in UIKit, so code after
    /// the call sees the new content; with animations off nothing fades and `completion` still
    /// runs, in order.
    public static func transition(
        with view: View, duration: Double, options: AnimationOptions = [],
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animations?()
        guard options.contains(.transitionCrossDissolve) else {
            return animate(withDuration: 0, animations: {}, completion: completion)
        }
        let opacity = view.alpha
        view.alpha = 0
        animate(withDuration: duration, options: options, animations: { view.alpha = opacity }, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview, a ``View`` or a
    /// ``StackView`` (UIKit's `transition(from:to:duration:options:completion:)`), fading `toView`
    /// in with ``AnimationOptions/transitionCrossDissolve``. `toView` takes `fromView`'s place
    /// at once: its place in a stack view's arrangement, or above it among a view's subviews.
    /// A `fromView` elsewhere cannot be replaced: GtkKit says so in a GLib critical, and
    /// `completion` runs with false.
    public static func transition(
        from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        if let stack = fromView.superview as? StackView, let index = stack.arrangedSubviews.firstIndex(where: { $0 === fromView }) {
            stack.insertArrangedSubview(toView, at: index)
            stack.removeArrangedSubview(fromView)
            fromView.removeFromSuperview()
        } else if let parent = fromView.superview, parent.isContainer {
            parent.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        } else {
            gtkkit_log_critical("GtkKit", "transition(from:to:): the view to replace is not in a View or a StackView")
            let failed: (@MainActor (Bool) -> Void)? = completion.map { call in { @MainActor _ in call(false) } }
            return animate(withDuration: 0, animations: {}, completion: failed)
        }
        transition(with: toView, duration: duration, options: options, animations: nil, completion: completion)
    }
}
