internal import CGtk

extension View {
    /// How a widget sits in space its parent gives it beyond its natural size (GTK's `GtkAlign`).
    /// UIKit has no direct equivalent: there, Auto Layout constraints decide the same thing.
    public enum Alignment: Sendable, CaseIterable {
        /// Stretch to fill the space (GTK's default).
        case fill
        /// At the start: left (or right, in right-to-left text) / top.
        case start
        /// At the end: right (or left, in right-to-left text) / bottom.
        case end
        /// Centred.
        case center
        /// Vertically, on the text baseline shared with its siblings.
        case baseline

        init(_ value: GtkAlign) {
            switch value {
            case GTK_ALIGN_START: self = .start
            case GTK_ALIGN_END: self = .end
            case GTK_ALIGN_CENTER: self = .center
            case gtkkit_align_baseline(): self = .baseline
            default: self = .fill
            }
        }

        var gtkValue: GtkAlign {
            switch self {
            case .fill: GTK_ALIGN_FILL
            case .start: GTK_ALIGN_START
            case .end: GTK_ALIGN_END
            case .center: GTK_ALIGN_CENTER
            case .baseline: gtkkit_align_baseline()
            }
        }
    }
}
