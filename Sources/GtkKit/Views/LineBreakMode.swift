/// What a label does with text longer than its room (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: Sendable, CaseIterable {
    /// Wraps at word boundaries (Pango's word wrapping, which breaks a word longer than a line).
    case byWordWrapping
    /// Wraps between any two characters.
    case byCharWrapping
    /// Cuts the text off at the edge.
    case byClipping
    /// "…" in place of the start.
    case byTruncatingHead
    /// "…" in place of the end (UIKit's default for a label).
    case byTruncatingTail
    /// "…" in place of the middle.
    case byTruncatingMiddle
}
