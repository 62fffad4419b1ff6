extension View {
    /// Animates the changes `animations` makes (UIKit's
    /// `animate(withDuration:delay:options:animations:completion:)`): each animatable property
    /// it sets — ``alpha``, ``isHidden`` of a view (it fades), ``LayoutConstraint/constant`` —
    /// moves there over `duration` seconds on the window's frame clock, then `completion` runs
    /// with true (false if the view left the screen first).
    ///
    /// ```swift
    /// View.animate(withDuration: 0.2, animations: { banner.alpha = 0 }, completion: { _ in
    ///     banner.removeFromSuperview()
    /// })
    /// ```
    ///
    /// With animations off in the desktop's settings (GTK's `gtk-enable-animations`, which
    /// GNOME's reduce-motion setting turns off), every change happens at once and the completions
    /// still run, in order, on the next turn of the main loop, as UIKit runs them. A property's
    /// getter answers its end value at once, as in UIKit; what is drawn moves. Other changes
    /// in the block happen at once.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        run(Animation(duration: duration, delay: delay, curve: options.curve, completion: completion), animations)
    }

    /// Animates the changes `animations` makes along a spring (UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`):
    /// a damping ratio of 1 settles without overshooting; lower ones overshoot and swing back,
    /// settling within `duration`. `velocity` is the starting speed, in whole changes per second.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping damping: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let curve = TimingCurve.spring(damping: damping, velocity: velocity, duration: duration)
        run(Animation(duration: duration, delay: delay, curve: curve, completion: completion), animations)
    }

    /// Runs `animations` recording into `animation`, then starts it. A block inside another's
    /// records into its own animation.
    private static func run(_ animation: Animation, _ animations: @MainActor () -> Void) {
        let outer = Animation.recording
        Animation.recording = animation
        animations()
        Animation.recording = outer
        animation.start()
    }

}

/// Sets `object`'s animatable `property`: recorded while an animation block runs (drawn in
/// `anchor`'s window), else set at once, stopping any animation of it.
@MainActor
func setAnimatable(
    _ object: AnyObject, _ property: String, anchor: View?, from current: Double, to value: Double,
    apply: @escaping @MainActor (Double) -> Void
) {
    if let animation = Animation.recording {
        animation.add(object, property, anchor: anchor, from: current, to: value, apply: apply)
    } else {
        Animation.stop(object, property)
        apply(value)
    }
}
