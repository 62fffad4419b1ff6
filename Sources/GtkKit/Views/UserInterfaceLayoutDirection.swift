/// Which way a view lays out its content (UIKit's `UIUserInterfaceLayoutDirection`): right to
/// left in Hebrew, Arabic and Persian, where GTK's own translation of the language says so.
public enum UserInterfaceLayoutDirection: Sendable {
    /// Leading is the left edge.
    case leftToRight
    /// Leading is the right edge.
    case rightToLeft
}
