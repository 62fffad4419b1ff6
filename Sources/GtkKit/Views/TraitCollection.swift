/// The traits a controller's content adapts to (UIKit's `UITraitCollection`): how much room it
/// has across and down, and the desktop's light or dark style, text size, contrast and layout
/// direction.
///
/// ```swift
/// override func traitCollectionDidChange(_ previous: TraitCollection?) {
///     super.traitCollectionDidChange(previous)
///     details.axis = traitCollection.horizontalSizeClass == .compact ? .vertical : .horizontal
/// }
/// ```
///
/// Where GtkKit differs: one breakpoint decides the size classes, ``compactWidthBreakpoint``
/// logical pixels across (and ``compactHeightBreakpoint`` down) — GNOME's adaptive layouts switch
/// at about the same width (a phone's 360 px is compact, a laptop's window regular) — where
/// UIKit's come from the device and its orientation.
public struct TraitCollection: Hashable, Sendable {
    /// How much room there is along one axis (UIKit's `UIUserInterfaceSizeClass`).
    public enum SizeClass: Sendable, Hashable {
        /// Not known yet (the view is not on screen).
        case unspecified
        /// Little room: one column.
        case compact
        /// Room for more than one column.
        case regular
    }

    /// Light or dark (UIKit's `UIUserInterfaceStyle`).
    public enum UserInterfaceStyle: Sendable, Hashable {
        /// Not known.
        case unspecified
        /// The desktop's light style.
        case light
        /// The desktop's dark style.
        case dark
    }

    /// Normal or high contrast (UIKit's `UIAccessibilityContrast`): GNOME's High Contrast
    /// setting, which switches GTK to its HighContrast theme.
    public enum AccessibilityContrast: Sendable, Hashable {
        /// Not known.
        case unspecified
        /// The usual theme.
        case normal
        /// The high-contrast theme.
        case high
    }

    /// Widths below this many logical pixels are compact.
    public static let compactWidthBreakpoint = 600.0
    /// Heights below this many logical pixels are compact.
    public static let compactHeightBreakpoint = 400.0

    /// How much room there is across.
    public var horizontalSizeClass: SizeClass
    /// How much room there is down.
    public var verticalSizeClass: SizeClass
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// Left to right or right to left.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// How large the user wants text (UIKit's `preferredContentSizeCategory`).
    public var preferredContentSizeCategory: ContentSizeCategory = .unspecified
    /// Whether the desktop asks for high contrast (UIKit's `accessibilityContrast`).
    public var accessibilityContrast: AccessibilityContrast = .unspecified

    /// Traits with these values (unspecified by default, left to right).
    public init(
        horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
        userInterfaceStyle: UserInterfaceStyle = .unspecified, layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
    }

    /// The size classes for a view `width` × `height` logical pixels.
    public static func sizeClasses(width: Double, height: Double) -> (horizontal: SizeClass, vertical: SizeClass) {
        (width < compactWidthBreakpoint ? .compact : .regular, height < compactHeightBreakpoint ? .compact : .regular)
    }
}
