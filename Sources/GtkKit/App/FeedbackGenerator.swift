/// Haptic feedback (UIKit's `UIFeedbackGenerator` family): accepted, and nothing happens.
///
/// Where GNOME's convention wins: a desktop has no haptic engine, and GNOME gives feedback by
/// sight (a pressed button, a moved selection) and, for alerts, by the desktop's alert sound
/// where the user has it on — never by a sound standing in for a tap on the hand. Ported code
/// calling these runs unchanged and stays quiet, as on an iPad without a Taptic Engine.
@MainActor
public class FeedbackGenerator {
    /// A generator; it makes no feedback.
    public init() {}

    /// Gets the engine ready (UIKit's `prepare()`): nothing to get ready.
    public func prepare() {}
}

/// A physical tap (UIKit's `UIImpactFeedbackGenerator`): accepted and ignored (see
/// ``FeedbackGenerator``).
@MainActor
public final class ImpactFeedbackGenerator: FeedbackGenerator {
    /// How heavy the tap is (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum FeedbackStyle: Sendable {
        /// A light tap.
        case light
        /// A medium tap (the default).
        case medium
        /// A heavy tap.
        case heavy
        /// A soft, dull tap.
        case soft
        /// A hard, sharp tap.
        case rigid
    }

    /// The style this generator was made with.
    public let style: FeedbackStyle

    /// A generator of `style` taps.
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// A tap (UIKit's `impactOccurred()`): nothing happens on a desktop.
    public func impactOccurred() {}

    /// A tap of `intensity` from 0 to 1: nothing happens on a desktop.
    public func impactOccurred(intensity: Double) {}
}

/// A selection tick (UIKit's `UISelectionFeedbackGenerator`): accepted and ignored (see
/// ``FeedbackGenerator``).
@MainActor
public final class SelectionFeedbackGenerator: FeedbackGenerator {
    /// The selection changed (UIKit's `selectionChanged()`): nothing happens on a desktop.
    public func selectionChanged() {}
}

/// A success, warning or error pattern (UIKit's `UINotificationFeedbackGenerator`): accepted
/// and ignored (see ``FeedbackGenerator``); say the outcome in words, which a screen reader
/// hears too.
@MainActor
public final class NotificationFeedbackGenerator: FeedbackGenerator {
    /// What happened (UIKit's `UINotificationFeedbackGenerator.FeedbackType`).
    public enum FeedbackType: Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// The pattern for `type` (UIKit's `notificationOccurred(_:)`): nothing happens on a desktop.
    public func notificationOccurred(_ type: FeedbackType) {}
}
