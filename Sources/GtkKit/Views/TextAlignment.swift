/// How text lines up in its view (UIKit's `NSTextAlignment`).
///
/// ``natural`` — UIKit's default and GtkKit's — starts lines at the leading edge: the left in a
/// left-to-right language, the right in Hebrew or Arabic, as GTK lays text out by default.
/// ``left`` and ``right`` are the physical edges in either direction (resolved against the
/// view's direction when set, as UIKit resolves them).
public enum TextAlignment: Sendable, CaseIterable {
    /// Lines start at the left edge, whatever the direction.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge, whatever the direction.
    case right
    /// Lines fill the width; the last starts at the leading edge.
    case justified
    /// Lines start at the leading edge (left to right: left; right to left: right).
    case natural
}

extension TextAlignment {
    /// GTK's leading-relative alignment and justification for this one: GTK mirrors both in
    /// right to left, so only ``left`` and ``right`` depend on the direction.
    func gtkAlignment(rightToLeft: Bool) -> (xAlign: Float, justification: Label.Justification) {
        switch self {
        case .natural: (0, .left)
        case .center: (0.5, .center)
        case .justified: (0, .fill)
        case .left: rightToLeft ? (1, .right) : (0, .left)
        case .right: rightToLeft ? (0, .left) : (1, .right)
        }
    }

    /// The alignment GTK's `xAlign` and `justification` make, in that direction.
    init(xAlign: Float, justification: Label.Justification, rightToLeft: Bool) {
        switch justification {
        case .fill: self = .justified
        case .center: self = .center
        default:
            // GTK's own default, a label centred in its room (xalign 0.5), reads as centred.
            if xAlign >= 0.75 {
                self = rightToLeft ? .left : .right
            } else {
                self = xAlign > 0.25 ? .center : .natural
            }
        }
    }

    /// Whether `one` and `other` draw alike in that direction (`.right` and `.natural` in right
    /// to left), so the one asked for can be answered.
    static func drawAlike(_ one: TextAlignment, _ other: TextAlignment, rightToLeft: Bool) -> Bool {
        one.gtkAlignment(rightToLeft: rightToLeft) == other.gtkAlignment(rightToLeft: rightToLeft)
    }
}
