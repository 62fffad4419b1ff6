/// An animation the app holds and steers (UIKit's `UIViewPropertyAnimator`): started, paused,
/// scrubbed to a fraction (a gesture driving it), reversed, continued, stopped or finished at its
/// start, end or where it is — on the same frame-clock machinery and animatable properties as
/// ``View/animate(withDuration:delay:options:animations:completion:)``.
///
/// ```swift
/// let fade = ViewPropertyAnimator(duration: 0.3, curve: .easeOut) { banner.alpha = 0 }
/// fade.addCompletion { position in if position == .end { banner.removeFromSuperview() } }
/// fade.startAnimation()
/// ```
///
/// Where GtkKit differs: the animatable properties are GtkKit's (``View/alpha``,
/// ``View/isHidden``, ``LayoutConstraint/constant``); with animations off in the desktop's
/// settings (GNOME's reduce motion) a started animator ends at once, as a `View.animate` does;
/// animations added while one runs take the time it has left, and `delayFactor` is not offered.
@MainActor
public final class ViewPropertyAnimator {
    /// Where an animator's animations stand (UIKit's `UIViewAnimatingState`).
    public enum State: Sendable {
        /// Not begun, or over: the animations have not run, or their values are final.
        case inactive
        /// Begun: running or paused.
        case active
        /// Stopped without finishing: waiting for ``finishAnimation(at:)``.
        case stopped
    }

    /// Where an animator ended (UIKit's `UIViewAnimatingPosition`).
    public enum Position: Sendable {
        /// At the animations' end values.
        case end
        /// At the values before them.
        case start
        /// Wherever they were when stopped.
        case current
    }

    /// How long the animations take, in seconds.
    public let duration: Double
    /// Where the animations stand.
    public private(set) var state = State.inactive
    /// Whether the animations are moving (started and not paused).
    public private(set) var isRunning = false
    /// Whether the animations can be paused and scrubbed while they run (UIKit's; GtkKit's
    /// always can).
    public var isInterruptible = true

    private let curve: TimingCurve
    private var blocks: [@MainActor () -> Void] = []
    private var completions: [@MainActor (Position) -> Void] = []
    private var animation: Animation?
    private var startDelay: MainLoop.Timer?
    /// Where the animation is being ended, for the completions.
    private var ending = Position.end

    /// An animator of `animations` over `duration` seconds along `curve` (UIKit's
    /// `init(duration:curve:animations:)`); nothing moves until it is started.
    public init(duration: Double, curve: View.AnimationCurve, animations: (@MainActor () -> Void)? = nil) {
        self.duration = max(0, duration)
        self.curve = curve.timing
        if let animations { blocks.append(animations) }
    }

    /// An animator along a spring of `dampingRatio` (UIKit's `init(duration:dampingRatio:animations:)`):
    /// 1 settles without overshooting, lower ones swing back.
    public init(duration: Double, dampingRatio: Double, animations: (@MainActor () -> Void)? = nil) {
        self.duration = max(0, duration)
        curve = .spring(damping: dampingRatio, velocity: 0, duration: max(0, duration))
        if let animations { blocks.append(animations) }
    }

    /// An animator already running (UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double, options: View.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Position) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, curve: options.curve.publicCurve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations (UIKit's `addAnimations(_:)`): run with the others when the animator
    /// begins; added while it runs, they take the time it has left.
    public func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        guard state == .active, let animation else { return blocks.append(animations) }
        View.animate(withDuration: duration * (1 - animation.fraction), animations: animations)
    }

    /// Adds a completion, told where the animations ended (UIKit's `addCompletion(_:)`); they
    /// run in the order added.
    public func addCompletion(_ completion: @escaping @MainActor (Position) -> Void) {
        completions.append(completion)
    }

    /// How far along the animations are, 0 to 1 (UIKit's `fractionComplete`). Setting it pauses
    /// them there, beginning them first if need be: a gesture scrubs an animation so.
    public var fractionComplete: Double {
        get { animation?.fraction ?? 0 }
        set {
            pauseAnimation()
            animation?.show(fraction: newValue)
        }
    }

    /// Whether the animations run back towards their start (UIKit's `isReversed`): set while
    /// paused or running, they end at ``Position/start``.
    public var isReversed = false {
        didSet { animation?.isReversed = isReversed }
    }

    /// Starts, or goes on after a pause (UIKit's `startAnimation()`).
    public func startAnimation() {
        guard state != .stopped else { return }
        begin()
        isRunning = true
        animation?.resume()
    }

    /// Starts after `delay` seconds (UIKit's `startAnimation(afterDelay:)`).
    public func startAnimation(afterDelay delay: Double) {
        guard delay > 0 else { return startAnimation() }
        startDelay = MainLoop.after(milliseconds: Int(delay * 1000)) { [weak self] in self?.startAnimation() }
    }

    /// Pauses where the animations are, beginning them first if need be (UIKit's
    /// `pauseAnimation()`).
    public func pauseAnimation() {
        guard state != .stopped else { return }
        begin()
        isRunning = false
        animation?.pause()
    }

    /// Goes on from a pause (UIKit's `continueAnimation(withTimingParameters:durationFactor:)`;
    /// the animator keeps its own curve and duration, whatever is passed).
    public func continueAnimation(withTimingParameters parameters: AnyObject?, durationFactor: Double) {
        startAnimation()
    }

    /// Stops the animations where they are (UIKit's `stopAnimation(_:)`): with
    /// `withoutFinishing`, that is the end and no completion runs; otherwise the animator waits
    /// for ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        startDelay = nil
        isRunning = false
        guard state == .active else { return }
        if withoutFinishing {
            animation?.abandon()
            animation = nil
            state = .inactive
        } else {
            animation?.pause()
            state = .stopped
        }
    }

    /// Ends a stopped animator with its properties at `position`, and runs the completions
    /// (UIKit's `finishAnimation(at:)`).
    public func finishAnimation(at position: Position) {
        guard state == .stopped, let animation else { return }
        ending = position
        if position == .current {
            animation.abandon()
            ended(finished: true)
        } else {
            animation.end(atStart: position == .start, finished: true)
        }
    }

    /// Runs the animation blocks into a new, paused animation (the first time only).
    private func begin() {
        guard state == .inactive else { return }
        let animation = Animation(duration: duration, delay: 0, curve: curve) { [weak self] finished in
            self?.ended(finished: finished)
        }
        animation.isReversed = isReversed
        let outer = Animation.recording
        Animation.recording = animation
        for block in blocks { block() }
        Animation.recording = outer
        blocks = []
        self.animation = animation
        state = .active
        animation.startPaused()
    }

    /// The animation is over: the completions hear where it ended.
    private func ended(finished: Bool) {
        let position = state == .stopped ? ending : (isReversed ? .start : .end)
        animation = nil
        state = .inactive
        isRunning = false
        for completion in completions { completion(position) }
    }
}

extension View {
    /// A timing curve (UIKit's `UIView.AnimationCurve`), for ``ViewPropertyAnimator``.
    public enum AnimationCurve: Sendable, CaseIterable {
        /// Slow at the start and the end.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// At an even pace.
        case linear

        var timing: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}

extension TimingCurve {
    /// The public curve for this one (a spring is eased in and out).
    var publicCurve: View.AnimationCurve {
        switch self {
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        case .easeInOut, .spring: .easeInOut
        }
    }
}
