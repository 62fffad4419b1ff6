extension StackView {
    /// How arranged views are sized and placed across the stack's axis (UIKit's
    /// `UIStackView.Alignment`).
    public enum Alignment: Sendable {
        /// Each view as wide (or tall) as the stack.
        case fill
        /// At the leading edge, at its natural size (the left in English, the right in Hebrew);
        /// a horizontal stack's views at the top.
        case leading
        /// The top, for a horizontal stack (the same as ``leading``).
        case top
        /// On the first lines' baselines (horizontal stacks; elsewhere as ``leading``).
        case firstBaseline
        /// Centred.
        case center
        /// At the trailing edge, at its natural size; a horizontal stack's views at the bottom.
        case trailing
        /// The bottom, for a horizontal stack (the same as ``trailing``).
        case bottom
        /// On the last lines' baselines (horizontal stacks). GTK reports one baseline per view,
        /// its first line's, so GtkKit aligns these by it too: the same as ``firstBaseline``
        /// unless a view has more than one line.
        case lastBaseline
    }
}
