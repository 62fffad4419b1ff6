/// How large the user wants text (UIKit's `UIContentSizeCategory`), from the desktop's text
/// scaling factor: GNOME's Large Text (1.25 times) is ``extraExtraLarge``, the default (1.0)
/// ``large`` as in UIKit, and from 1.5 times the accessibility sizes begin.
///
/// Where GtkKit differs: GNOME has one continuous factor, not steps, so each category covers a
/// range of it (``init(textScale:)``); labels and text fields follow the factor themselves (see
/// ``ContentSizeCategoryAdjusting``), and the category is for layouts that change shape when text
/// is large — stacking a row's label over its value, say.
public enum ContentSizeCategory: Sendable, Hashable, Comparable, CaseIterable {
    /// Not known (the view is not on screen).
    case unspecified
    /// Text at most 0.8 times.
    case extraSmall
    /// Text below 0.9 times.
    case small
    /// Text below 0.97 times.
    case medium
    /// The default: text at about 1.0 times.
    case large
    /// Text from 1.1 times.
    case extraLarge
    /// Text from 1.2 times (GNOME's Large Text: 1.25).
    case extraExtraLarge
    /// Text from 1.35 times.
    case extraExtraExtraLarge
    /// Text from 1.5 times.
    case accessibilityMedium
    /// Text from 1.75 times.
    case accessibilityLarge
    /// Text from 2 times.
    case accessibilityExtraLarge
    /// Text from 2.5 times.
    case accessibilityExtraExtraLarge
    /// Text from 3 times.
    case accessibilityExtraExtraExtraLarge

    /// The category of the desktop's text scaling factor `textScale` (1.0: the default).
    public init(textScale: Double) {
        let steps: [(Double, ContentSizeCategory)] = [
            (3, .accessibilityExtraExtraExtraLarge), (2.5, .accessibilityExtraExtraLarge), (2, .accessibilityExtraLarge),
            (1.75, .accessibilityLarge), (1.5, .accessibilityMedium), (1.35, .extraExtraExtraLarge), (1.2, .extraExtraLarge),
            (1.1, .extraLarge), (0.97, .large), (0.9, .medium), (0.8, .small),
        ]
        self = steps.first { textScale >= $0.0 }?.1 ?? .extraSmall
    }

    /// Whether this is one of the accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Orders categories from the smallest text to the largest.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.order < rhs.order }

    /// Where the category is among all of them, smallest text first.
    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
