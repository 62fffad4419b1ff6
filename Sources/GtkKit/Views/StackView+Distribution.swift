extension StackView {
    /// How arranged views share the stack's length along its axis (UIKit's
    /// `UIStackView.Distribution`).
    public enum Distribution: Sendable {
        /// The views at their natural lengths, the space left over given to the views that
        /// expand along the axis (or the last), space too short taken from each down to its
        /// minimum.
        case fill
        /// Every view the same length.
        case fillEqually
        /// Lengths in proportion to the views' natural lengths.
        case fillProportionally
        /// The views at their natural lengths, the space left over shared equally between them
        /// (never less than ``StackView/spacing``).
        case equalSpacing
        /// The views at their natural lengths, their centres equally far apart (the gaps never
        /// less than ``StackView/spacing``; when they would be, as ``equalSpacing``).
        case equalCentering
    }
}
