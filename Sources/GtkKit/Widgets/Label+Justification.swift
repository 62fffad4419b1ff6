internal import CGtk

extension Label {
    /// How the lines of wrapped text line up with each other (GTK's `GtkJustification`; UIKit's
    /// `NSTextAlignment`). It does not move the label itself: see ``xAlign`` and
    /// ``View/horizontalAlignment``.
    public enum Justification: Sendable, CaseIterable {
        /// Lines start at the left edge.
        case left
        /// Lines end at the right edge.
        case right
        /// Lines are centred.
        case center
        /// Lines fill the width (the last line starts at the left).
        case fill

        init(_ value: GtkJustification) {
            switch value {
            case GTK_JUSTIFY_RIGHT: self = .right
            case GTK_JUSTIFY_CENTER: self = .center
            case GTK_JUSTIFY_FILL: self = .fill
            default: self = .left
            }
        }

        var gtkValue: GtkJustification {
            switch self {
            case .left: GTK_JUSTIFY_LEFT
            case .right: GTK_JUSTIFY_RIGHT
            case .center: GTK_JUSTIFY_CENTER
            case .fill: GTK_JUSTIFY_FILL
            }
        }
    }
}
