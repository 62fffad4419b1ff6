/// What an element is and what state it is in, for assistive technologies (UIKit's
/// `UIAccessibilityTraits`), set with ``View/accessibilityTraits``.
///
/// Each trait maps onto the ARIA role or state GTK gives screen readers, which Orca speaks:
///
/// | Trait | GTK (what Orca says) |
/// |---|---|
/// | ``button``, ``keyboardKey`` | role `button` ("button") |
/// | ``link`` | role `link` ("link") |
/// | ``header`` | role `heading`, level 2 ("heading level 2") |
/// | ``searchField`` | role `search-box` |
/// | ``image`` | role `img` ("image") |
/// | ``adjustable`` | role `slider` |
/// | ``tabBar`` | role `tab-list` |
/// | ``staticText`` | role `label`, when no other role trait is set |
/// | ``summaryElement`` | role `status` |
/// | ``selected`` | state `selected` |
/// | ``notEnabled`` | state `disabled` ("grayed") |
///
/// ``updatesFrequently``, ``playsSound``, ``startsMediaSession``, ``allowsDirectInteraction`` and
/// ``causesPageTurn`` have no GTK counterpart: they are kept (the getter returns them) and change
/// nothing a screen reader hears. A role is GTK's to give until the widget's accessible object
/// is on the accessibility bus: set role traits before the view is in a window (in `init` or
/// `viewDidLoad`, as UIKit code does); set later, the role stays and GtkKit logs why.
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt64
    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: AccessibilityTraits = []
    /// A button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading that starts a section.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// An image.
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// Selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays a sound when activated (no GTK counterpart).
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary of the screen's state when it opens.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Cannot be used now.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
    /// Its value changes often (no GTK counterpart).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
    /// Starts media (no GTK counterpart).
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
    /// Changed in steps (a slider).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 13)
    /// Takes touches directly (no GTK counterpart).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    /// Turns a page at the end of reading (no GTK counterpart).
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
}
