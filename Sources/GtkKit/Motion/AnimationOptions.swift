extension View {
    /// How an animation runs (UIKit's `UIView.AnimationOptions`): its timing curve, and the
    /// transition of ``View/transition(with:duration:options:animations:completion:)``.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: Int
        /// Options of these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Slow at the start and the end (the default, as in UIKit).
        public static let curveEaseInOut = AnimationOptions([])
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// At an even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Pointer input reaches the views while they move. GTK never blocks input during its own
        /// animations, so GtkKit does not either: this option is accepted and changes nothing.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from where a running animation of the same property has got to. GtkKit always
        /// does (GTK has no separate model and presentation values): accepted, changes nothing.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// A transition that fades the old content out and the new content in.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

        /// The curve these options ask for.
        var curve: TimingCurve {
            switch rawValue & (3 << 16) {
            case 1 << 16: .easeIn
            case 2 << 16: .easeOut
            case 3 << 16: .linear
            default: .easeInOut
            }
        }
    }
}
